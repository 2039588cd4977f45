import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, applications, assignments, deletionRequests, goods } from '../../db/schema/index.js';

/** Records a user's request to have their account deleted (an admin acts on it). */
export async function insertDeletionRequest(db: Executor, userId: number, reason: string | null) {
  await db.insert(deletionRequests).values({ userId, reason });
}

/** The rows a data export holds for one user: what they own, submitted, were assigned and did. */
export async function findUserExportRows(db: Executor, userId: number) {
  const [ownGoods, ownApplications, ownAssignments, activity, requests] = await Promise.all([
    db.select().from(goods).where(eq(goods.ownerId, userId)),
    db.select().from(applications).where(eq(applications.customerId, userId)),
    db.select().from(assignments).where(eq(assignments.employeeId, userId)),
    db.select().from(activities).where(eq(activities.userId, userId)).orderBy(desc(activities.createdAt)),
    db.select().from(deletionRequests).where(eq(deletionRequests.userId, userId)),
  ]);
  return { ownGoods, ownApplications, ownAssignments, activity, requests };
}
