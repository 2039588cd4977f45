import { lazy } from 'react';
import type { DialogProps } from './dialog-panel';
import { OnceOpened } from './once-opened';

// The dialog itself (radix) loads when a dialog is first opened: most screens open none.
const DialogPanel = lazy(() => import('./dialog-panel').then((module) => ({ default: module.DialogPanel })));

/** Modal dialog: focus trap, Escape to close, labelled by its title (dialog-panel.tsx). */
export function Dialog(props: DialogProps) {
  return (
    <OnceOpened open={props.open}>
      <DialogPanel {...props} />
    </OnceOpened>
  );
}
