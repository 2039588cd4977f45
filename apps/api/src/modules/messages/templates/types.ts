import type { LANGUAGE_OPTIONS } from '@stockyard/domain';

export type Language = (typeof LANGUAGE_OPTIONS)[number];

/** Who reads the message: their language, time zone and name, and the site it comes from. */
export type TemplateContext = {
  language: Language;
  timeZone: string;
  firstName: string | null;
  siteName: string;
  /** The reader's role, for links to screens each role has its own of (settings); absent for a test mail. */
  role?: string;
};

/** One message's words, before layout: the same parts make the plain text, the HTML, push/SMS and the bell. */
export type MessageContent = {
  subject: string;
  paragraphs: string[];
  /** Label and value pairs shown as a small table. */
  details?: [string, string][];
  /** A list (digest lines, a contact message's lines). */
  items?: string[];
  /** One line for push and SMS. */
  short: string;
  /** What the bell shows; null when the reader caused it and needs no in-app note (their own submission). */
  bell: { title: string; message: string; link: string | null } | null;
  /** The screen the message is about, when the bell has none (or no bell); else the bell's link. */
  link?: string | null;
};

/** A message ready for the outbox. */
export type RenderedMessage = {
  subject: string;
  text: string;
  html: string;
  short: string;
  bell: MessageContent['bell'];
  /** The path of the screen the message is about; a mail links to it under the server's public URL. */
  link: string | null;
  /** The words of that link in the reader's language. */
  linkLabel: string;
};

/** A template: the four languages of one message kind. */
export type Template<T> = Record<Language, (input: T, format: Formatter) => MessageContent>;

export type Formatter = {
  /** An ISO moment in the reader's locale and time zone, date and time. */
  moment(iso: string): string;
  /** A `YYYY-MM-DD` date in the reader's locale (a calendar date, no time zone shift). */
  date(ymd: string): string;
  number(value: number): string;
  siteName: string;
  /** The reader's own settings screen; null when the reader has no account role (a test mail). */
  settingsPath: string | null;
  /** The reader's role, for screens that differ by role; null for a test mail. */
  role: string | null;
};
