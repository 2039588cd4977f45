import { z } from 'zod';
import { ALERT_KINDS } from './rules.js';

/** Most subscriptions one person keeps (branches x kinds); a guard on the request's size. */
export const ALERT_SUBSCRIPTIONS_MAX = 500;

export const ALERT_MESSAGES = {
  saved: 'Alert subscriptions saved',
  tooMany: `At most ${ALERT_SUBSCRIPTIONS_MAX} subscriptions`,
  kind: 'Choose a known alert kind',
  branch: 'Branch must be a branch id',
} as const;

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
  })
  .strict();
export type AlertSubscriptionsUpdate = z.infer<typeof alertSubscriptionsUpdateSchema>;

export const alertSubscriptionsSchema = z.object({
  subscriptions: z.array(z.object({ branch_id: z.number().int(), kind: z.enum(ALERT_KINDS) })),
  digest: z.boolean(),
  /** The branches the caller may subscribe to: the ones they work at (admins: all). */
  branches: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AlertSubscriptions = z.infer<typeof alertSubscriptionsSchema>;
