import { isSmsGatewayConfigured, SMS_MESSAGES, smsBody, toE164Phone } from '@stockyard/domain';
import type { AppContext } from '../../app-context.js';
import type { ChannelSender, SendResult } from '../messages/channel-sender.js';
import { findUserById } from '../users/users.repository.js';
import { postSms } from './sms-gateway.js';

export const SMS_SEND_ERRORS = {
  switchedOff: 'SMS notifications are turned off (Admin Settings, Notifications tab)',
  notConfigured: 'No SMS gateway is configured (Admin Settings, Notifications tab)',
  noRecipient: 'The recipient account is deactivated or deleted',
} as const;

/**
 * Texts a message to the recipient's profile phone as it is when sent (a number corrected after a
 * failure counts on the retry). A refusal (4xx) is final; a gateway error (5xx), 429 (too many
 * requests) or an unreachable gateway is retried.
 */
export function smsSender({ db }: Pick<AppContext, 'db'>): ChannelSender {
  return {
    channel: 'sms',
    async send(message, settings): Promise<SendResult> {
      if (!isSmsGatewayConfigured(settings))
        return { ok: false, permanent: true, error: SMS_SEND_ERRORS.notConfigured };
      if (!settings.sms_notifications) return { ok: false, permanent: true, error: SMS_SEND_ERRORS.switchedOff };
      let phone = message.toAddress;
      if (message.userId !== null) {
        const user = await findUserById(db, message.userId);
        if (!user || user.deletedAt || !user.isActive)
          return { ok: false, permanent: true, error: SMS_SEND_ERRORS.noRecipient };
        phone = user.phone;
      }
      if (!phone?.trim()) return { ok: false, permanent: true, error: SMS_MESSAGES.noPhone };
      const to = toE164Phone(phone);
      if (!to) return { ok: false, permanent: true, error: SMS_MESSAGES.phoneNotInternational };
      const answer = await postSms(settings, to, smsBody(message.subject, message.text));
      if (answer.ok) return { ok: true };
      const retryable = answer.status === null || answer.status >= 500 || answer.status === 429;
      return { ok: false, permanent: !retryable, error: answer.error };
    },
  };
}
