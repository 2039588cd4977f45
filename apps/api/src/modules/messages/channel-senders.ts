import type { AppContext } from '../../app-context.js';
import type { ChannelSender } from './channel-sender.js';
import { pushSender } from '../push/push.sender.js';
import { smsSender } from '../sms/sms.sender.js';
import { emailSender } from './email.sender.js';

/** Every channel the delivery worker can send on; a channel without a sender keeps its rows pending. */
export function channelSenders(context: AppContext): ChannelSender[] {
  return [emailSender(context.config.publicUrl), pushSender(context), smsSender(context)];
}
