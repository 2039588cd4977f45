import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react';
import { Button } from './button';

type FormDialogFooterProps = {
  /** The id of the form in the dialog's body, which the submit button sends from the footer. */
  formId: string;
  submitLabel: ReactNode;
  onCancel: () => void;
  /** A save is under way: Cancel is disabled and the submit button shows its spinner. */
  pending: boolean;
  /** The form cannot be sent as it stands (a value that does not fit, say). */
  submitDisabled?: boolean;
};

/** The Cancel / submit row of a dialog that holds a form (Dialog's footer). */
export function FormDialogFooter({ formId, submitLabel, onCancel, pending, submitDisabled }: FormDialogFooterProps) {
  const { t } = useTranslation(['common']);
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t('common:ui.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
}
