import {
  csvEncodingMessage,
  csvEncodingProblem,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importRowsBodySchema,
  missingColumnsMessage,
  missingImportColumns,
  normalizeHeader,
  requiredColumnMessage,
  tooManyRowsMessage,
  type CsvEncodingProblem,
  type ImportRow,
} from '@stockyard/domain';
import { isUtf8 } from 'node:buffer';
import { setImmediate } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import { readMultipart } from '../../lib/multipart.js';
import { assertUploadSize } from '../settings/upload-limit.js';

const notCsv = () => new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MESSAGES.notCsv);
const bad = (detail: string, errors?: { field: string; message: string }[]) =>
  new AppError('VALIDATION', detail, errors);

/**
 * The rows of POST /api/goods/import from any of its readings: a multipart upload (the Import
 * dialog), a text/csv body, or a JSON array of row objects (the spec's second reading).
 */
export async function readImportRows(
  request: FastifyRequest,
  maxFileBytes = IMPORT_MAX_FILE_BYTES,
): Promise<ImportRow[]> {
  // maxFileBytes: the admin's maximum file size when it is stricter than the 10 MB of the form.
  if (request.isMultipart()) return parseCsv(checkSize(await readUpload(request), maxFileBytes));
  if (Buffer.isBuffer(request.body)) return parseCsv(checkSize(request.body, maxFileBytes));
  if (request.body === undefined || request.body === null) throw bad(IMPORT_MESSAGES.noFile);
  const rows = importRowsBodySchema.safeParse(request.body);
  if (!rows.success) throw bad('The body must be a CSV file or an array of row objects');
  if (rows.data.length === 0) throw bad(IMPORT_MESSAGES.noValidRows, []);
  // Keys are read like a CSV header: 'Name' or ' quantity ' name the same columns.
  return rows.data.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [normalizeHeader(key), value])),
  );
}

function checkSize(buffer: Buffer, maxFileBytes: number): Buffer {
  assertUploadSize('CSV file', buffer.length, maxFileBytes);
  return buffer;
}

/** The spec's rule: a name ending .csv or the type text/csv. */
const looksLikeCsv = (filename: string, mimetype: string) =>
  filename.toLowerCase().endsWith('.csv') || mimetype.toLowerCase().split(';')[0]!.trim() === 'text/csv';

/** Room for the part headers and a stray field around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** Busboy limits for the import route: one file and a few stray fields. */
export const IMPORT_UPLOAD_LIMITS = { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 10, parts: 20 } as const;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge);

/** The Import dialog's upload: one CSV file, under whatever field name the form gives it. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipart(request, {
    maxBodyBytes: IMPORT_MAX_FILE_BYTES + ENVELOPE_BYTES,
    fileLimit: () => IMPORT_MAX_FILE_BYTES,
    errors: {
      notMultipart: notCsv,
      bodyTooLarge: tooLarge,
      unexpectedFile: () => null,
      // The parser's file limit (one) stops a second file before it is read.
      repeatedFile: () => bad(IMPORT_MESSAGES.oneFile),
      parser: (code) => (code === 'FST_FILES_LIMIT' ? bad(IMPORT_MESSAGES.oneFile) : undefined),
    },
  });
  const [file, ...others] = Object.values(files);
  if (!file) throw bad(IMPORT_MESSAGES.noFile);
  if (others.length > 0) throw bad(IMPORT_MESSAGES.oneFile);
  if (!looksLikeCsv(file.name, file.mimetype)) throw notCsv();
  if (!file.data) throw tooLarge();
  return file.data;
}

/**
 * A renamed spreadsheet, PDF or image is refused by its content, whatever its name says. Text must
 * be UTF-8: a file in another encoding is refused naming where (csvEncodingProblem), never imported
 * with its letters replaced. Node's own check answers the common case; the domain's walk finds the place.
 */
async function assertText(buffer: Buffer): Promise<void> {
  const problem = buffer.includes(0) || !isUtf8(buffer) ? csvEncodingProblem(buffer) : undefined;
  const refuse = (found: CsvEncodingProblem) => {
    const message = csvEncodingMessage(found);
    return bad(message, [{ field: 'file', message }]);
  };
  // UTF-16's byte-order mark reads as an audio frame to a magic-byte check: it is told apart first.
  if (problem?.kind === 'utf16') throw refuse(problem);
  if ((await fileTypeFromBuffer(buffer)) !== undefined) throw notCsv();
  if (problem) throw refuse(problem);
}

/** Bytes of CSV parsed between two turns of the event loop (about 800 rows of goods). */
const SLICE_BYTES = 65_536;

/**
 * The file's header (normalised) and its rows as objects, parsed a slice at a time with a turn of
 * the event loop after each, so other requests get their turn while a large file is parsed. A stream
 * piped from the slices would not give it: streams hand data on through process.nextTick, which runs
 * before any I/O, so the whole file would be one block. Each row becomes its object as it is parsed,
 * for the same reason: converting every row at the end would be another block.
 */
async function readRows(buffer: Buffer): Promise<{ columns: string[] | undefined; rows: ImportRow[] }> {
  let columns: string[] | undefined;
  const rows: ImportRow[] = [];
  const toRow = (cells: string[]) => {
    const row: Record<string, string> = {};
    for (const [i, column] of columns!.entries()) row[column] = cells[i] ?? '';
    return row;
  };
  let failure: unknown;
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
  })
    .on('data', (cells: string[]) => {
      if (columns) rows.push(toRow(cells));
      else columns = cells.map(normalizeHeader);
    })
    .on('error', (error) => (failure ??= error));
  for (let offset = 0; offset < buffer.length && failure === undefined; offset += SLICE_BYTES) {
    parser.write(buffer.subarray(offset, offset + SLICE_BYTES));
    await setImmediate();
  }
  if (failure === undefined) {
    const ended = new Promise<void>((resolve) => parser.once('end', resolve).once('error', () => resolve()));
    parser.end();
    await ended;
  }
  if (failure !== undefined) throw failure;
  return { columns, rows };
}

/** Parses a CSV file into row objects keyed by the (normalised) header; blank lines are skipped. */
export async function parseCsv(buffer: Buffer): Promise<ImportRow[]> {
  await assertText(buffer);
  let file: Awaited<ReturnType<typeof readRows>>;
  try {
    file = await readRows(buffer);
  } catch (error) {
    if (error instanceof CsvError) throw bad(`${IMPORT_MESSAGES.parseFailed}: ${error.message}`);
    throw error;
  }
  const { columns, rows } = file;
  if (!columns || rows.length === 0) throw bad(IMPORT_MESSAGES.tooFewRows);
  const missing = missingImportColumns(columns);
  if (missing.length > 0)
    throw bad(
      missingColumnsMessage(missing),
      missing.map((column) => ({ field: column, message: requiredColumnMessage(column) })),
    );
  if (rows.length > IMPORT_MAX_ROWS) throw bad(tooManyRowsMessage(IMPORT_MAX_ROWS));
  return rows;
}
