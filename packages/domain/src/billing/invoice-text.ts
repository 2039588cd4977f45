import type { InvoiceTotal } from './invoice.js';
import { STATEMENT_LABELS, type StatementLanguage } from './statement-text.js';

/**
 * The words of a statement read as an invoice (issue 46) in the customer's language: the parties,
 * the net/tax/gross columns, the totals and the payment instructions; shared by the PDF, the CSV
 * and the screen so they name things alike.
 */
export type InvoiceLabels = {
  seller: string;
  sellerAddress: string;
  taxId: string;
  billTo: string;
  customerAddress: string;
  customerNumber: string;
  number: string;
  description: string;
  net: string;
  tax: string;
  gross: string;
  /** The totals' net line. */
  netTotal: string;
  /** The tax total with its rate ("Tax 19 %"). */
  taxAt: (rate: string) => string;
  /** The period's charges with tax. */
  grossTotal: string;
  pricesIncludeTax: string;
  paymentInstructions: string;
  /** The tax rate and whether prices include it, as CSV head columns. */
  taxRate: string;
  taxInclusive: string;
  yes: string;
  no: string;
};

export const INVOICE_LABELS: Record<StatementLanguage, InvoiceLabels> = {
  en: {
    seller: 'Seller',
    sellerAddress: 'Seller address',
    taxId: 'Tax ID',
    billTo: 'Bill to',
    customerAddress: 'Customer address',
    customerNumber: 'Customer number',
    number: 'Statement number',
    description: 'Description',
    net: 'Net',
    tax: 'Tax',
    gross: 'Gross',
    netTotal: 'Net total',
    taxAt: (rate) => `Tax ${rate}`,
    grossTotal: 'Total this period',
    pricesIncludeTax: 'Prices include tax.',
    paymentInstructions: 'Payment instructions',
    taxRate: 'Tax rate',
    taxInclusive: 'Prices include tax',
    yes: 'Yes',
    no: 'No',
  },
  es: {
    seller: 'Vendedor',
    sellerAddress: 'Dirección del vendedor',
    taxId: 'NIF',
    billTo: 'Facturar a',
    customerAddress: 'Dirección del cliente',
    customerNumber: 'Número de cliente',
    number: 'Número de estado de cuenta',
    description: 'Concepto',
    net: 'Neto',
    tax: 'Impuesto',
    gross: 'Bruto',
    netTotal: 'Total neto',
    taxAt: (rate) => `Impuesto ${rate}`,
    grossTotal: 'Total del periodo',
    pricesIncludeTax: 'Los precios incluyen impuestos.',
    paymentInstructions: 'Instrucciones de pago',
    taxRate: 'Tipo impositivo',
    taxInclusive: 'Precios con impuestos incluidos',
    yes: 'Sí',
    no: 'No',
  },
  fr: {
    seller: 'Vendeur',
    sellerAddress: 'Adresse du vendeur',
    taxId: 'N° de TVA',
    billTo: 'Facturé à',
    customerAddress: 'Adresse du client',
    customerNumber: 'Numéro client',
    number: 'Numéro de relevé',
    description: 'Désignation',
    net: 'HT',
    tax: 'TVA',
    gross: 'TTC',
    netTotal: 'Total HT',
    taxAt: (rate) => `TVA ${rate}`,
    grossTotal: 'Total TTC de la période',
    pricesIncludeTax: 'Prix toutes taxes comprises.',
    paymentInstructions: 'Modalités de paiement',
    taxRate: 'Taux de TVA',
    taxInclusive: 'Prix TTC',
    yes: 'Oui',
    no: 'Non',
  },
  de: {
    seller: 'Verkäufer',
    sellerAddress: 'Anschrift des Verkäufers',
    taxId: 'USt-IdNr.',
    billTo: 'Rechnungsempfänger',
    customerAddress: 'Anschrift des Kunden',
    customerNumber: 'Kundennummer',
    number: 'Abrechnungsnummer',
    description: 'Beschreibung',
    net: 'Netto',
    tax: 'MwSt.',
    gross: 'Brutto',
    netTotal: 'Summe netto',
    taxAt: (rate) => `MwSt. ${rate}`,
    grossTotal: 'Summe brutto dieses Zeitraums',
    pricesIncludeTax: 'Alle Preise enthalten die MwSt.',
    paymentInstructions: 'Zahlungshinweise',
    taxRate: 'MwSt.-Satz',
    taxInclusive: 'Preise inkl. MwSt.',
    yes: 'Ja',
    no: 'Nein',
  },
};

/** The label of one invoice total in a language; the tax total names its rate. */
export function invoiceTotalLabel(key: InvoiceTotal['key'], language: StatementLanguage, taxRate: string): string {
  const words = STATEMENT_LABELS[language];
  const invoice = INVOICE_LABELS[language];
  const labels: Record<InvoiceTotal['key'], string> = {
    net: invoice.netTotal,
    tax: invoice.taxAt(taxRate),
    gross: invoice.grossTotal,
    previousBalance: words.previousBalance,
    payments: words.payments,
    newBalance: words.newBalance,
  };
  return labels[key];
}
