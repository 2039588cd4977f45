import { INITIAL_STOCK_REASON } from '@stockyard/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { stockMovements, users } from '../../db/schema/index.js';

export type MovementRecord = typeof stockMovements.$inferSelect;
export type MovementValues = Omit<typeof stockMovements.$inferInsert, 'id' | 'createdAt'>;
export type MovementRow = { movement: MovementRecord; userName: string | null };

const movementWithUser = {
  movement: stockMovements,
  userName: sql<
    string | null
  >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
};

/** An item's first ledger row: its whole quantity coming in as "Initial Stock". */
export function initialStockMovement(
  good: { id: number; quantity: number },
  userId: number,
  notes: string | null = null,
): MovementValues {
  return {
    goodId: good.id,
    type: 'inward',
    quantity: good.quantity,
    previousQuantity: 0,
    newQuantity: good.quantity,
    reason: INITIAL_STOCK_REASON,
    notes,
    userId,
  };
}

export async function insertMovement(tx: Executor, values: MovementValues): Promise<MovementRecord> {
  const [row] = await tx.insert(stockMovements).values(values).returning();
  if (!row) throw new Error('movement insert returned nothing');
  return row;
}

// Eight columns a row: 1000 rows a statement stays far below PostgreSQL's 65535 parameters.
const BATCH = 1000;

export async function insertMovements(tx: Executor, values: MovementValues[]): Promise<void> {
  for (let start = 0; start < values.length; start += BATCH) {
    await tx.insert(stockMovements).values(values.slice(start, start + BATCH));
  }
}

/**
 * One page of an item's ledger, newest first by id. Movements of one item are written on its locked
 * row, so ids follow the order they were applied in; created_at is the start of each writer's
 * transaction, and two concurrent movements can carry times in the opposite order.
 */
export async function listMovements(
  db: Executor,
  goodId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: MovementRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(movementWithUser)
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .where(eq(stockMovements.goodId, goodId))
      .orderBy(desc(stockMovements.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(stockMovements).where(eq(stockMovements.goodId, goodId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
