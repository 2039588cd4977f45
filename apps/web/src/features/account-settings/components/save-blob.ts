// Long enough for the browser to start writing the file; the object URL is then freed.
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves a Blob under a file name through a temporary link, so no download URL ever carries a token. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
