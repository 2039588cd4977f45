/**
 * Files the app hands to the browser (exports, documents, recovery codes) come from Blobs: the
 * request carried the bearer header, so no download URL ever holds a token. One revoke policy: an
 * object URL is freed a minute later, long enough for the browser to start writing the file or for
 * a new tab to load it (revoking at once cancels the download in some browsers).
 */
export const OBJECT_URL_LIFETIME_MS = 60_000;

function revokeLater(url: string): void {
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  revokeLater(url);
}

/** Text built in the browser (a CSV, codes) saved as a file. */
export function saveText(parts: BlobPart[], type: string, fileName: string): void {
  saveBlob(new Blob(parts, { type }), fileName);
}

/**
 * Shows a Blob in a tab opened beforehand (while the click still counted as a user gesture, so
 * popup blockers let it through); with no tab (popups refused) it is saved under `fileName`.
 */
export function openBlob(blob: Blob, tab: Window | null, fileName: string): void {
  if (!tab) return saveBlob(blob, fileName);
  const url = URL.createObjectURL(blob);
  tab.location.href = url;
  revokeLater(url);
}
