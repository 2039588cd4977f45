import type { SystemSettingsFormInput } from '@stockyard/domain';
import { List, PlugZap } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
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
            label="Send Test To"
            type="email"
            name="email_test_to"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Your own address"
            autoComplete="off"
            hint="Uses the saved settings. Leave empty to send it to your own address."
          />
        </div>
        <Button variant="secondary" onClick={run} loading={test.isPending} className="mb-6">
          <PlugZap aria-hidden="true" className="size-4" />
          Test Connection
        </Button>
      </div>
      {dirty && (
        <p className="text-sm text-amber-800">
          You have unsaved SMTP changes: the test uses the settings as last saved. Save Changes first to test them.
        </p>
      )}
      {test.data && (
        <Alert
          tone={test.data.ok ? 'success' : 'error'}
          title={
            test.data.ok
              ? `The SMTP server accepted the test mail for ${test.data.to}`
              : `The test mail to ${test.data.to} was not accepted`
          }
        >
          <span className="font-medium">Server answer:</span>{' '}
          <span className="wrap-anywhere">{test.data.response}</span>
          {test.data.rejected.length > 0 && <> (refused: {test.data.rejected.join(', ')})</>}
        </Alert>
      )}
      {test.isError && <Alert tone="error">{fieldError || 'The test could not be run.'}</Alert>}
      <Link
        to="/admin/email-log"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <List aria-hidden="true" className="size-4" />
        Open the Email Log
      </Link>
    </div>
  );
}
