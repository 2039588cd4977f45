import type { BarcodeFormat, BarcodeDetector as PonyfillDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// The package's one-file build, loaded as published (not re-bundled: the build's tree-shaking
// treats every call to a function named `z` as pure, for zod, and would drop calls inside this
// minified reader). It and the WebAssembly reader are served by our own server with the app's
// other assets, so scanning works offline and behind firewalls and the CSP names no CDN.
import readerScriptUrl from '../../../../../../node_modules/barcode-detector/dist/iife/ponyfill.js?url';
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

type BarcodeDetectionApi = {
  BarcodeDetector: typeof PonyfillDetector;
  prepareZXingModule: typeof prepareZXingModule;
};

/** The script defines window.BarcodeDetectionAPI. */
function loadReaderScript(): Promise<BarcodeDetectionApi> {
  const existing = (window as { BarcodeDetectionAPI?: BarcodeDetectionApi }).BarcodeDetectionAPI;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = readerScriptUrl;
    script.async = true;
    script.onload = () => {
      const api = (window as { BarcodeDetectionAPI?: BarcodeDetectionApi }).BarcodeDetectionAPI;
      if (api) resolve(api);
      else reject(new Error('barcode reader did not load'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('barcode reader did not load'));
    };
    document.head.appendChild(script);
  });
}

/** QR and the common 1D codes on products and shelf labels. */
export const SCAN_FORMATS: BarcodeFormat[] = ['qr_code', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39'];

export type CodeSource = HTMLVideoElement | Blob;

/**
 * The barcode reader, loaded only when a scan starts (this module is a dynamic import of the Scan
 * Item dialog, so neither it nor the 1 MB WebAssembly reader is in the first download). The same
 * ZXing reader runs in every browser, Chrome on Windows and Linux, Firefox and Safari included,
 * whether or not the browser has a BarcodeDetector of its own. `read` answers the first code found.
 */
// Once per page: the reader compares these overrides by identity, and new ones would fetch and
// compile the WebAssembly file again.
const OVERRIDES = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingWasmUrl : prefix + path),
};
let ready: Promise<BarcodeDetectionApi> | null = null;

function readerApi(): Promise<BarcodeDetectionApi> {
  ready ??= loadReaderScript().then((api) => {
    api.prepareZXingModule({ overrides: OVERRIDES });
    return api;
  });
  // A failed load may be tried again (the network came back).
  ready.catch(() => (ready = null));
  return ready;
}

export async function createReader() {
  const api = await readerApi();
  const detector = new api.BarcodeDetector({ formats: SCAN_FORMATS });
  return {
    read: async (source: CodeSource): Promise<string | null> => {
      const [code] = await detector.detect(source);
      const value = code?.rawValue.trim();
      return value ? value : null;
    },
  };
}

export type Reader = Awaited<ReturnType<typeof createReader>>;
