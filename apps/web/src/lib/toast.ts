import type { toast as sonnerToast } from 'sonner';
import type { UndoToastOptions } from './undo-toast';

/**
 * Toasts whose code (sonner) comes with the first toast rather than with every
 * signed-in screen: a screen shows none until someone acts. The first call also mounts the Toaster
 * (app/providers.tsx asks useToastsWanted); sonner shows toasts created before its Toaster has
 * subscribed, so none is lost while its code arrives.
 */
type Show = (...args: Parameters<typeof sonnerToast.success>) => void;
type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function show(kind: Kind): Show {
  return (...args) => {
    want();
    // Offline, the code may not arrive: the toast is lost, the action it reports is not.
    import('sonner').then(({ toast }) => toast[kind](...args)).catch(() => undefined);
  };
}

/** A success with Undo that stays while hovered or focused and that Tab reaches (undo-toast.tsx). */
function undoable(message: string, options: UndoToastOptions): void {
  want();
  import('./undo-toast').then(({ showUndoToast }) => showUndoToast(message, options)).catch(() => undefined);
}

export const toast = { success: show('success'), error: show('error'), info: show('info'), undoable };

/** For the Toaster's mount: whether any toast has been asked for yet. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return wanted;
}
