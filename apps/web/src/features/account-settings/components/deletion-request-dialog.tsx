import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_ACCOUNT_CONFIRMATION, deletionRequestSchema, type DeletionRequest } from '@stockyard/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { fieldBinder } from '../../../lib/bind-field';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useRequestDeletion } from '../api/request-deletion';

const EMPTY: DeletionRequest = { current_password: '' };

/**
 * The deletion request asks for the current password (the server checks it like a sign-in), so a
 * session left open or a stolen token cannot ask to delete the account.
 */
export function DeletionRequestDialog({
  open,
  onOpenChange,
  messages,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messages: { deletionRequested: string; deletionFailed: string };
}) {
  const formId = useId();
  const { t } = useTranslation(['settings', 'common']);
  const translate = useTranslateMessage();
  const deletion = useRequestDeletion();
  const form = useForm<DeletionRequest>({ resolver: zodResolver(deletionRequestSchema), defaultValues: EMPTY });
  const { handleSubmit, setError, reset } = form;
  const field = fieldBinder(form);
  const busy = form.formState.isSubmitting;

  const close = () => {
    reset(EMPTY);
    onOpenChange(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await deletion.mutateAsync(values);
      close();
      toast.success(translate(messages.deletionRequested));
    } catch (error) {
      // A wrong password stays in the dialog on its field; anything else closes it with the failure.
      const { placed } = applyServerErrors({ setError }, error, ['current_password'], { focus: true });
      if (placed.length > 0) return;
      close();
      toast.error(translate(messages.deletionFailed));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && (next ? onOpenChange(true) : close())}
      title={t('settings:data.deleteTitle')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common:ui.cancel')}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={busy}>
            {t('settings:data.requestDeletion')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <p className="text-sm text-gray-700">{translate(DELETE_ACCOUNT_CONFIRMATION)}</p>
        <PasswordField
          label={t('settings:password.current')}
          hint={t('settings:data.confirmWithPassword')}
          required
          autoComplete="current-password"
          {...field('current_password')}
        />
      </form>
    </Dialog>
  );
}
