/**
 * Rules for the two application documents (spec 01 section 5 file hints, enforced on the server
 * per DESIGN.md "Uploads"). The server adds a magic-byte check; these are the parts a browser can
 * check before sending.
 */

export const MEGABYTE = 1024 * 1024;
export const DOCUMENT_KINDS = ['inventory_list', 'identification_doc'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type DocumentRule = {
  label: string;
  extensions: readonly string[];
  maxBytes: number;
  required: boolean;
  hint: string;
};

export const DOCUMENT_RULES: Record<DocumentKind, DocumentRule> = {
  inventory_list: {
    label: 'Inventory list',
    extensions: ['.pdf', '.doc', '.docx', '.txt', '.xlsx'],
    maxBytes: 10 * MEGABYTE,
    required: false,
    hint: 'Accepted formats: .pdf, .doc, .docx, .txt, .xlsx (max 10MB)',
  },
  identification_doc: {
    label: 'Identification document',
    extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
    maxBytes: 5 * MEGABYTE,
    required: true,
    hint: 'Accepted formats: .pdf, .jpg, .jpeg, .png (max 5MB)',
  },
};

/** The largest single document; the upload parser's per-file ceiling. */
export const MAX_DOCUMENT_BYTES = Math.max(...Object.values(DOCUMENT_RULES).map((rule) => rule.maxBytes));
/** Stored names are cut to this many characters (the extension is kept). */
export const FILE_NAME_MAX_LENGTH = 100;

/** The `accept` attribute of the file input. */
export const documentAccept = (kind: DocumentKind) => DOCUMENT_RULES[kind].extensions.join(',');

export const documentTooLargeMessage = (kind: DocumentKind) =>
  `${DOCUMENT_RULES[kind].label} must be at most ${DOCUMENT_RULES[kind].maxBytes / MEGABYTE} MB`;

export function documentTypeMessage(kind: DocumentKind): string {
  const list = [...DOCUMENT_RULES[kind].extensions];
  const last = list.pop();
  return `${DOCUMENT_RULES[kind].label} must be a ${list.join(', ')} or ${last} file`;
}

export const documentEmptyMessage = (kind: DocumentKind) => `${DOCUMENT_RULES[kind].label} is empty`;

/** Lower-case extension with its dot ('.pdf'), or '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

export type DocumentProblem = { kind: DocumentKind; reason: 'empty' | 'type' | 'too_large'; message: string };

/** Checks name and size of one document; null when they pass. Content is the server's check. */
export function checkDocumentFile(kind: DocumentKind, file: { name: string; size: number }): DocumentProblem | null {
  const rule = DOCUMENT_RULES[kind];
  if (file.size <= 0) return { kind, reason: 'empty', message: documentEmptyMessage(kind) };
  if (!rule.extensions.includes(fileExtension(file.name))) {
    return { kind, reason: 'type', message: documentTypeMessage(kind) };
  }
  if (file.size > rule.maxBytes) return { kind, reason: 'too_large', message: documentTooLargeMessage(kind) };
  return null;
}

// Code points removed from names: C0/C1 controls (CR, LF, NUL...), quotes, characters that are
// path or shell syntax somewhere, and invisible or direction-changing marks that can disguise an
// extension ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf").
const removed = new Set([...'"\'`<>|:*?;\\'].map((c) => c.codePointAt(0)!));
const isRemoved = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  code === 0xfeff ||
  removed.has(code);

/**
 * A file name safe to store and to put in a Content-Disposition header: the last path segment
 * only, without controls, quotes or leading dots, at most FILE_NAME_MAX_LENGTH characters.
 */
export function sanitizeFileName(raw: string, fallback = 'document'): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((char) => !isRemoved(char.codePointAt(0)!))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (cleaned === '') return fallback;
  const chars = Array.from(cleaned);
  if (chars.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const extension = fileExtension(cleaned).length > 0 ? cleaned.slice(cleaned.lastIndexOf('.')) : '';
  const keep = extension.length <= 10 ? extension : '';
  return (
    chars
      .slice(0, FILE_NAME_MAX_LENGTH - keep.length)
      .join('')
      .trimEnd() + keep
  );
}
