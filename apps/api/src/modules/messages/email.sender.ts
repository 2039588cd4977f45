import type { SystemSettings } from '@stockyard/domain';
import nodemailer from 'nodemailer';
import type { ChannelSender, OutboxMessage, SendResult } from './channel-sender.js';
import { screenUrl, withScreenLink } from './templates/index.js';

/** What an SMTP server said to one message: its final reply line and the addresses it took or refused. */
export type SmtpAnswer = { response: string; accepted: string[]; rejected: string[] };

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

export const SMTP_NOT_CONFIGURED = 'No SMTP host is set (Admin Settings, Notifications tab)';
export const SMTP_NO_FROM = 'No From Address is set (Admin Settings, Notifications tab)';

/**
 * A transport over the admin's SMTP settings. Port 465 speaks TLS from the first byte; any other
 * port starts in plain text and, with Use TLS on, must upgrade with STARTTLS or give up.
 */
function transportFor(settings: SystemSettings) {
  const implicitTls = settings.smtp_use_tls && settings.smtp_port === 465;
  return nodemailer.createTransport({
    host: settings.smtp_host,
    port: settings.smtp_port,
    secure: implicitTls,
    requireTLS: settings.smtp_use_tls && !implicitTls,
    ignoreTLS: !settings.smtp_use_tls,
    auth: settings.smtp_username ? { user: settings.smtp_username, pass: settings.smtp_password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** Sends one mail and answers what the server said; throws the transport's error when it refused or was unreachable. */
export async function sendSmtpMail(
  settings: SystemSettings,
  mail: { to: string; subject: string; text: string; html: string | null },
): Promise<SmtpAnswer> {
  if (!settings.smtp_host) throw Object.assign(new Error(SMTP_NOT_CONFIGURED), { code: 'ECONFIG' });
  if (!settings.smtp_from_email) throw Object.assign(new Error(SMTP_NO_FROM), { code: 'ECONFIG' });
  const transport = transportFor(settings);
  try {
    const info = await transport.sendMail({
      from: { name: settings.site_name, address: settings.smtp_from_email },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html !== null && { html: mail.html }),
    });
    return {
      response: String(info.response ?? ''),
      accepted: info.accepted.map(String),
      rejected: info.rejected.map(String),
    };
  } finally {
    transport.close();
  }
}

/** A person-readable line for an SMTP failure: the server's own reply when it gave one. */
export function describeSmtpError(error: unknown): string {
  const failure = error as SmtpError;
  if (failure.response) return failure.response;
  // Socket errors come wrapped (code ESOCKET or ECONNECTION); the system code is in the message.
  const system = /\b(ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH)\b/.exec(failure.message)?.[1];
  switch (system ?? failure.code) {
    case 'ECONNREFUSED':
      return `Connection refused: nothing answers on that host and port (${failure.message})`;
    case 'ETIMEDOUT':
    case 'ETIMEOUT':
      return `No answer from the SMTP server in time (${failure.message})`;
    case 'EDNS':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The SMTP host name could not be resolved (${failure.message})`;
    case 'ECONNRESET':
    case 'EHOSTUNREACH':
      return `The connection to the SMTP server failed (${failure.message})`;
    default:
      return failure.message || 'The SMTP server could not be reached';
  }
}

/**
 * A failure of the admin's SMTP settings, not of one message: the sign-in refused (535), TLS not
 * possible (no STARTTLS, or refused), the host unknown or refusing connections, the From Address
 * refused, or a setting missing. Every message would fail the same way until the settings are
 * fixed, so it is retried (never failed for good) and shown in the Email log.
 */
function isConfigurationError(error: unknown): boolean {
  const { code, command, message } = error as SmtpError;
  if (code === 'EAUTH' || code === 'ECONFIG' || code === 'ETLS' || code === 'EDNS') return true;
  if (command !== undefined && /^(MAIL FROM|STARTTLS|AUTH|EHLO|HELO)\b/i.test(command)) return true;
  return /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN)\b/.test(message ?? '');
}

/**
 * A refusal that retrying cannot change: the server answered 5xx to the recipient or the message
 * (not to the settings, which the admin may still fix).
 */
function isPermanent(error: unknown): boolean {
  const { responseCode } = error as SmtpError;
  if (isConfigurationError(error)) return false;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** The mail of an outbox row: with a link to the screen it is about when the row names one. */
function mailOf(message: OutboxMessage, publicUrl: string): { text: string; html: string | null } {
  const { link, link_label: label } = message.data;
  const named = typeof link === 'string' && link.startsWith('/') && typeof label === 'string';
  return withScreenLink(message, named ? { url: screenUrl(publicUrl, link), label } : null);
}

/** Mail over the admin's SMTP settings; links point into the app at `publicUrl` (PUBLIC_URL). */
export const emailSender = (publicUrl: string): ChannelSender => ({
  channel: 'email',
  async send(message: OutboxMessage, settings: SystemSettings): Promise<SendResult> {
    if (!message.toAddress) return { ok: false, permanent: true, error: 'The recipient has no e-mail address' };
    try {
      const answer = await sendSmtpMail(settings, {
        to: message.toAddress,
        subject: message.subject,
        ...mailOf(message, publicUrl),
      });
      if (answer.accepted.length === 0) {
        return { ok: false, permanent: true, error: `Recipient refused: ${answer.response}` };
      }
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        permanent: isPermanent(error),
        error: describeSmtpError(error),
        configuration: isConfigurationError(error),
      };
    }
  },
});
