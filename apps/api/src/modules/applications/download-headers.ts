/** RFC 5987 encoding for filename*: percent-encoded UTF-8, with the few characters it reserves. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Headers that make a browser save the document rather than render it in our origin. The name was
 * sanitised on upload; the plain filename is reduced to printable ASCII for old clients and the
 * exact name travels in filename*.
 */
export function downloadHeaders(fileName: string, contentType: string): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}
