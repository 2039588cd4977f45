import { labelGeometry, labelPosition, type LabelContent, type LabelLayout } from '@stockyard/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** Type sizes per layout: the small roll label keeps the same parts in less room. */
const TYPE: Record<LabelLayout, { code: number; title: number; text: number }> = {
  'a4-2x7': { code: 9, title: 11, text: 9 },
  'single-62mm': { code: 7, title: 8, text: 7 },
};

/**
 * A sheet of labels (pdfkit, standard fonts): on each, a QR code of the label code with the code
 * written under it (for eyes and for typing it when no scanner is at hand), and beside it the name,
 * the SKU or lot number and the branch. QR rather than Code 128: it reads from any angle and from a
 * phone photo, and the API already draws QR codes with `qrcode`.
 */
export async function labelSheetPdf(labels: LabelContent[], layout: LabelLayout, title: string): Promise<Buffer> {
  const g = labelGeometry(layout);
  const type = TYPE[layout];
  const doc = new PDFDocument({
    size: [g.page.width, g.page.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const p = g.padding;
  const codeLine = type.code * 1.3;
  const side = Math.min(g.label.height - 2 * p - codeLine, g.label.width / 2);
  let page = -1;
  for (const [index, label] of labels.entries()) {
    const at = labelPosition(layout, index);
    if (at.page !== page) {
      doc.addPage({ size: [g.page.width, g.page.height], margin: 0 });
      page = at.page;
    }
    // Quiet zone of one module on each side, so the code reads when the label is cut close.
    const png = await QRCode.toBuffer(label.code, { type: 'png', margin: 1, scale: 8, errorCorrectionLevel: 'M' });
    const left = at.x + p;
    const top = at.y + p;
    doc.image(png, left, top, { width: side, height: side });
    doc
      .font('Helvetica-Bold')
      .fontSize(type.code)
      .text(label.code, left, top + side + 1, { width: side, align: 'center', lineBreak: false });

    const textLeft = left + side + p;
    const width = at.x + g.label.width - p - textLeft;
    doc
      .font('Helvetica-Bold')
      .fontSize(type.title)
      .text(label.title, textLeft, top, { width, height: type.title * 2.5, ellipsis: true });
    doc.moveDown(0.3).font('Helvetica').fontSize(type.text);
    doc.text(label.detail, textLeft, doc.y, { width, height: type.text * 1.3, ellipsis: true });
    doc.text(label.branch, textLeft, doc.y, { width, height: type.text * 1.3, ellipsis: true });
  }
  doc.end();
  return done;
}
