import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { signalSessionsEnded } from '../notifications/notifications.repository.js';

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
  const [row] = await sessionUserQuery(db).execute({ sessionId, userId, now: now.toISOString() });
  return row && { user: row.user, dataVersions: row.dataVersions ?? {} };
}

/**
 * Every authenticated request runs this statement, so it is built once per executor and prepared
 * once per connection (a named statement): otherwise drizzle would build the SQL on every request
 * and PostgreSQL would parse and plan the join each time. Its plan is a primary-key lookup whatever
 * the values, so the generic plan PostgreSQL settles on is the right one.
 */
const sessionUserQueries = new WeakMap<Executor, ReturnType<typeof prepareSessionUser>>();

function sessionUserQuery(db: Executor) {
  let query = sessionUserQueries.get(db);
  if (!query) sessionUserQueries.set(db, (query = prepareSessionUser(db)));
  return query;
}

function prepareSessionUser(db: Executor) {
  return db
    .select({
      user: users,
      dataVersions: sql<Record<string, number> | null>`(select json_object_agg(name, version) from data_versions)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('session_user');
}

/** A live session's start, for renewing it; undefined when it has ended (revoked, expired). */
export async function findLiveSession(db: Executor, sessionId: string, userId: number, now: Date) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row;
}

/** Moves a live session's end; false when it ended meanwhile (a logout in another tab). */
export async function extendSession(db: Executor, sessionId: string, expiresAt: Date, now: Date) {
  const moved = await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return moved.length > 0;
}

/** Ends one session; its live streams close when the transaction commits. */
export async function revokeSession(db: Executor, sessionId: string, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  for (const userId of new Set(ended.map((row) => row.userId))) await signalSessionsEnded(db, userId);
}

/** Ends every session of a user; their live streams close when the transaction commits. */
export async function revokeUserSessions(db: Executor, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await signalSessionsEnded(db, userId);
}
