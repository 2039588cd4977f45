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

/** A row the import would write, as the preview table shows it. */
const previewRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  category: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  price_per_unit: z.number(),
  branch_id: z.number().int(),
  /** True when the row updates an existing item (matched by product id or SKU). */
  updates: z.boolean(),
});

/**
 * POST /api/goods/import/preview: what the import of the same file would do, by the same checks
 * (the row rules and those that need the database: branches, taken SKUs, matches, customers' lots),
 * without writing. `rows` holds the first IMPORT_PREVIEW_ROWS rows it would write.
 */
export const importPreviewReportSchema = z.object({
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(issueSchema),
  warnings: z.array(issueSchema),
  rows: z.array(previewRowSchema),
});
export type ImportPreviewReport = z.infer<typeof importPreviewReportSchema>;

/** Notes with the same field and words, one line for all their rows (44 "auto-generated" notes read as one). */
export type GroupedImportIssue = { field: string; message: string; rows: number[] };

/** Groups issues by field and message, in the order of each group's first row. */
export function groupImportIssues(issues: readonly z.infer<typeof issueSchema>[]): GroupedImportIssue[] {
  const groups = new Map<string, GroupedImportIssue>();
  for (const issue of [...issues].sort((a, b) => a.row - b.row)) {
    const key = `${issue.field}\u0000${issue.message}`;
    const group = groups.get(key);
    if (group) group.rows.push(issue.row);
    else groups.set(key, { field: issue.field, message: issue.message, rows: [issue.row] });
  }
  return [...groups.values()];
}
