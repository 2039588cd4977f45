import contentDisposition from 'content-disposition';

/** Printable ASCII for clients that do not read filename* (RFC 6266 appendix D); quotes and backslashes go too. */
const asciiFallback = (fileName: string) => fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/**
 * Content-Disposition "attachment": the browser saves the file rather than render it in our origin.
 * A name that is not plain ASCII travels exactly in filename* with an ASCII stand-in in filename.
 * Every download of the API builds the header here.
 */
export const attachment = (fileName: string) => contentDisposition(fileName, { fallback: asciiFallback(fileName) });

/**
 * Headers for a stored file a user downloads (an application's document, a kept backup): saved, not
 * rendered, not sniffed, not cached.
 */
export function downloadHeaders(fileName: string, contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': attachment(fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}
