import { BarcodeDetector, type BarcodeFormat, prepareZXingModule } from 'barcode-detector/ponyfill';
// The WebAssembly reader is served by our own server with the app's other assets, so scanning works
// offline and behind firewalls and the CSP names no CDN.
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** QR and the common 1D codes on products and shelf labels. */
export const SCAN_FORMATS: BarcodeFormat[] = ['qr_code', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39'];

export type CodeSource = HTMLVideoElement | Blob;

// Once per page: the reader compares these overrides by identity, and new ones would fetch and
// compile the WebAssembly file again.
const OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path),
};
let prepared = false;

/**
 * The barcode reader, loaded only when a scan starts (this module is a dynamic import of the Scan
 * Item dialog, so neither it nor the 1 MB WebAssembly reader is in the first download). The same
 * ZXing reader runs in every browser, Chrome on Windows and Linux, Firefox and Safari included,
 * whether or not the browser has a BarcodeDetector of its own. `read` answers the first code found.
 */
export function createReader() {
  if (!prepared) {
    prepareZXingModule({ overrides: OVERRIDES });
    prepared = true;
  }
  const detector = new BarcodeDetector({ formats: SCAN_FORMATS });
  return {
    read: async (source: CodeSource): Promise<string | null> => {
      const [code] = await detector.detect(source);
      const value = code?.rawValue.trim();
      return value ? value : null;
    },
  };
}

export type Reader = ReturnType<typeof createReader>;
