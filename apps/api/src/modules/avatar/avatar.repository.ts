import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userAvatars, users } from '../../db/schema/index.js';

export async function saveAvatar(db: Executor, userId: number, contentType: string, data: Buffer) {
  await db
    .insert(userAvatars)
    .values({ userId, contentType, data })
    .onConflictDoUpdate({ target: userAvatars.userId, set: { contentType, data, updatedAt: new Date() } });
}

export async function deleteAvatar(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.delete(userAvatars).where(eq(userAvatars.userId, userId)).returning({ id: userAvatars.userId });
  return rows.length > 0;
}

/** The image of a user that still exists; deleted users have none to show. */
export async function findAvatar(db: Executor, userId: number) {
  const [row] = await db
    .select({ contentType: userAvatars.contentType, data: userAvatars.data })
    .from(userAvatars)
    .innerJoin(users, eq(users.id, userAvatars.userId))
    .where(and(eq(userAvatars.userId, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}
