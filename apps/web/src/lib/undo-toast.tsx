import { UNDO_TOAST_MIN_MS } from '@stockyard/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { toast as sonnerToast } from 'sonner';

export type UndoToastOptions = {
  /** The Undo button's label. */
  label: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onUndo: () => void;
};

type UndoToastProps = UndoToastOptions & { id: string | number; message: string; origin: HTMLElement | null };

/**
 * A success toast with Undo that a keyboard reaches as easily as a mouse: the next Tab from the
 * control that caused it (still focused) goes to Undo, wherever the toasts sit in the page. It
 * stays while hovered or focused and at least UNDO_TOAST_MIN_MS; sonner's own timer pauses on
 * hover only, so the toast is shown without one and closes itself here.
 */
function UndoToast({ id, message, label, closeLabel, onUndo, origin }: UndoToastProps) {
  const undoRef = useRef<HTMLButtonElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(UNDO_TOAST_MIN_MS);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => sonnerToast.dismiss(id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, id]);

  useEffect(() => {
    if (!origin) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
      if (document.activeElement !== origin || !undoRef.current) return;
      event.preventDefault();
      undoRef.current.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [origin]);

  const close = () => {
    // Back where the person was, rather than on the page's top once the toast is gone.
    if (origin?.isConnected) origin.focus();
    sonnerToast.dismiss(id);
  };

  return (
    <div
      data-undo-toast=""
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="flex w-[var(--width)] max-w-full items-center gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-[13px] text-green-800 shadow-lg"
    >
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 wrap-anywhere font-medium">{message}</p>
      <button
        ref={undoRef}
        type="button"
        onClick={() => {
          onUndo();
          close();
        }}
        className="shrink-0 rounded-md bg-green-800 px-3 py-1.5 text-xs font-semibold text-white hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
      >
        {label}
      </button>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={close}
        className="shrink-0 rounded-md p-1 text-green-800 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-green-800"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** Shows the toast; loaded with sonner by lib/toast.ts when the first such toast is asked for. */
export function showUndoToast(message: string, options: UndoToastOptions): void {
  const origin =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  sonnerToast.custom((id) => <UndoToast id={id} message={message} origin={origin} {...options} />, {
    duration: Number.POSITIVE_INFINITY,
  });
}
