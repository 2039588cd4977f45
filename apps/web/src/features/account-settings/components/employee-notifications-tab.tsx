import {
  EMPLOYEE_SETTINGS_MESSAGES,
  isChannelEnabled,
  NOTIFICATION_CHANNELS,
  setChannelEnabled,
  type NotificationChannel,
  type Preferences,
} from '@stockyard/domain';
import { PreferencesPanel } from './preferences-panel';
import { ToggleRow } from './toggle-row';
import { usePreferencesDraft } from './use-preferences-draft';

const CHANNEL_LABELS: Record<NotificationChannel, { label: string; description: string }> = {
  email: { label: 'Email Notifications', description: 'Updates sent to your email address.' },
  push: { label: 'Push Notifications', description: 'Alerts in your browser while you work.' },
  sms: { label: 'SMS Notifications', description: 'Text messages for urgent updates.' },
};

/** Spec 01 section 3 employee flags: email, push, sms, assignments, reminders. */
export function EmployeeNotificationsTab({ preferences, onSaved }: { preferences: Preferences; onSaved: () => void }) {
  const draft = usePreferencesDraft(preferences, 'notifications', onSaved);
  const notifications = draft.draft;

  return (
    <PreferencesPanel
      title="Notification Settings"
      description="Choose which updates reach you, and how."
      failureMessage={EMPLOYEE_SETTINGS_MESSAGES.profileUpdateFailed}
      draft={draft}
    >
      <div className="divide-y divide-gray-100">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <ToggleRow
            key={channel}
            label={CHANNEL_LABELS[channel].label}
            description={CHANNEL_LABELS[channel].description}
            checked={isChannelEnabled(notifications, channel)}
            onChange={(value) => draft.setDraft((current) => setChannelEnabled(current, channel, value))}
          />
        ))}
        <ToggleRow
          label="Assignment Updates"
          description="New assignments and changes to yours."
          checked={notifications.assignments}
          onChange={(value) => draft.change('assignments', value)}
        />
        <ToggleRow
          label="Reminders"
          description="Due dates and tasks waiting for you."
          checked={notifications.reminders}
          onChange={(value) => draft.change('reminders', value)}
        />
      </div>
    </PreferencesPanel>
  );
}
