import type { toast as sonnerToast } from 'sonner';

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

function show(kind: Kind): Show {
  return (...args) => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    // Offline, the code may not arrive: the toast is lost, the action it reports is not.
    import('sonner').then(({ toast }) => toast[kind](...args)).catch(() => undefined);
  };
}

export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** For the Toaster's mount: whether any toast has been asked for yet. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return wanted;
}
