import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { branches, users } from '../../db/schema/index.js';

const manager = alias(users, 'manager');

const branchColumns = {
  branch: branches,
  managerName: sql<string | null>`case when ${manager.id} is null then null else ${manager.firstName} || ' ' || ${manager.lastName} end`,
};

export type BranchRow = { branch: typeof branches.$inferSelect; managerName: string | null };

export async function listBranches(db: Executor, skip: number, limit: number): Promise<BranchRow[]> {
  return db
    .select(branchColumns)
    .from(branches)
    .leftJoin(manager, eq(manager.id, branches.managerId))
    .orderBy(asc(branches.id))
    .offset(skip)
    .limit(limit);
}

export async function findBranch(db: Executor, id: number): Promise<BranchRow | undefined> {
  const [row] = await db
    .select(branchColumns)
    .from(branches)
    .leftJoin(manager, eq(manager.id, branches.managerId))
    .where(eq(branches.id, id))
    .limit(1);
  return row;
}
