import { createHmac, timingSafeEqual, type Hmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { AppError } from '../../lib/app-error.js';

/**
 * The backup file format, version 2: data, never statements. Lines end in "\n":
 *
 *   STOCKYARD-BACKUP 2
 *   HEADER {"format":2,"migration":"0042_x","created_at":"2026-11-27T10:00:00.000Z"}
 *   TABLE {"name":"users","columns":["id","username",...]}
 *   <one row per line in PostgreSQL's COPY text format>
 *   \.
 *   ... one TABLE block per table ...
 *   END {"tables":31,"rows":1234}
 *   SIGNATURE hmac-sha256 <hex>
 *
 * The signature is HMAC-SHA256, under the server's backup key, of every byte before the SIGNATURE
 * line. A restore sends the rows to COPY ... FROM STDIN of a table and columns it checked against
 * the current schema, so nothing in the file is ever run as SQL (COPY text escapes "\" as "\\",
 * so no row can read as the "\." that ends a block).
 */
export const BACKUP_FORMAT = 2;
export const BACKUP_MAGIC = `STOCKYARD-BACKUP ${BACKUP_FORMAT}`;
export const END_OF_BLOCK = '\\.';
const SIGNATURE_PREFIX = 'SIGNATURE hmac-sha256 ';
/** A row longer than this is not one the server writes (documents are capped far lower). */
const MAX_LINE_BYTES = 256 * 1024 * 1024;

export type BackupFileHeader = { format: number; migration: string | null; created_at: string };
export type BackupBlock = { name: string; columns: string[] };

export const headerLine = (header: BackupFileHeader) => `HEADER ${JSON.stringify(header)}\n`;
export const tableLine = (block: BackupBlock) => `TABLE ${JSON.stringify(block)}\n`;
export const endLine = (tables: number, rows: number) => `END ${JSON.stringify({ tables, rows })}\n`;

const signer = (key: Buffer): Hmac => createHmac('sha256', key);

/**
 * Passes the file through and appends the SIGNATURE line over everything that went through it.
 */
export function signingStream(key: Buffer): Transform {
  const hmac = signer(key);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hmac.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      callback(null, `${SIGNATURE_PREFIX}${hmac.digest('hex')}\n`);
    },
  });
}

/** The lines of a stream split on "\n" only, as raw bytes (without the "\n"). */
export async function* bufferLines(input: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const value of input) {
    const chunk = typeof value === 'string' ? Buffer.from(value, 'utf8') : (value as Buffer);
    let start = 0;
    let newline = chunk.indexOf(0x0a, start);
    while (newline !== -1) {
      const piece = chunk.subarray(start, newline);
      yield pending.length ? Buffer.concat([...pending, piece]) : piece;
      pending = [];
      pendingBytes = 0;
      start = newline + 1;
      newline = chunk.indexOf(0x0a, start);
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > MAX_LINE_BYTES) throw new BackupFormatError('a line of the file is far too long');
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** The file is not a well-formed backup: its detail names what is wrong. */
export class BackupFormatError extends Error {}
/**
 * A file that began as a backup but went wrong inside (a flipped byte, an edit, broken gzip), and
 * whose signature does not cover what is there: the message says so rather than naming the line.
 */
export class BackupDamagedError extends Error {}

export type BackupEvent =
  | { kind: 'header'; header: BackupFileHeader }
  | { kind: 'table'; block: BackupBlock }
  | { kind: 'row'; line: Buffer }
  | { kind: 'end-table' };

const parseJson = (text: string, what: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupFormatError(`its ${what} line is not valid`);
  }
};

const isName = (value: unknown): value is string => typeof value === 'string' && /^[a-z_][a-z0-9_]*$/.test(value);

function parseHeader(text: string): BackupFileHeader {
  const value = parseJson(text, 'header') as Partial<BackupFileHeader> | null;
  if (
    !value ||
    value.format !== BACKUP_FORMAT ||
    !(value.migration === null || typeof value.migration === 'string') ||
    typeof value.created_at !== 'string'
  )
    throw new BackupFormatError('its header line is not valid');
  return { format: value.format, migration: value.migration, created_at: value.created_at };
}

function parseBlock(text: string): BackupBlock {
  const value = parseJson(text, 'table') as Partial<BackupBlock> | null;
  if (!value || !isName(value.name) || !Array.isArray(value.columns) || !value.columns.every(isName))
    throw new BackupFormatError('a table line is not valid');
  return { name: value.name, columns: value.columns };
}

/** What reading a whole file found: its signature (hex) and whether it matches the bytes before it. */
export type BackupTrailer = { signed: boolean; valid: boolean; tables: number; rows: number };

/**
 * Reads a backup file as events, checking its shape line by line, and answers its trailer: the END
 * counts must match what was read, and the SIGNATURE must be the file's last line.
 */
export async function readBackup(
  input: Readable,
  key: Buffer,
  onEvent: (event: BackupEvent) => Promise<void> | void,
): Promise<BackupTrailer> {
  const hmac = signer(key);
  let line = 0;
  let state: 'magic' | 'header' | 'tables' | 'rows' | 'signature' | 'done' = 'magic';
  let tables = 0;
  let rows = 0;
  let trailer: BackupTrailer | null = null;
  const lines = bufferLines(input);
  try {
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const bytes = next.value;
      line += 1;
      if (state === 'done') throw new BackupFormatError(`line ${line} follows the signature`);
      const text = state === 'rows' ? '' : bytes.toString('utf8');
      if (state === 'signature') {
        if (!text.startsWith(SIGNATURE_PREFIX) || !/^[0-9a-f]{64}$/.test(text.slice(SIGNATURE_PREFIX.length)))
          throw new BackupFormatError(`line ${line} is not a signature`);
        const expected = hmac.digest();
        const given = Buffer.from(text.slice(SIGNATURE_PREFIX.length), 'hex');
        trailer = { signed: true, valid: timingSafeEqual(expected, given), tables, rows };
        state = 'done';
        continue;
      }
      hmac.update(bytes);
      hmac.update('\n');
      if (state === 'magic') {
        if (text !== BACKUP_MAGIC) throw new BackupFormatError('it does not start with the backup marker');
        state = 'header';
      } else if (state === 'header') {
        if (!text.startsWith('HEADER ')) throw new BackupFormatError('its second line is not the header');
        await onEvent({ kind: 'header', header: parseHeader(text.slice('HEADER '.length)) });
        state = 'tables';
      } else if (state === 'rows') {
        if (bytes.length === 2 && bytes[0] === 0x5c && bytes[1] === 0x2e) {
          await onEvent({ kind: 'end-table' });
          state = 'tables';
        } else {
          rows += 1;
          await onEvent({ kind: 'row', line: bytes });
        }
      } else if (text.startsWith('TABLE ')) {
        tables += 1;
        await onEvent({ kind: 'table', block: parseBlock(text.slice('TABLE '.length)) });
        state = 'rows';
      } else if (text.startsWith('END ')) {
        const counts = parseJson(text.slice('END '.length), 'END') as { tables?: unknown; rows?: unknown } | null;
        if (counts?.tables !== tables || counts.rows !== rows)
          throw new BackupFormatError('its END line does not match the tables and rows it holds');
        state = 'signature';
      } else {
        throw new BackupFormatError(`line ${line} is neither a table nor the end`);
      }
    }
  } catch (error) {
    if (state === 'magic') throw error;
    // A malformed line, or one the caller's checks refuse (an unknown table, another migration).
    if (error instanceof BackupFormatError || error instanceof AppError) {
      // Whether the rest ends in a signature that does not cover the file: then it was changed.
      if ((await restMatchesSignature(lines, hmac).catch(() => false)) === false)
        throw new BackupDamagedError((error instanceof AppError ? error.detail : error.message).replace(/\.$/, ''));
      throw error;
    }
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) throw new BackupDamagedError('it is not valid gzip');
    throw error;
  }
  if (state === 'signature') return { signed: false, valid: false, tables, rows };
  if (!trailer) throw new BackupFormatError('the file is cut off');
  return trailer;
}

/**
 * Reads the lines left after a malformed one, signing each, and compares the last line's signature:
 * false when it does not match (the file was changed or damaged), true when it does, null when the
 * file has no signature line at its end (cut off, or not a backup after all).
 */
async function restMatchesSignature(lines: AsyncGenerator<Buffer>, hmac: Hmac): Promise<boolean | null> {
  let previous: Buffer | null = null;
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    if (previous) hmac.update(previous).update('\n');
    previous = next.value;
  }
  const text = previous?.toString('utf8') ?? '';
  if (!text.startsWith(SIGNATURE_PREFIX) || !/^[0-9a-f]{64}$/.test(text.slice(SIGNATURE_PREFIX.length))) return null;
  return timingSafeEqual(hmac.digest(), Buffer.from(text.slice(SIGNATURE_PREFIX.length), 'hex'));
}
