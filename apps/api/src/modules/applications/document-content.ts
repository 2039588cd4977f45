import { DOCUMENT_RULES, fileExtension, type DocumentKind } from '@stockyard/domain';
import { fileTypeFromBuffer } from 'file-type';

type Expected = { detected: readonly string[]; contentType: string } | 'text';

/**
 * What the bytes must be for each allowed extension, as file-type names it, and the content type
 * the download is served with. Office Open XML files are zip archives file-type looks inside;
 * legacy .doc is an OLE compound file ('cfb'). Plain text has no signature.
 */
const EXPECTED: Record<string, Expected> = {
  '.pdf': { detected: ['pdf'], contentType: 'application/pdf' },
  '.jpg': { detected: ['jpg'], contentType: 'image/jpeg' },
  '.jpeg': { detected: ['jpg'], contentType: 'image/jpeg' },
  '.png': { detected: ['png', 'apng'], contentType: 'image/png' },
  '.docx': {
    detected: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  '.xlsx': { detected: ['xlsx'], contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  '.doc': { detected: ['cfb'], contentType: 'application/msword' },
  '.txt': 'text',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

export const contentMismatchMessage = (kind: DocumentKind, extension: string) =>
  `${DOCUMENT_RULES[kind].label} content does not match its ${extension || 'missing'} extension`;

/**
 * The content type to store and serve, or null when the bytes are not what the name claims
 * (a PNG renamed .pdf, an executable renamed anything). The extension was checked against the
 * kind's allowlist before.
 */
export async function verifiedContentType(name: string, data: Buffer): Promise<string | null> {
  const expected = EXPECTED[fileExtension(name)];
  if (!expected) return null;
  let detected: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    detected = await fileTypeFromBuffer(data);
  } catch {
    // A damaged container (a broken zip) is not the document it claims to be.
    return null;
  }
  if (expected === 'text') return detected === undefined && isPlainText(data) ? 'text/plain; charset=utf-8' : null;
  return detected && expected.detected.includes(detected.ext) ? expected.contentType : null;
}
