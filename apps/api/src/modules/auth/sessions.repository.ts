import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export async function createSession(
  db: Executor,
  values: { userId: number; expiresAt: Date; ipAddress: string | null; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/**
 * The user behind a live session: not revoked, not expired, user active and not deleted. The same
 * statement reads the data-set change counters (data_versions, one row per cached data set), so a
 * cache check later in the request (the goods list) costs no round trip of its own.
 */
export async function findSessionUser(db: Executor, sessionId: string, userId: number, now: Date) {
  const [row] = await db
    .select({
      user: users,
      dataVersions: sql<Record<string, number> | null>`(select json_object_agg(name, version) from data_versions)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row && { user: row.user, dataVersions: row.dataVersions ?? {} };
}

export async function revokeSession(db: Executor, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Executor, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
