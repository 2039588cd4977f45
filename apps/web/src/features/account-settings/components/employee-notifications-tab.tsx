import {
  EMPLOYEE_SETTINGS_MESSAGES,
  isChannelEnabled,
  NOTIFICATION_CHANNELS,
  setChannelEnabled,
  type NotificationChannel,
  type Preferences,
} from '@stockyard/domain';
import { useNotificationChannels } from '../api/get-notification-channels';
import { PushBrowserNote, SmsNote } from './channel-notes';
import { PreferencesPanel } from './preferences-panel';
import { ToggleRow } from './toggle-row';
import { usePreferencesDraft } from './use-preferences-draft';
import { usePushDevice } from './use-push-device';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

const CHANNEL_LABELS = {
  email: { label: 'settings:notify.email', description: 'settings:notify.emailText' },
  push: { label: 'settings:notify.push', description: 'settings:notify.pushText' },
  sms: { label: 'settings:notify.sms', description: 'settings:notify.smsText' },
} as const satisfies Record<NotificationChannel, { label: string; description: string }>;

/** Spec 01 section 3 employee flags: email, push, sms, assignments, reminders. */
export function EmployeeNotificationsTab({ preferences, onSaved }: { preferences: Preferences; onSaved: () => void }) {
  const draft = usePreferencesDraft(preferences, 'notifications', onSaved);
  const notifications = draft.draft;
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  const channels = useNotificationChannels().data;
  const device = usePushDevice();
  const setChannel = (channel: NotificationChannel, value: boolean) =>
    draft.setDraft((current) => setChannelEnabled(current, channel, value));
  // Switching push on asks this browser for permission and subscribes it; off unsubscribes it.
  const setPush = async (value: boolean) => {
    if (value && device.status !== 'on' && !(await device.turnOn())) return;
    setChannel('push', value);
    if (!value) await device.turnOff();
  };
  const disabled: Record<NotificationChannel, boolean> = {
    email: false,
    push: !channels?.push.available || device.busy,
    sms: !channels?.sms.available,
  };

  return (
    <PreferencesPanel
      title={t('settings:notify.title')}
      description={t('settings:notify.description')}
      failureMessage={translate(EMPLOYEE_SETTINGS_MESSAGES.profileUpdateFailed)}
      draft={draft}
    >
      <div className="divide-y divide-gray-100">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <div key={channel}>
            <ToggleRow
              label={t(CHANNEL_LABELS[channel].label)}
              description={t(CHANNEL_LABELS[channel].description)}
              checked={isChannelEnabled(notifications, channel)}
              disabled={disabled[channel]}
              onChange={(value) => (channel === 'push' ? void setPush(value) : setChannel(channel, value))}
            />
            {channel === 'push' && (
              <div className="pb-3">
                <PushBrowserNote device={device} channels={channels} wanted={isChannelEnabled(notifications, 'push')} />
              </div>
            )}
            {channel === 'sms' && (
              <div className="pb-3 empty:hidden">
                <SmsNote channels={channels} />
              </div>
            )}
          </div>
        ))}
        <ToggleRow
          label={t('settings:notify.assignments')}
          description={t('settings:notify.assignmentsText')}
          {...draft.toggle('assignments')}
        />
        <ToggleRow
          label={t('settings:notify.reminders')}
          description={t('settings:notify.remindersText')}
          {...draft.toggle('reminders')}
        />
      </div>
    </PreferencesPanel>
  );
}
