import {
  COUNT_LINES_MAX,
  COUNT_MESSAGES,
  countActionAllowed,
  countReference,
  nextCountStatus,
  type Count,
  type CountCreateRequest,
  type CountDetail,
  type CountLine,
  type CountLineEntry,
  type CountScope,
  type CountStatus,
} from '@stockyard/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity } from '../activity/activity.repository.js';
import { branchExists } from '../goods/goods.repository.js';
import type { Actor } from '../goods/goods.service.js';
import { assertScopeReaches, staffBranchScope } from '../staff-scope/branch-scope.js';
import { announceAwaitingApproval } from './count-awaiting.js';
import {
  countScopeGoods,
  findCount,
  insertCount,
  insertScopeLines,
  listLines,
  lockCount,
  lockLine,
  readItemNow,
  resetLines,
  updateCount,
  updateLine,
  type CountRow,
  type LineRow,
} from './counts.repository.js';

export const countNotFound = () => new AppError('NOT_FOUND', COUNT_MESSAGES.notFound);
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, [{ field, message }]);

export function presentCount(row: CountRow): Count {
  const c = row.count;
  return {
    id: c.id,
    reference: countReference(c.id),
    branch: { id: c.branchId, name: row.branchName },
    scope: c.scope as CountScope,
    scope_value: c.scopeValue,
    blind: c.blind,
    status: c.status as CountStatus,
    note: c.note,
    line_count: row.lineCount,
    counted_count: row.countedCount,
    created_by: row.createdByName,
    created_at: c.createdAt.toISOString(),
    submitted_at: c.submittedAt?.toISOString() ?? null,
    closed_at: c.closedAt?.toISOString() ?? null,
    closed_by: row.closedByName,
    version: c.version,
  };
}

/**
 * A line for the counter. A blind count's line has no expected quantity at all; an open count's
 * shows the item's quantity now, while the session is being counted.
 */
export function presentLine(row: LineRow, showExpected: boolean): CountLine {
  const l = row.line;
  const line: CountLine = {
    id: l.id,
    good_id: l.goodId,
    sku: l.sku,
    item_name: l.itemName,
    category: l.category,
    location: l.location,
    counted_quantity: l.countedQuantity,
    counted_by: row.countedByName,
    counted_at: l.countedAt?.toISOString() ?? null,
    recount: l.recount,
    version: l.version,
  };
  if (showExpected && row.currentQuantity !== null) line.expected_quantity = row.currentQuantity;
  return line;
}

export async function getCountRow(db: Executor, actor: Actor, id: number): Promise<CountRow> {
  const row = await findCount(db, id, staffBranchScope(actor.user));
  if (!row) throw countNotFound();
  return row;
}

export async function getCountDetail(db: Executor, actor: Actor, id: number): Promise<CountDetail> {
  const row = await getCountRow(db, actor, id);
  const showExpected = !row.count.blind && row.count.status === 'counting';
  const lines = (await listLines(db, id)).map((line) => presentLine(line, showExpected));
  return { ...presentCount(row), lines };
}

/** Starts a session at one of the caller's branches with a line for every warehouse item in the scope. */
export async function createCount(db: Db, actor: Actor, input: CountCreateRequest): Promise<CountDetail> {
  const scope = staffBranchScope(actor.user);
  const value = input.scope === 'category' ? input.category : input.scope === 'location' ? input.location : null;
  const id = await db.transaction(async (tx) => {
    if (!(await branchExists(tx, input.branch_id))) throw invalid('branch_id', COUNT_MESSAGES.branchRequired);
    await assertScopeReaches(tx, scope, input.branch_id);
    const items = await countScopeGoods(tx, input.branch_id, input.scope, value);
    if (items === 0) throw invalid(input.scope === 'all' ? 'scope' : input.scope, COUNT_MESSAGES.nothingToCount);
    if (items > COUNT_LINES_MAX) throw invalid('scope', COUNT_MESSAGES.tooManyLines);
    const created = await insertCount(tx, {
      branchId: input.branch_id,
      scope: input.scope,
      scopeValue: value,
      blind: input.blind,
      note: input.note,
      createdBy: actor.user.id,
    });
    await insertScopeLines(tx, created.id, input.branch_id, input.scope, value);
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: 'count_create',
        description: `Started stock count ${countReference(created.id)} at branch #${input.branch_id}: ${items} items (${input.scope}${value ? ` ${value}` : ''})`,
        category: 'goods',
      },
      actor.origin,
    );
    return created.id;
  });
  return getCountDetail(db, actor, id);
}

async function currentLine(db: Executor, actor: Actor, countId: number, lineId: number): Promise<CountLine> {
  const detail = await getCountDetail(db, actor, countId);
  const line = detail.lines.find((l) => l.id === lineId);
  if (!line) throw new AppError('NOT_FOUND', COUNT_MESSAGES.lineNotFound);
  return line;
}

/**
 * Enters (or re-enters) what the counter found. The session row is held shared, so a submit waits
 * for entries in flight; the item's quantity and price at this moment are recorded with the line.
 */
export async function enterLine(
  db: Db,
  actor: Actor,
  countId: number,
  lineId: number,
  expected: number,
  input: CountLineEntry,
): Promise<CountLine> {
  await db.transaction(async (tx) => {
    const session = await lockCount(tx, countId, staffBranchScope(actor.user), 'share');
    if (!session) throw countNotFound();
    if (!countActionAllowed(session.status as CountStatus, 'count'))
      throw new AppError('CONFLICT', COUNT_MESSAGES.notCounting);
    const line = await lockLine(tx, countId, lineId);
    if (!line) throw new AppError('NOT_FOUND', COUNT_MESSAGES.lineNotFound);
    if (line.version !== expected) throw staleVersion(await currentLine(tx, actor, countId, lineId));
    const item = line.goodId === null ? undefined : await readItemNow(tx, line.goodId);
    if (!item) throw new AppError('CONFLICT', COUNT_MESSAGES.itemGone(line.itemName));
    await updateLine(tx, lineId, {
      countedQuantity: input.counted_quantity,
      systemQuantity: item.quantity,
      unitPrice: item.price,
      countedBy: actor.user.id,
      countedAt: new Date(),
      recount: false,
    });
  });
  return currentLine(db, actor, countId, lineId);
}

type SessionChange = 'submit' | 'cancel' | 'recount';

/** Moves a session on (submit, cancel, recount) from the version the caller read. */
export async function changeCount(
  db: Db,
  actor: Actor,
  id: number,
  expected: number,
  action: SessionChange,
  lineIds: number[] = [],
): Promise<CountDetail> {
  await db.transaction(async (tx) => {
    const session = await lockCount(tx, id, staffBranchScope(actor.user), 'update');
    if (!session) throw countNotFound();
    if (session.version !== expected) throw staleVersion(await getCountDetail(tx, actor, id));
    const status = session.status as CountStatus;
    if (!countActionAllowed(status, action)) {
      const message =
        status === 'accepted' || status === 'cancelled'
          ? COUNT_MESSAGES.closed
          : action === 'submit'
            ? COUNT_MESSAGES.notCounting
            : COUNT_MESSAGES.notInReview;
      throw new AppError('CONFLICT', message);
    }
    if (action === 'submit') {
      const lines = await listLines(tx, id);
      const left = lines.filter((row) => row.line.countedQuantity === null).length;
      if (left > 0) throw new AppError('CONFLICT', COUNT_MESSAGES.uncounted(left));
    }
    if (action === 'recount') {
      const unique = [...new Set(lineIds)];
      if ((await resetLines(tx, id, unique)) !== unique.length) throw invalid('line_ids', COUNT_MESSAGES.lineNotFound);
    }
    const closing = action === 'cancel' ? { closedBy: actor.user.id, closedAt: new Date() } : {};
    await updateCount(tx, id, {
      status: nextCountStatus(action),
      ...(action === 'submit' ? { submittedAt: new Date() } : {}),
      ...closing,
    });
    if (action === 'submit') await announceAwaitingApproval(tx, id, actor.user.id);
    await recordActivity(
      tx,
      {
        userId: actor.user.id,
        action: `count_${action}`,
        description: `Stock count ${countReference(id)}: ${action}${action === 'recount' ? ` of ${lineIds.length} lines` : ''}`,
        category: 'goods',
      },
      actor.origin,
    );
  });
  return getCountDetail(db, actor, id);
}
