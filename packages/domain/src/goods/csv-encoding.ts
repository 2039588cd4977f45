/**
 * A CSV import is read as UTF-8 (issue 39): a file in another encoding is refused with where the
 * first bad byte is, rather than imported with its letters silently replaced by U+FFFD. UTF-16 (what
 * some spreadsheets save as "Unicode text") and files with NUL bytes get their own explanation.
 */
export type CsvEncodingProblem =
  | { kind: 'utf16' }
  | { kind: 'nul'; line: number; byte: number }
  | { kind: 'invalid-utf8'; line: number; byte: number };

const CSV_ENCODING_MESSAGES = {
  utf16: 'This file is saved as UTF-16 text. Save it as "CSV UTF-8" and import it again.',
  nul: (line: number, byte: number) =>
    `The file contains a NUL byte (line ${line}, byte ${byte}): it is not a text CSV file. Save it as "CSV UTF-8" and import it again.`,
  invalidUtf8: (line: number, byte: number) =>
    `The file is not valid UTF-8 (line ${line}, byte ${byte}). Save it as "CSV UTF-8" and import it again.`,
} as const;

export function csvEncodingMessage(problem: CsvEncodingProblem): string {
  if (problem.kind === 'utf16') return CSV_ENCODING_MESSAGES.utf16;
  if (problem.kind === 'nul') return CSV_ENCODING_MESSAGES.nul(problem.line, problem.byte);
  return CSV_ENCODING_MESSAGES.invalidUtf8(problem.line, problem.byte);
}

const LF = 0x0a;

/** UTF-16 by its byte-order mark, or (without one) by text whose every other byte is NUL. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)))
    return true;
  const sample = Math.min(bytes.length, 512) & ~1;
  if (sample < 4) return false;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenNul += 1;
    if (bytes[i + 1] === 0) oddNul += 1;
  }
  const pairs = sample / 2;
  return Math.max(evenNul, oddNul) >= pairs * 0.9 && Math.min(evenNul, oddNul) <= pairs * 0.1;
}

/** The length of the UTF-8 sequence starting at `i`, or 0 when it is not a valid one (RFC 3629). */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const first = bytes[i]!;
  if (first < 0x80) return 1;
  const continuation = (at: number, low = 0x80, high = 0xbf) => {
    const value = bytes[at];
    return value !== undefined && value >= low && value <= high;
  };
  if (first >= 0xc2 && first <= 0xdf) return continuation(i + 1) ? 2 : 0;
  if (first >= 0xe0 && first <= 0xef) {
    // No overlong forms (E0 A0..) and no surrogates (ED ..9F).
    const low = first === 0xe0 ? 0xa0 : 0x80;
    const high = first === 0xed ? 0x9f : 0xbf;
    return continuation(i + 1, low, high) && continuation(i + 2) ? 3 : 0;
  }
  if (first >= 0xf0 && first <= 0xf4) {
    const low = first === 0xf0 ? 0x90 : 0x80;
    const high = first === 0xf4 ? 0x8f : 0xbf;
    return continuation(i + 1, low, high) && continuation(i + 2) && continuation(i + 3) ? 4 : 0;
  }
  return 0;
}

/**
 * The first reason the bytes are not a UTF-8 text file, with its line (1-based) and the byte's
 * position in the file (1-based), or undefined when they are.
 */
export function csvEncodingProblem(bytes: Uint8Array): CsvEncodingProblem | undefined {
  if (looksLikeUtf16(bytes)) return { kind: 'utf16' };
  let line = 1;
  for (let i = 0; i < bytes.length;) {
    const value = bytes[i]!;
    if (value === 0) return { kind: 'nul', line, byte: i + 1 };
    if (value === LF) line += 1;
    const length = sequenceLength(bytes, i);
    if (length === 0) return { kind: 'invalid-utf8', line, byte: i + 1 };
    i += length;
  }
  return undefined;
}
