import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Moves a test customer's registration back to a date: payments may not be dated before it, and
 * tests of past periods record payments in those periods.
 */
export async function registeredSince(db: Executor, userId: number, date: string): Promise<void> {
  await db
    .update(users)
    .set({ createdAt: new Date(`${date}T00:00:00Z`) })
    .where(eq(users.id, userId));
}
