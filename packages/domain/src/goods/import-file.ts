import { z } from 'zod';
import { toCsvLine } from './csv.js';
import { IMPORT_COLUMNS, OWNER_EXPORT_COLUMN, type ImportRecord } from './import-row.js';

export const IMPORT_TEMPLATE_FILENAME = 'goods_import_template.csv';

/** The template's 3 sample rows; product_id is left empty to show that it is generated. */
const TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ['Wireless Mouse', 'Electronics', 'ELEC-001', 'TechSupply Co', '50', '25.99', 'BATCH-001', '', '1', '10', ''],
  [
    'Organic Green Tea',
    'Food & Beverages',
    'FOOD-001',
    'Healthy Foods Inc',
    '200',
    '8.50',
    'BATCH-002',
    '2030-12-31',
    '1',
    '25',
    '',
  ],
  ['Cotton T-Shirt, Large', 'Clothing', 'CLO-001', 'Fashion Wholesale', '75', '12.00', 'BATCH-003', '', '1', '15', ''],
];

/** goods_import_template.csv: the header and 3 sample rows. */
export const IMPORT_TEMPLATE_CSV = [IMPORT_COLUMNS, ...TEMPLATE_ROWS].map((cells) => toCsvLine(cells)).join('');

/** 'goods_export_{date}.csv' with the date as YYYY-MM-DD. */
export const goodsExportFilename = (today: string) => `goods_export_${today}.csv`;

/** The export's header line: the import columns, so an export re-imports as it is. */
export const EXPORT_HEADER_LINE = toCsvLine(IMPORT_COLUMNS);

/**
 * With customers' lots included, the owner column follows: a reader tells stock from lots, and an
 * import refuses the lots' lines (import-row.ts).
 */
export const EXPORT_HEADER_LINE_WITH_OWNER = toCsvLine([...IMPORT_COLUMNS, OWNER_EXPORT_COLUMN]);

/** An exported item: an import record, except that a customer's good may have no branch yet. */
export type ExportRecord = Omit<ImportRecord, 'branch_id'> & { branch_id: number | null };

/** One exported item as a CSV line in import column order; `owner` (a name, or '' for stock) adds the owner column. */
export function exportLine(item: ExportRecord, owner?: string): string {
  const cells: Record<(typeof IMPORT_COLUMNS)[number], string | number | null> = {
    ...item,
    price_per_unit: item.price_per_unit.toFixed(2),
  };
  const line = IMPORT_COLUMNS.map((column) => cells[column]);
  return toCsvLine(owner === undefined ? line : [...line, owner]);
}

/** The import answer: imported = created + updated; rows with errors are skipped. */
const issueSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export const importReportSchema = z.object({
  detail: z.string(),
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(issueSchema),
  warnings: z.array(issueSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The JSON reading of POST /api/goods/import: an array of row objects with the CSV fields. */
export const importRowsBodySchema = z.array(z.record(z.string(), z.unknown()));
