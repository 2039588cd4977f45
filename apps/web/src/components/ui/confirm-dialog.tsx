import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, in the spec's words (e.g. 'Are you sure you want to delete this item? ...'). */
  message: ReactNode;
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  /** Where focus goes when the confirmed action has changed the page (see DialogProps). */
  closeFocus?: () => HTMLElement | null | undefined;
};

/** Confirmation before a destructive action; the confirm button shows progress while it runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  closeFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation(['common']);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      size="sm"
      closeFocus={closeFocus}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common:ui.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('common:ui.delete')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{message}</p>
    </Dialog>
  );
}
