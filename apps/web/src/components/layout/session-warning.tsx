import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n/react';
import { Button } from '../ui/button';
import { OWN_LAYER_ATTRIBUTE } from '../ui/own-layer';

type SessionWarningProps = { time: string; staying: boolean; onStay: () => void; onLogout: () => void };

/**
 * "Are you still there?" as a dialog of its own (issue 48): non-modal, so nothing on the page is
 * taken away from a person who comes back to it, and any click or key there renews the session as
 * well; above an open dialog, whose focus trap pauses while it shows and which a click in it does not
 * close (own-layer.ts), so a form being filled in keeps its content. Loaded only when it shows.
 */
export function SessionWarning({ time, staying, onStay, onLogout }: SessionWarningProps) {
  const { t } = useTranslation(['common']);
  const stayButton = useRef<HTMLButtonElement>(null);
  // Where the person was (a field in a dialog, say): focus goes back there when the warning goes.
  const opener = useRef<HTMLElement | null>(null);
  return (
    // Open while it is rendered: the keeper decides when it shows, never a click elsewhere or Escape.
    <RadixDialog.Root open modal={false}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          role="alertdialog"
          {...{ [OWN_LAYER_ATTRIBUTE]: '' }}
          onOpenAutoFocus={(event) => {
            // It takes focus, so Enter answers it and a screen reader reads it out.
            event.preventDefault();
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            stayButton.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => event.preventDefault()}
          className="fixed inset-x-3 bottom-3 z-[60] rounded-xl border border-amber-200 bg-white p-4 shadow-lg focus:outline-none sm:left-auto sm:w-96 dark:border-amber-700 dark:bg-gray-900"
        >
          <RadixDialog.Title className="text-base font-semibold text-gray-900">
            {t('common:session.warningTitle')}
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-1 text-sm text-gray-700">
            {t('common:session.warningMessage', { time })}
          </RadixDialog.Description>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="secondary" onClick={onLogout} disabled={staying}>
              {t('common:nav.logout')}
            </Button>
            <Button ref={stayButton} onClick={onStay} loading={staying}>
              {t('common:session.stay')}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
