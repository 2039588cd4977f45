import { z } from 'zod';
import { toE164Phone } from '../common/phone.js';
import { isSmsGatewayConfigured, SMS_MESSAGES, type SmsGatewaySettings } from './sms.js';
import { PUSH_MESSAGES } from './push.js';

/** Whether a channel can reach this person now, and if not, the reason to show beside its switches. */
const channelStateSchema = z.object({ available: z.boolean(), reason: z.string().nullable() });

/** GET /users/me/notification-channels: what the notification settings may offer. */
export const notificationChannelsSchema = z.object({
  push: channelStateSchema,
  sms: channelStateSchema.extend({
    // The profile phone is what texts go to; without one in international form nothing is sent.
    phone_ready: z.boolean(),
  }),
});
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

type ChannelSettings = SmsGatewaySettings & { sms_notifications: boolean; push_notifications: boolean };

export function notificationChannelsFor(settings: ChannelSettings, phone: string | null): NotificationChannels {
  const smsReason = !isSmsGatewayConfigured(settings)
    ? SMS_MESSAGES.notConfigured
    : !settings.sms_notifications
      ? SMS_MESSAGES.switchedOff
      : null;
  return {
    push: {
      available: settings.push_notifications,
      reason: settings.push_notifications ? null : PUSH_MESSAGES.switchedOff,
    },
    sms: { available: smsReason === null, reason: smsReason, phone_ready: toE164Phone(phone) !== null },
  };
}
