/**
 * CSV cells written by the export and the template. A spreadsheet runs a cell that starts with
 * = + - @ (or a tab or carriage return, which some strip first) as a formula; such cells get a
 * leading single quote, which spreadsheets show as text. The import removes that quote again, so
 * an export re-imports to the same values.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
// A value that already starts with quotes before a trigger gets one more, so unescaping is exact.
const ESCAPED = /^'+[=+\-@\t\r]/;

export function csvEscapeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) || ESCAPED.test(text)) return `'${text}`;
  return text;
}

/** The inverse of csvEscapeCell for a cell read back from a file. */
export function csvUnescapeCell(text: string): string {
  return ESCAPED.test(text) ? text.slice(1) : text;
}

/** RFC 4180 quoting: a cell with a comma, quote or line break is quoted, its quotes doubled. */
function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A numeric cell (an amount such as "-50.00"): written as it is, so spreadsheets and accounting
 * imports read it as a number. A plain decimal is never a formula, so it needs no escaping; text
 * cells still get it.
 */
export type CsvNumber = { readonly csvNumber: string };
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
export function csvNumber(text: string): CsvNumber {
  if (!PLAIN_DECIMAL.test(text)) throw new Error(`not a plain decimal: ${text}`);
  return { csvNumber: text };
}

/** One CSV line (CRLF-terminated) of escaped, quoted text cells and plain numeric cells. */
export function toCsvLine(cells: readonly (string | number | null | undefined | CsvNumber)[]): string {
  const write = (cell: (typeof cells)[number]) =>
    typeof cell === 'object' && cell !== null ? cell.csvNumber : quoteCell(csvEscapeCell(cell));
  return `${cells.map(write).join(',')}\r\n`;
}
