import type { SystemSettingsFormInput } from '@stockyard/domain';
import List from 'lucide-react/icons/list';
import PlugZap from 'lucide-react/icons/plug-zap';
import { useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/react';
import { useSendTestEmail } from '../api/send-test-email';

/**
 * Test Connection for e-mail: sends a real mail over the saved SMTP settings to the given address
 * (or the admin's own) and shows what the server answered, or why it could not be reached.
 */
export function EmailTest() {
  const { formState } = useFormContext<SystemSettingsFormInput>();
  const dirty = Object.keys(formState.dirtyFields).some((key) => key.startsWith('smtp_'));
  const [to, setTo] = useState('');
  const test = useSendTestEmail();
  const { t } = useTranslation(['admin']);
  const run = () => test.mutate(to.trim());
  // The field sits inside the settings form: Enter runs the test instead of saving the settings.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    }
  };
  const fieldError = test.error ? errorMessage(test.error, '') : undefined;
  return (
    <div className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <TextField
            label={t('admin:emailTest.to')}
            type="email"
            name="email_test_to"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('admin:emailTest.placeholder')}
            autoComplete="off"
            hint={t('admin:emailTest.hint')}
          />
        </div>
        <Button variant="secondary" onClick={run} loading={test.isPending} className="mb-6">
          <PlugZap aria-hidden="true" className="size-4" />
          {t('admin:emailTest.run')}
        </Button>
      </div>
      {dirty && <p className="text-sm text-amber-800">{t('admin:emailTest.unsaved')}</p>}
      {test.data && (
        <Alert
          tone={test.data.ok ? 'success' : 'error'}
          title={
            test.data.ok
              ? t('admin:emailTest.accepted', { to: test.data.to })
              : t('admin:emailTest.refused', { to: test.data.to })
          }
        >
          <span className="font-medium">{t('admin:emailTest.answer')}</span>{' '}
          <span className="wrap-anywhere">{test.data.response}</span>
          {test.data.rejected.length > 0 && (
            <> {t('admin:emailTest.rejected', { addresses: test.data.rejected.join(', ') })}</>
          )}
        </Alert>
      )}
      {test.isError && <Alert tone="error">{fieldError || t('admin:emailTest.failed')}</Alert>}
      <Link
        to="/admin/email-log"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <List aria-hidden="true" className="size-4" />
        {t('admin:emailTest.openLog')}
      </Link>
    </div>
  );
}
