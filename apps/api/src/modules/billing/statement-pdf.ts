import PDFDocument from 'pdfkit';
import { minorToDecimal, type Statement } from '@stockyard/domain';

/**
 * A statement as a PDF (pdfkit, standard fonts): header, period and dates, the line items and the
 * figures. Amounts are written as plain decimals with the currency code, so the file reads the same
 * in any locale and a test can find the figures in its text.
 */
export function statementPdf(statement: Statement, siteName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Statement ${statement.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => `${minorToDecimal(minor)} ${statement.currency}`;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y, { width: 360 });
    const after = doc.y;
    doc.text(value, 410, y, { width: 135, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };

  doc.font('Helvetica-Bold').fontSize(18).text(siteName);
  doc.moveDown(0.3).fontSize(14).text(`Statement ${statement.number}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Customer: ${statement.customer_name}`);
  doc.text(`Period: ${statement.period}`);
  doc.text(`Issued: ${statement.issue_date}`);
  doc.text(`Due: ${statement.due_date}`);
  doc.moveDown();
  row('Previous balance', money(statement.previous_balance));
  doc.moveDown(0.5);
  for (const line of statement.lines) row(line.description, money(line.amount));
  doc.moveDown(0.5);
  row('Charges this period', money(statement.charges), true);
  row('Payments received', money(-statement.payments));
  row('New balance', money(statement.new_balance), true);
  doc.end();
  return done;
}
