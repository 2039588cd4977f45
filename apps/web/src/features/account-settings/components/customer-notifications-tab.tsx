import { CUSTOMER_SETTINGS_MESSAGES, isChannelEnabled, type Preferences } from '@stockyard/domain';
import { useNotificationChannels } from '../api/get-notification-channels';
import { PushBrowserNote, SmsNote } from './channel-notes';
import { PreferencesPanel } from './preferences-panel';
import { ToggleRow } from './toggle-row';
import { usePreferencesDraft } from './use-preferences-draft';
import { usePushDevice } from './use-push-device';
import { useTranslateMessage } from '../../../lib/i18n/messages';
import { useTranslation } from '../../../lib/i18n/react';

type TopicWords = { label: `settings:notify.${string}`; description: `settings:notify.${string}` };
const TOPIC_LABELS: Partial<Record<string, TopicWords>> = {
  orderUpdates: { label: 'settings:notify.orderUpdates', description: 'settings:notify.orderUpdatesText' },
  storageReminders: { label: 'settings:notify.storageReminders', description: 'settings:notify.storageRemindersText' },
  securityAlerts: { label: 'settings:notify.securityAlerts', description: 'settings:notify.securityAlertsText' },
};

const CHANNELS = [
  { key: 'email', title: 'settings:notify.email' },
  { key: 'push', title: 'settings:notify.push' },
  { key: 'sms', title: 'settings:notify.sms' },
] as const;

type Channel = (typeof CHANNELS)[number]['key'];

/** Spec 01 section 3: email, push and SMS flags per topic. */
export function CustomerNotificationsTab({ preferences, onSaved }: { preferences: Preferences; onSaved: () => void }) {
  const draft = usePreferencesDraft(preferences, 'notifications', onSaved);
  const { t } = useTranslation(['settings']);
  const translate = useTranslateMessage();
  // The topic keys come from the table above, which only names keys the catalog holds.
  const word = (key: string) => t(key as 'settings:notify.orderUpdates');
  const setTopic = (channel: Channel, topic: string, value: boolean) =>
    draft.setDraft((current) => ({ ...current, [channel]: { ...current[channel], [topic]: value } }));
  const channels = useNotificationChannels().data;
  const device = usePushDevice();
  // Push topics reach this browser only once it is subscribed: the first one switched on asks the
  // browser; the last one switched off unsubscribes it.
  const setPushTopic = async (topic: string, value: boolean) => {
    if (value && device.status !== 'on' && !(await device.turnOn())) return;
    setTopic('push', topic, value);
    const othersOn = Object.entries(draft.draft.push).some(([other, on]) => other !== topic && on);
    if (!value && !othersOn) await device.turnOff();
  };
  const unavailable = (key: Channel) =>
    key === 'push' ? !channels?.push.available || device.busy : key === 'sms' ? !channels?.sms.available : false;

  return (
    <PreferencesPanel
      title={t('settings:notify.customerTitle')}
      description={t('settings:notify.customerText')}
      failureMessage={translate(CUSTOMER_SETTINGS_MESSAGES.saveFailed)}
      draft={draft}
    >
      <div className="space-y-6">
        {CHANNELS.map(({ key, title }) => (
          <fieldset key={key}>
            <legend className="text-sm font-semibold text-gray-900">{t(title)}</legend>
            <div className="mt-1 divide-y divide-gray-100">
              {Object.entries(draft.draft[key]).map(([topic, enabled]) => (
                <ToggleRow
                  key={topic}
                  label={TOPIC_LABELS[topic] ? word(TOPIC_LABELS[topic].label) : topic}
                  description={TOPIC_LABELS[topic] ? word(TOPIC_LABELS[topic].description) : undefined}
                  checked={enabled}
                  disabled={unavailable(key)}
                  onChange={(value) => (key === 'push' ? void setPushTopic(topic, value) : setTopic(key, topic, value))}
                />
              ))}
            </div>
            {key === 'push' && (
              <PushBrowserNote device={device} channels={channels} wanted={isChannelEnabled(draft.draft, 'push')} />
            )}
            {key === 'sms' && <SmsNote channels={channels} />}
          </fieldset>
        ))}
      </div>
    </PreferencesPanel>
  );
}
