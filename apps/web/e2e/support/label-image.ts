import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PDFParse } from 'pdf-parse';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// The reader's WebAssembly file from node_modules: the test never fetches it from a CDN.
const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
});

export type LabelImage = {
  /** The code's picture as embedded in the PDF (PNG bytes), to hand to the scanner as a photo. */
  png: Buffer;
  /** What a reader decodes from that picture, in the test: the label's code, or null. */
  decoded: string | null;
  /** The sheet's text, as a person reads it (code, name, SKU or lot number, branch). */
  text: string;
};

/** Decodes a QR code or barcode picture (PNG, JPEG) in Node with zxing-wasm. */
export async function decodeCodeImage(image: Uint8Array): Promise<string | null> {
  const [found] = await readBarcodes(image, { formats: ['QRCode', 'Code128'], tryHarder: true });
  return found?.isValid ? found.text : null;
}

/**
 * The `index`th label's code image of a label sheet PDF (GET /api/labels), decoded here, and
 * written to `path` when given, so a test can feed it to the scanner's photo fallback.
 */
export async function labelImageFromPdf(pdf: Uint8Array, index = 0, path?: string): Promise<LabelImage> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = (await parser.getText()).text;
    const images = (await parser.getImage({ imageBuffer: true, imageDataUrl: false })).pages.flatMap(
      (page) => page.images,
    );
    const image = images[index];
    if (!image) throw new Error(`the PDF has ${images.length} images, none at ${index}`);
    const png = Buffer.from(image.data);
    if (path) writeFileSync(path, png);
    return { png, decoded: await decodeCodeImage(png), text };
  } finally {
    await parser.destroy();
  }
}
