import { and, desc, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { ContactMessage, ContactMessageRecord } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

type Row = typeof contactMessages.$inferSelect;

export const toContactRecord = (row: Row): ContactMessageRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  handled: row.handledAt !== null,
  handled_at: row.handledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function insertContactMessage(db: Executor, input: ContactMessage): Promise<Row> {
  const [row] = await db.insert(contactMessages).values(input).returning();
  if (!row) throw new Error('contact insert returned nothing');
  return row;
}

export async function listContactMessages(
  db: Executor,
  status: 'all' | 'open' | 'handled',
  skip: number,
  limit: number,
) {
  const filter: SQL | undefined =
    status === 'open'
      ? isNull(contactMessages.handledAt)
      : status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(filter)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .offset(skip)
      .limit(limit),
    db
      .select({
        total: sql<number>`count(*)::int`,
        open: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)::int`,
      })
      .from(contactMessages)
      .where(and(filter)),
  ]);
  return { rows, total: counts?.total ?? 0, open: counts?.open ?? 0 };
}

/**
 * Messages nobody has marked handled yet. No index on handled_at: the table holds what visitors
 * typed (5 a minute per address at most), so counting it is a short scan.
 */
export async function countUnhandledContactMessages(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}

export async function setHandled(db: Executor, id: number, handled: boolean): Promise<Row | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

export async function deleteContactMessage(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}
