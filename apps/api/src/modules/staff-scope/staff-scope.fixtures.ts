import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffBranches, users } from '../../db/schema/index.js';

/** Test-only: the employee (by username) also works at these branches, as an admin would set it. */
export async function worksAt(db: Db, username: string, ...branchIds: number[]): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  await db
    .insert(staffBranches)
    .values(branchIds.map((branchId) => ({ userId: user.id, branchId })))
    .onConflictDoNothing();
}
