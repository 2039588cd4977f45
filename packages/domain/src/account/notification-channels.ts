import type { Preferences } from './preferences.js';

type Notifications = Preferences['notifications'];
export type NotificationChannel = 'email' | 'push' | 'sms';
export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['email', 'push', 'sms'];

/**
 * The employee screen has one switch per channel where the customer screen has one per topic. Both
 * read and write the same stored document: a channel is on while any of its topics is on, and the
 * channel switch turns all of its topics on or off together.
 */
export function isChannelEnabled(notifications: Notifications, channel: NotificationChannel): boolean {
  return Object.values(notifications[channel]).some(Boolean);
}

export function setChannelEnabled(
  notifications: Notifications,
  channel: NotificationChannel,
  enabled: boolean,
): Notifications {
  const topics = Object.fromEntries(Object.keys(notifications[channel]).map((topic) => [topic, enabled]));
  return { ...notifications, [channel]: topics };
}
