import PDFDocument from 'pdfkit';
import { STATEMENT_LABELS, statementFormat, type Statement } from '@stockyard/domain';

/**
 * A statement as a PDF (pdfkit, standard fonts) in the customer's language: header, period and
 * dates, the line items and the figures, money and dates in that language's locale. The standard
 * fonts cover the Latin-1 letters the four languages use (ä, é, ñ, ß).
 */
export function statementPdf(statement: Statement, siteName: string): Promise<Buffer> {
  const words = STATEMENT_LABELS[statement.language];
  const format = statementFormat(statement.language, statement.currency);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: statement.language,
    info: { Title: words.title(statement.number) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y, { width: 360 });
    const after = doc.y;
    doc.text(value, 410, y, { width: 135, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };

  doc.font('Helvetica-Bold').fontSize(18).text(siteName);
  doc.moveDown(0.3).fontSize(14).text(words.title(statement.number));
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`${words.customer}: ${statement.customer_name}`);
  doc.text(`${words.period}: ${format.period(statement.period)}`);
  doc.text(`${words.issued}: ${format.date(statement.issue_date)}`);
  doc.text(`${words.due}: ${format.date(statement.due_date)}`);
  doc.moveDown();
  row(words.previousBalance, format.money(statement.previous_balance));
  doc.moveDown(0.5);
  for (const line of statement.lines) row(line.description, format.money(line.amount));
  doc.moveDown(0.5);
  row(words.charges, format.money(statement.charges), true);
  row(words.payments, format.money(-statement.payments));
  row(words.newBalance, format.money(statement.new_balance), true);
  doc.end();
  return done;
}
