import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export async function findUserByUsername(db: Executor, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) and ${users.deletedAt} is null`)
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Which of username and email are already taken (case-insensitive), ignoring one user id. */
export async function findTaken(db: Executor, values: { username?: string; email?: string }, exceptId?: number) {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      sql`(lower(${users.username}) = lower(${values.username ?? ''}) or lower(${users.email}) = lower(${values.email ?? ''}))`,
    );
  const others = rows.filter((row) => row.id !== exceptId);
  return {
    username: values.username !== undefined && others.some((r) => r.username.toLowerCase() === values.username!.toLowerCase()),
    email: values.email !== undefined && others.some((r) => r.email.toLowerCase() === values.email!.toLowerCase()),
  };
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
