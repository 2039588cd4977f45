import { PUSH_MESSAGES, SMS_MESSAGES, type NotificationChannels } from '@stockyard/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { PushDevice } from './use-push-device';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

const note = 'text-sm text-gray-600';

/**
 * Under the push switches: why push cannot be switched on, or whether this browser receives it,
 * with a button to subscribe it when the person wants push and this browser does not have it yet.
 */
export function PushBrowserNote({
  device,
  channels,
  wanted,
}: {
  device: PushDevice;
  channels: NotificationChannels | undefined;
  wanted: boolean;
}) {
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  const unavailable = channels && !channels.push.available ? channels.push.reason : null;
  return (
    <div className="space-y-2" data-testid="push-note">
      {unavailable ? (
        <p className={note}>{translate(unavailable)}</p>
      ) : device.status === 'unsupported' ? (
        <p className={note}>{translate(PUSH_MESSAGES.unsupported)}</p>
      ) : device.status === 'blocked' ? (
        <p className="text-sm text-amber-800">{translate(PUSH_MESSAGES.denied)}</p>
      ) : device.status === 'on' ? (
        <p className={note}>{translate(PUSH_MESSAGES.subscribed)}</p>
      ) : device.status === 'off' && wanted ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className={note}>{translate(PUSH_MESSAGES.notSubscribed)}</p>
          <Button variant="secondary" size="sm" loading={device.busy} onClick={() => void device.turnOn()}>
            {t('settings:notify.turnOn')}
          </Button>
        </div>
      ) : null}
      {device.error && (
        <Alert tone="error" onDismiss={device.clearError}>
          {translate(device.error)}
        </Alert>
      )}
    </div>
  );
}

/** Under the SMS switches: why SMS cannot be switched on, or that a phone number is missing. */
export function SmsNote({ channels }: { channels: NotificationChannels | undefined }) {
  const translate = useTranslateMessage();
  if (!channels) return null;
  if (!channels.sms.available) return <p className={note}>{translate(channels.sms.reason ?? '')}</p>;
  if (!channels.sms.phone_ready) return <p className="text-sm text-amber-800">{translate(SMS_MESSAGES.addPhone)}</p>;
  return null;
}
