import { toCsvLine } from '../goods/csv.js';
import { percentUsed, reservedSpace, usedSpace } from './load.js';
import type { Branch } from './schemas.js';

/**
 * The Export button of Manage Branches (spec 02 gives it no action; users expect a file). The file
 * is built in the browser from the list on screen, with the same formula-injection escaping as the
 * goods export.
 */
export const BRANCH_EXPORT_HEADERS = [
  'ID',
  'Name',
  'Location',
  'Description',
  'Total Capacity',
  'Used Space',
  'Reserved Space',
  'Available Space',
  'Utilization %',
  'Manager',
  'Created At',
] as const;

export function branchesToCsv(branches: readonly Branch[]): string {
  const rows = branches.map((branch) => [
    branch.id,
    branch.name,
    branch.location,
    branch.description,
    branch.capacity,
    usedSpace(branch),
    reservedSpace(branch),
    branch.available_space,
    percentUsed(branch),
    branch.manager_name,
    branch.created_at,
  ]);
  return [BRANCH_EXPORT_HEADERS, ...rows].map((cells) => toCsvLine(cells)).join('');
}

/** branches_{YYYY-MM-DD}.csv, dated in the reader's own time zone (the day they see on their calendar). */
export function branchExportFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `branches_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
