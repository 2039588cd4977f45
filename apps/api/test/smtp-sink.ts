import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the test SMTP server received it, its MIME parts decoded. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain and text/html parts, decoded (quoted-printable or base64). */
  text: string | null;
  html: string | null;
  raw: string;
};

export const SINK_USER = 'mailer';
export const SINK_PASSWORD = 'Sink-Pass-4471';

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that requires sign-in and keeps what it
 * receives. stop() closes it (the port then refuses connections); start() opens it again on the
 * same port, so stored SMTP settings keep pointing at it.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  port = 0;
  /** Recipients answered with a permanent 550. */
  readonly refuse = new Set<string>();
  /** Senders (MAIL FROM) answered with a permanent 553. */
  readonly refuseFrom = new Set<string>();
  /** Recipients answered with a temporary 451 (try again later). */
  readonly defer = new Set<string>();
  /**
   * Milliseconds the server waits before it answers the end of a mail (a slow server). A mail is
   * kept only once answered, as a real server takes it only then.
   */
  answerDelayMs = 0;
  /** Mails whose data arrived, answered or not (a sender is in the middle of a send). */
  dataReceived = 0;
  private server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) callback(null, { user: auth.username });
        else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onMailFrom: (address, _session, callback) => {
        if (this.refuseFrom.has(address.address)) {
          callback(Object.assign(new Error(`Sender ${address.address} not allowed`), { responseCode: 553 }));
        } else callback();
      },
      onRcptTo: (address, _session, callback) => {
        if (this.refuse.has(address.address)) {
          callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
        } else if (this.defer.has(address.address)) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        } else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.dataReceived += 1;
          const raw = Buffer.concat(chunks).toString('utf8');
          const accept = () => {
            this.mails.push({
              ...parseMime(raw),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
            });
            callback();
          };
          if (this.answerDelayMs === 0) accept();
          else setTimeout(accept, this.answerDelayMs).unref();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function parseMime(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'html'> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const result = {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: null as string | null,
    html: null as string | null,
  };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const part of partBody.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const at = part.search(/\r?\n\r?\n/);
        visit(
          headersOf(part.slice(0, at)),
          part
            .slice(at)
            .replace(/^\r?\n\r?\n/, '')
            .replace(/\r?\n$/, ''),
        );
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    if (type.startsWith('text/html')) result.html = decoded;
    else if (type.startsWith('text/plain')) result.text = decoded;
  };
  visit(headers, body);
  return result;
}

/** The system settings that send the app's mail to a sink listening on `port`. */
export function mailSettings(port: number) {
  return {
    email_notifications: true,
    smtp_host: '127.0.0.1',
    smtp_port: port,
    smtp_use_tls: false,
    smtp_username: SINK_USER,
    smtp_password: SINK_PASSWORD,
    smtp_from_email: 'depot@example.com',
  };
}
