import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children from the first time `open` is true, inside a Suspense, and keeps them after
 * (so a dialog closes as it should, giving focus back to the button that opened it). With lazy
 * children, a dialog's code loads when it is first opened: most visits to a screen open none.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
