import type { ActivityCategory } from '@stockyard/domain';
import type { Executor } from '../../db/client.js';
import { activities } from '../../db/schema/index.js';

export type ActivityEntry = {
  userId: number | null;
  action: string;
  description: string;
  category: ActivityCategory;
};

export type RequestOrigin = { ipAddress: string | null; userAgent: string | null };

/** Appends to the activity log; pass the transaction so the entry commits with the change it records. */
export async function recordActivity(db: Executor, entry: ActivityEntry, origin: RequestOrigin) {
  await db.insert(activities).values({ ...entry, ...origin });
}
