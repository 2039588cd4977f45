/** What the Scan Item dialog says when the camera or a photo cannot give a code. */
export const SCAN_MESSAGES = {
  cameraRefused:
    "Camera access was refused. Allow the camera for this site in the browser's settings, scan from a photo, or type the code.",
  noCamera: 'No camera was found on this device. Scan from a photo or type the code.',
  cameraBusy: 'The camera is in use by another app. Close it and try again, scan from a photo, or type the code.',
  cameraUnavailable:
    'This browser does not offer the camera on this page (it needs a secure https:// address). Scan from a photo or type the code.',
  cameraFailed: 'The camera could not be opened. Scan from a photo or type the code.',
  readerFailed: 'The scanner could not be loaded. Type the SKU or product ID instead.',
  noCodeInPhoto:
    'No barcode or QR code was found in that photo. Try a sharper photo taken closer to the code, or type the code.',
} as const;

/** The camera error a person can act on, from getUserMedia's DOMException name. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return SCAN_MESSAGES.cameraRefused;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return SCAN_MESSAGES.noCamera;
    case 'NotReadableError':
    case 'AbortError':
      return SCAN_MESSAGES.cameraBusy;
    default:
      return SCAN_MESSAGES.cameraFailed;
  }
}
