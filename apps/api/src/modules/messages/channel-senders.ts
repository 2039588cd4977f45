import type { AppContext } from '../../app-context.js';
import type { ChannelSender } from './channel-sender.js';
import { emailSender } from './email.sender.js';

/** Every channel the delivery worker can send on; a channel without a sender keeps its rows pending. */
export function channelSenders(_context: AppContext): ChannelSender[] {
  return [emailSender];
}
