import { IMPORT_MAX_ROWS } from './constants.js';
import {
  missingImportColumns,
  normalizeHeader,
  validateImportRow,
  type ImportIssue,
  type ImportRecord,
  type ImportRow,
} from './import-row.js';
import { IMPORT_MESSAGES, missingColumnsMessage, parseFailedMessage, tooManyRowsMessage } from './messages.js';

export class CsvReadError extends Error {}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * RFC 4180 records of a CSV text, read as the server's csv-parse reads an import file (bom,
 * skip_empty_lines, skip_records_with_empty_values, relax_column_count): a leading BOM is dropped,
 * records whose cells are all blank are skipped, quoted cells may hold commas, line breaks and
 * doubled quotes, and a stray quote is an error, as it is there. Lines end in CRLF, LF or CR.
 */
export function parseCsvRecords(text: string): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoting = false;
  let quoted = false;
  let line = 1;

  const endField = () => {
    record.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    endField();
    if (!isBlank(record)) records.push(record);
    record = [];
  };

  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoting) {
      if (char !== '"') {
        if (char === '\n' || (char === '\r' && input[i + 1] !== '\n')) line += 1;
        field += char;
      } else if (input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else {
        const next = input[i + 1];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
          throw new CsvReadError(`Invalid closing quote at line ${line}`);
        quoting = false;
        quoted = true;
      }
    } else if (char === '"') {
      if (field.length > 0) throw new CsvReadError(`Invalid opening quote at line ${line}`);
      quoting = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
    } else {
      field += char;
    }
  }
  if (quoting) throw new CsvReadError(`Quote not closed at line ${line}`);
  if (field.length > 0 || record.length > 0 || quoted) endRecord();
  return records;
}

export type CsvReadResult = { ok: true; rows: ImportRow[] } | { ok: false; message: string };

/**
 * The rows of an import file keyed by its (normalised) header, with the file-level checks of the
 * server (spec 02 "CSV import"): a header and at least one data row, the required columns, the row cap.
 */
export function readImportCsv(text: string): CsvReadResult {
  let records: string[][];
  try {
    records = parseCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvReadError) return { ok: false, message: parseFailedMessage(error.message) };
    throw error;
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) return { ok: false, message: IMPORT_MESSAGES.tooFewRows };
  const columns = header.map(normalizeHeader);
  const missing = missingImportColumns(columns);
  if (missing.length > 0) return { ok: false, message: missingColumnsMessage(missing) };
  if (data.length > IMPORT_MAX_ROWS) return { ok: false, message: tooManyRowsMessage(IMPORT_MAX_ROWS) };
  return {
    ok: true,
    rows: data.map((cells) => Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']))),
  };
}

export type ImportPreview = {
  total: number;
  valid: { row: number; record: ImportRecord }[];
  invalidRows: number;
  errors: ImportIssue[];
  warnings: ImportIssue[];
};

/**
 * Every row checked with validateImportRow, numbered as the server numbers them (header is row 1).
 * Warnings are kept for valid rows only: a skipped row's warnings would never apply.
 */
export function previewImportRows(rows: readonly ImportRow[], today: string): ImportPreview {
  const preview: ImportPreview = { total: rows.length, valid: [], invalidRows: 0, errors: [], warnings: [] };
  rows.forEach((row, index) => {
    const result = validateImportRow(row, index + 2, today);
    preview.errors.push(...result.errors);
    if (result.record) {
      preview.valid.push({ row: index + 2, record: result.record });
      preview.warnings.push(...result.warnings);
    } else preview.invalidRows += 1;
  });
  return preview;
}
