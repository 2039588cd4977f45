/** What the Scan Item dialog says when the camera or a photo cannot give a code: inventory catalog keys. */
export const SCAN_MESSAGES = {
  cameraRefused: 'inventory:scan.errors.cameraRefused',
  noCamera: 'inventory:scan.errors.noCamera',
  cameraBusy: 'inventory:scan.errors.cameraBusy',
  cameraUnavailable: 'inventory:scan.errors.cameraUnavailable',
  cameraFailed: 'inventory:scan.errors.cameraFailed',
  readerFailed: 'inventory:scan.errors.readerFailed',
  noCodeInPhoto: 'inventory:scan.errors.noCodeInPhoto',
} as const;

export type ScanMessage = (typeof SCAN_MESSAGES)[keyof typeof SCAN_MESSAGES];

/** The camera error a person can act on, from getUserMedia's DOMException name. */
export function cameraErrorMessage(error: unknown): ScanMessage {
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
