import PDFDocument from 'pdfkit';
import {
  INVOICE_LABELS,
  invoiceLines,
  invoiceTotalLabel,
  invoiceTotals,
  STATEMENT_LABELS,
  statementFormat,
  type Statement,
} from '@stockyard/domain';

const LEFT = 50;
const RIGHT = 545;
/** The line table's columns: description, then net, tax and gross right-aligned. */
const COLUMNS = { description: 250, net: 325, tax: 405, gross: 475, amountWidth: 70 };

/**
 * A statement as an invoice PDF (pdfkit, standard fonts) in the customer's language: the seller
 * (legal name, address, tax id) at the top, the customer (name, address, number), number and
 * dates, the lines with net, tax and gross, the totals, and the payment instructions at the foot.
 * The standard fonts cover the Latin-1 letters the four languages use (ä, é, ñ, ß).
 */
export function statementPdf(statement: Statement, siteName: string): Promise<Buffer> {
  const words = STATEMENT_LABELS[statement.language];
  const invoice = INVOICE_LABELS[statement.language];
  const format = statementFormat(statement.language, statement.currency);
  const { seller, customer } = statement.parties;
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    lang: statement.language,
    info: { Title: words.title(statement.number) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const amount = (value: number | null, x: number, y: number) => {
    if (value !== null) doc.text(format.money(value), x, y, { width: COLUMNS.amountWidth, align: 'right' });
  };
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 300, y, { width: 165 });
    const after = doc.y;
    doc.text(value, 465, y, { width: RIGHT - 465, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };

  // The seller, as registered: an invoice names who issues it (the site name until it is set).
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(seller.name || siteName, LEFT, top, { width: 280 });
  doc.font('Helvetica').fontSize(9);
  if (seller.address) doc.text(seller.address, { width: 280 });
  if (seller.tax_id) doc.text(`${invoice.taxId}: ${seller.tax_id}`, { width: 280 });
  const sellerEnd = doc.y;
  doc.font('Helvetica-Bold').fontSize(14).text(words.title(statement.number), 340, top, { width: 205, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const [label, value] of [
    [invoice.number, String(statement.number)],
    [words.issued, format.date(statement.issue_date)],
    [words.due, format.date(statement.due_date)],
    [words.period, format.period(statement.period)],
  ] as const)
    doc.text(`${label}: ${value}`, 340, doc.y, { width: 205, align: 'right' });
  doc.y = Math.max(sellerEnd, doc.y) + 20;

  doc.font('Helvetica-Bold').fontSize(10).text(invoice.billTo, LEFT, doc.y);
  doc.font('Helvetica').text(customer.name || statement.customer_name, { width: 280 });
  if (customer.address) doc.text(customer.address, { width: 280 });
  doc.text(`${invoice.customerNumber}: ${customer.number}`);
  doc.moveDown(1.5);

  const header = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).text(invoice.description, LEFT, header, { width: COLUMNS.description });
  doc.text(invoice.net, COLUMNS.net, header, { width: COLUMNS.amountWidth, align: 'right' });
  doc.text(invoice.tax, COLUMNS.tax, header, { width: COLUMNS.amountWidth, align: 'right' });
  doc.text(invoice.gross, COLUMNS.gross, header, { width: COLUMNS.amountWidth, align: 'right' });
  doc
    .moveTo(LEFT, doc.y + 2)
    .lineTo(RIGHT, doc.y + 2)
    .stroke();
  doc.moveDown(0.5).font('Helvetica');
  for (const line of invoiceLines(statement.lines)) {
    const y = doc.y;
    doc.text(line.description, LEFT, y, { width: COLUMNS.description });
    const after = doc.y;
    amount(line.net, COLUMNS.net, y);
    amount(line.tax, COLUMNS.tax, y);
    amount(line.gross, COLUMNS.gross, y);
    doc.y = Math.max(after, doc.y) + 3;
  }
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).stroke();
  doc.moveDown(0.5).fontSize(10);

  const taxRate = format.percent(statement.parties.tax_basis_points);
  for (const total of invoiceTotals(statement))
    row(invoiceTotalLabel(total.key, statement.language, taxRate), format.money(total.amount), total.strong);
  if (statement.parties.tax_inclusive && statement.parties.tax_basis_points > 0)
    doc.moveDown(0.3).font('Helvetica-Oblique').fontSize(9).text(invoice.pricesIncludeTax, 300, doc.y);

  if (seller.payment_instructions) {
    doc.moveDown(2).font('Helvetica-Bold').fontSize(10).text(invoice.paymentInstructions, LEFT, doc.y);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(seller.payment_instructions, { width: RIGHT - LEFT });
  }
  doc.end();
  return done;
}
