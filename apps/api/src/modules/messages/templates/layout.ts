import { escapeHtml } from './format.js';
import type { Language, MessageContent, RenderedMessage, TemplateContext } from './types.js';

const GREETING: Record<Language, (name: string | null) => string> = {
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
  es: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  de: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
};

const FOOTER: Record<Language, (site: string) => string> = {
  en: (site) => `This message was sent by ${site}. You can choose which messages you receive in your account settings.`,
  es: (site) =>
    `Este mensaje lo ha enviado ${site}. Puede elegir qué mensajes recibe en la configuración de su cuenta.`,
  fr: (site) =>
    `Ce message vous a été envoyé par ${site}. Vous pouvez choisir les messages que vous recevez dans les paramètres de votre compte.`,
  de: (site) =>
    `Diese Nachricht wurde von ${site} gesendet. Welche Nachrichten Sie erhalten, legen Sie in Ihren Kontoeinstellungen fest.`,
};

const LINK_LABEL: Record<Language, (site: string) => string> = {
  en: (site) => `Open in ${site}`,
  es: (site) => `Abrir en ${site}`,
  fr: (site) => `Ouvrir dans ${site}`,
  de: (site) => `In ${site} öffnen`,
};

/**
 * Where a mail's link to its screen goes: the HTML part keeps this comment before the footer, and
 * the plain text part gets the link before its `--` line. The address is only known where the mail
 * is sent (the server's PUBLIC_URL), not where the event is written, so the sender puts it in.
 */
const LINK_SLOT = '<!--screen-link-->';
const TEXT_FOOTER = '\n\n--\n\n';

/** The plain-text and HTML parts of one message, from the same words. Everything inserted into HTML is escaped. */
export function layout(content: MessageContent, context: TemplateContext): RenderedMessage {
  const greeting = GREETING[context.language](context.firstName);
  const footer = FOOTER[context.language](context.siteName);
  const details = content.details ?? [];
  const items = content.items ?? [];

  const text = [
    greeting,
    ...content.paragraphs,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...(items.length ? [items.map((item) => `- ${item}`).join('\n')] : []),
    '--',
    footer,
  ].join('\n\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = [
    `<!doctype html><html lang="${context.language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(context.siteName)}</p>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    details.length
      ? `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${details
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="${cell};text-align:left;color:#4b5563">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '',
    LINK_SLOT,
    `<p style="margin-top:24px;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');

  return {
    subject: content.subject,
    text,
    html,
    short: content.short,
    bell: content.bell,
    link: content.link !== undefined ? content.link : (content.bell?.link ?? null),
    linkLabel: LINK_LABEL[context.language](context.siteName),
  };
}

/** A path of the app under the server's public address (`https://stock.example.com/customer/dashboard`). */
export function screenUrl(publicUrl: string, path: string): string {
  // Joined as text, so an app served under a path (https://example.com/stock) keeps it.
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** The mail as sent: its link to the screen it is about put in, in the words rendered with it (none: the slot goes). */
export function withScreenLink(
  mail: { text: string; html: string | null },
  link: { url: string; label: string } | null,
): { text: string; html: string | null } {
  if (!link) return { text: mail.text, html: mail.html?.replace(LINK_SLOT, '') ?? null };
  const line = `${link.label}: ${link.url}`;
  const footerAt = mail.text.lastIndexOf(TEXT_FOOTER);
  const text =
    footerAt === -1
      ? `${mail.text}\n\n${line}`
      : `${mail.text.slice(0, footerAt)}\n\n${line}${mail.text.slice(footerAt)}`;
  const button = `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(link.label)}</a></p>`;
  const html =
    mail.html === null
      ? null
      : mail.html.includes(LINK_SLOT)
        ? mail.html.replace(LINK_SLOT, () => button)
        : mail.html.replace('</body>', () => `${button}</body>`);
  return { text, html };
}
