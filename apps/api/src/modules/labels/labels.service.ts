import {
  formatLabelCode,
  goodDisplayId,
  LABEL_MESSAGES,
  LOCATION_CONTENTS_LIMIT,
  parseLabelCode,
  type CodeResolution,
  type LabelCode,
  type LabelContent,
} from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { BranchScope } from '../staff-scope/branch-scope.js';
import {
  findScopedItem,
  findScopedLocation,
  findScopedLot,
  goodsForLabels,
  locationContents,
  locationsForLabels,
  type LabelGoodRow,
} from './labels.repository.js';

const NOT_FOUND: Record<LabelCode['kind'], string> = {
  item: LABEL_MESSAGES.itemNotFound,
  lot: LABEL_MESSAGES.lotNotFound,
  location: LABEL_MESSAGES.locationNotFound,
};
// An unplaced lot (submitted, not yet received) has no branch to print.
const NO_BRANCH = '-';

const idsOf = (codes: LabelCode[], kind: LabelCode['kind']) => codes.filter((c) => c.kind === kind).map((c) => c.id);

/**
 * What each label says, in the order asked. Any code the caller may not see (another branch's, or
 * missing) fails the whole sheet with 404, as reading that record would: a sheet never silently
 * lacks a label.
 */
export async function labelContents(db: Db, codes: LabelCode[], scope: BranchScope): Promise<LabelContent[]> {
  const [items, lots, locations] = await Promise.all([
    goodsForLabels(db, idsOf(codes, 'item'), false, scope),
    goodsForLabels(db, idsOf(codes, 'lot'), true, scope),
    locationsForLabels(db, idsOf(codes, 'location'), scope),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const itemById = byId(items);
  const lotById = byId(lots);
  const locationById = byId(locations);
  const good = (code: LabelCode, row: LabelGoodRow | undefined, detail: (row: LabelGoodRow) => string) =>
    row && { code: formatLabelCode(code), title: row.name, detail: detail(row), branch: row.branchName ?? NO_BRANCH };

  return codes.map((code) => {
    const content =
      code.kind === 'item'
        ? good(code, itemById.get(code.id), (row) => (row.sku ? `SKU ${row.sku}` : row.productId))
        : code.kind === 'lot'
          ? good(code, lotById.get(code.id), (row) => goodDisplayId(row.id))
          : (() => {
              const row = locationById.get(code.id);
              return row && { code: formatLabelCode(code), title: row.code, detail: '', branch: row.branchName };
            })();
    if (!content) throw new AppError('NOT_FOUND', NOT_FOUND[code.kind]);
    return content;
  });
}

const branchOf = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/**
 * The record a scanned or typed code names: a label code (ITM-, LOT-, LOC-), else an item's SKU or
 * product ID. Within the caller's branches only: another branch's record answers 404.
 */
export async function resolveCode(db: Db, text: string, scope: BranchScope): Promise<CodeResolution> {
  const label = parseLabelCode(text);
  const notFound = () => new AppError('NOT_FOUND', LABEL_MESSAGES.codeNotFound);

  if (!label || label.kind === 'item') {
    const row = await findScopedItem(db, label ? { id: label.id } : { text }, scope);
    if (!row) throw notFound();
    const { good } = row;
    return {
      kind: 'item',
      id: good.id,
      code: formatLabelCode({ kind: 'item', id: good.id }),
      name: good.name,
      sku: good.sku,
      product_id: good.productId,
      quantity: good.quantity,
      location: good.location,
      branch: branchOf(good.branchId, row.branchName),
    };
  }

  if (label.kind === 'lot') {
    const row = await findScopedLot(db, label.id, scope);
    if (!row) throw notFound();
    const { good, agreement } = row;
    return {
      kind: 'lot',
      id: good.id,
      code: formatLabelCode(label),
      name: good.name,
      status: good.status,
      pieces: good.pieces,
      branch: branchOf(good.branchId, row.branchName),
      location: good.locationId !== null && row.locationCode ? { id: good.locationId, code: row.locationCode } : null,
      owner:
        good.ownerId !== null && row.ownerName && row.ownerEmail
          ? { id: good.ownerId, name: row.ownerName, email: row.ownerEmail }
          : null,
      agreement: agreement
        ? { id: agreement.id, status: agreement.status, start_date: agreement.startDate, end_date: agreement.endDate }
        : null,
    };
  }

  const row = await findScopedLocation(db, label.id, scope);
  if (!row) throw notFound();
  const { location } = row;
  const contents = await locationContents(db, location, LOCATION_CONTENTS_LIMIT);
  return {
    kind: 'location',
    id: location.id,
    code: formatLabelCode(label),
    location_code: location.code,
    is_active: location.isActive,
    branch: { id: location.branchId, name: row.branchName },
    lots: contents.lots.map((lot) => ({
      id: lot.id,
      code: formatLabelCode({ kind: 'lot', id: lot.id }),
      name: lot.name,
      status: lot.status,
      owner_name: lot.ownerName,
    })),
    lots_total: contents.lotsTotal,
    items: contents.items.map((item) => ({
      id: item.id,
      code: formatLabelCode({ kind: 'item', id: item.id }),
      name: item.name,
      quantity: item.quantity,
    })),
    items_total: contents.itemsTotal,
  };
}
