import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionCreate } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { getSystemSettings } from '../settings/settings.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { refusedAddressOf, type HostResolver } from './push-address.js';
import { isAllowedPushEndpoint } from './push-endpoint.js';
import {
  deleteOwnSubscription,
  listSubscriptions,
  trimSubscriptions,
  upsertSubscription,
  type PushSubscriptionRow,
} from './push.repository.js';

export const toSubscriptionRecord = (row: PushSubscriptionRow) => ({
  id: row.id,
  endpoint: row.endpoint,
  user_agent: row.userAgent,
  created_at: row.createdAt.toISOString(),
});

/**
 * Whether the endpoint's host resolves to an internal address now. A name that does not resolve at
 * all is let through: it reaches nothing today, and every send checks the address again.
 */
async function endpointResolvesInternally(endpoint: string, resolveHost: HostResolver): Promise<boolean> {
  try {
    return (await refusedAddressOf(new URL(endpoint).hostname, resolveHost)) !== null;
  } catch {
    return false;
  }
}

/**
 * Saves this browser's subscription for the signed-in user (taking it over from whoever had it
 * here before) and keeps only their newest few. Refused while the admin has push switched off.
 */
export async function subscribe(
  db: Db,
  user: UserRow,
  body: PushSubscriptionCreate,
  userAgent: string | undefined,
  endpoints: { allowLocal: boolean; resolveHost: HostResolver },
) {
  const invalid = (message: string) => new AppError('VALIDATION', message, [{ field: 'endpoint', message }]);
  if (!isAllowedPushEndpoint(body.endpoint, endpoints.allowLocal)) throw invalid(PUSH_MESSAGES.endpointInvalid);
  if (!endpoints.allowLocal && (await endpointResolvesInternally(body.endpoint, endpoints.resolveHost)))
    throw invalid(PUSH_MESSAGES.endpointInternal);
  if (!(await getSystemSettings(db)).push_notifications) throw new AppError('CONFLICT', PUSH_MESSAGES.switchedOff);
  const row = await db.transaction(async (tx) => {
    const saved = await upsertSubscription(tx, {
      userId: user.id,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      userAgent: userAgent ? userAgent.slice(0, 300) : null,
    });
    await trimSubscriptions(tx, user.id, PUSH_SUBSCRIPTIONS_PER_USER);
    return saved;
  });
  return toSubscriptionRecord(row);
}

/** Removes one of the user's own subscriptions; another user's answers like a missing one. */
export async function unsubscribe(db: Db, user: UserRow, id: number): Promise<void> {
  if (!(await deleteOwnSubscription(db, user.id, id))) throw notFound('Push subscription');
}

export async function ownSubscriptions(db: Db, user: UserRow) {
  const rows = await listSubscriptions(db, user.id, PUSH_SUBSCRIPTIONS_PER_USER);
  return { subscriptions: rows.map(toSubscriptionRecord) };
}
