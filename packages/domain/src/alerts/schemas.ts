import { z } from 'zod';
import { ALERT_KINDS } from './rules.js';

/** Most subscriptions one person keeps (branches x kinds); a guard on the request's size. */
export const ALERT_SUBSCRIPTIONS_MAX = 500;

export const ALERT_MESSAGES = {
  saved: 'Alert subscriptions saved',
  tooMany: `At most ${ALERT_SUBSCRIPTIONS_MAX} subscriptions`,
  kind: 'Choose a known alert kind',
  branch: 'Branch must be a branch id',
  revision: 'Send the revision of the subscriptions as you read them',
} as const;

/**
 * The subscriptions' revision: a digest of the set and the digest switch, in a canonical order. A
 * save names the revision it was made from, so a save from a page opened before another save (a
 * second tab) is refused with 409 instead of silently undoing it.
 */
export function alertSubscriptionsRevision(subscriptions: { branch_id: number; kind: string }[], digest: boolean) {
  const canonical = [...new Set(subscriptions.map((s) => `${s.branch_id}:${s.kind}`))].sort().join(',');
  // FNV-1a (32 bits): a short, stable tag; it only tells sets apart, it protects nothing.
  let hash = 0x811c9dc5;
  for (const char of `${digest ? 1 : 0}|${canonical}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const revision = z.string({ error: ALERT_MESSAGES.revision }).regex(/^[0-9a-f]{8}$/, ALERT_MESSAGES.revision);

const subscription = z
  .object({
    branch_id: z
      .number({ error: ALERT_MESSAGES.branch })
      .int(ALERT_MESSAGES.branch)
      .positive(ALERT_MESSAGES.branch)
      .max(2_147_483_647, ALERT_MESSAGES.branch),
    kind: z.enum(ALERT_KINDS, { error: ALERT_MESSAGES.kind }),
  })
  .strict();

/** PUT /api/alerts/subscriptions: the whole set replaces the stored one; digest sends them in the daily digest. */
export const alertSubscriptionsUpdateSchema = z
  .object({
    subscriptions: z.array(subscription).max(ALERT_SUBSCRIPTIONS_MAX, ALERT_MESSAGES.tooMany),
    digest: z.boolean(),
    revision,
  })
  .strict();
export type AlertSubscriptionsUpdate = z.infer<typeof alertSubscriptionsUpdateSchema>;

export const alertSubscriptionsSchema = z.object({
  subscriptions: z.array(z.object({ branch_id: z.number().int(), kind: z.enum(ALERT_KINDS) })),
  digest: z.boolean(),
  revision: z.string(),
  /** The branches the caller may subscribe to: the ones they work at (admins: all). */
  branches: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AlertSubscriptions = z.infer<typeof alertSubscriptionsSchema>;
