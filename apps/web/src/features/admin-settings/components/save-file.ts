// Long enough for the browser to start writing the file; the object URL is then freed.
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves a downloaded Blob through a temporary link, so no download URL ever carries the token. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
