import type { SystemSettings } from '@stockyard/domain';

export type OutboxChannel = 'email' | 'push' | 'sms';

/** One row of the outbox as a sender sees it: already rendered in the recipient's language. */
export type OutboxMessage = {
  id: number;
  channel: OutboxChannel;
  /** The recipient's account; null for an address outside the accounts (a test mail). */
  userId: number | null;
  /** E-mail address or phone number; null for push, which goes to the user's subscriptions. */
  toAddress: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** What the event carried (ids, links), for a sender that needs more than the text. */
  data: Record<string, unknown>;
};

/**
 * Delivers one outbox message over one channel. `settings` are the system settings with their
 * secrets opened (smtp_password is stored sealed). Answers ok, or a failure: a permanent one (a
 * refused address, a channel not configured) is not retried; any other is retried with backoff.
 * `configuration` marks a failure of the channel's own settings (the admin must fix them), which is
 * retried and shown to the admin.
 */
export type ChannelSender = {
  channel: OutboxChannel;
  send(
    message: OutboxMessage,
    settings: SystemSettings,
  ): Promise<{ ok: true } | { ok: false; permanent: boolean; error: string; configuration?: boolean }>;
};

export type SendResult = Awaited<ReturnType<ChannelSender['send']>>;
