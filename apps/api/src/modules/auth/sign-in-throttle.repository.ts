import { LOCKOUT_GROWTH, MAX_LOCKOUT_MINUTES, THROTTLE_MEMORY_HOURS } from '@stockyard/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { signInThrottles, users } from '../../db/schema/index.js';

export type ThrottleKey = { name: string; scope: string };
export type ThrottleLimits = { maxAttempts: number; lockoutMinutes: number };
/** Whether this attempt may be checked, and the end of the pause the key is in (or that this attempt began). */
export type Reservation = { allowed: boolean; blockedUntil: Date | null };

const t = signInThrottles;

/**
 * Counts one sign-in attempt of a key and decides whether it may be checked, in one statement: the
 * row lock of the upsert orders parallel attempts, so of any number sent at once exactly
 * `maxAttempts` are let through per round. The attempt that reaches the limit is let through too
 * and starts the pause, which lasts `lockoutMinutes` times LOCKOUT_GROWTH for every earlier pause
 * still remembered, up to MAX_LOCKOUT_MINUTES. A round ends when its pause is over, or when its last
 * attempt is older than the lockout duration. Attempts during a pause are counted (capped) but refused.
 */
export async function reserveAttempt(
  db: Executor,
  key: ThrottleKey,
  { maxAttempts, lockoutMinutes }: ThrottleLimits,
  now: Date,
): Promise<Reservation> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const max = sql`${maxAttempts}::int`;
  const paused = sql`coalesce(${t.blockedUntil} > ${at}, false)`;
  const roundOver = sql`(${t.blockedUntil} is not null or ${t.updatedAt} <= ${at} - ${lockoutMinutes}::int * interval '1 minute')`;
  const failures = sql`case when ${paused} then least(${t.failures} + 1, ${max} + 1)
    when ${roundOver} then 1 else ${t.failures} + 1 end`;
  const earlierPauses = sql`case when ${t.updatedAt} <= ${at} - ${THROTTLE_MEMORY_HOURS}::int * interval '1 hour'
    then 0 else ${t.blocks} end`;
  const reachesLimit = sql`(not ${paused} and ${failures} >= ${max})`;
  const pauseMinutes = sql`least(${lockoutMinutes}::int * power(${LOCKOUT_GROWTH}::int, ${earlierPauses}), ${MAX_LOCKOUT_MINUTES}::int)`;

  const [row] = await db
    .insert(t)
    // max login attempts is at least 3, so a first attempt never reaches it.
    .values({ name: sql`lower(${key.name})`, scope: key.scope, failures: 1, blocks: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: [t.name, t.scope],
      set: {
        failures,
        blocks: sql`case when ${reachesLimit} then ${earlierPauses} + 1 else ${earlierPauses} end`,
        blockedUntil: sql`case when ${paused} then ${t.blockedUntil}
          when ${reachesLimit} then ${at} + ${pauseMinutes} * interval '1 minute' end`,
        updatedAt: now,
      },
    })
    .returning({ failures: t.failures, blockedUntil: t.blockedUntil });
  if (!row) throw new Error('sign-in throttle upsert returned nothing');
  return { allowed: row.failures <= maxAttempts, blockedUntil: row.blockedUntil };
}

/** A successful sign-in from this scope: its count and the memory of its pauses start again. */
export async function clearAttempts(db: Executor, key: ThrottleKey) {
  await db.delete(t).where(and(eq(t.name, sql`lower(${key.name})`), eq(t.scope, key.scope)));
}

/** Takes back one attempt that turned out right, unless the key is already paused. */
export async function refundAttempt(db: Executor, key: ThrottleKey) {
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
    .where(and(eq(t.name, sql`lower(${key.name})`), eq(t.scope, key.scope), sql`${t.blockedUntil} is null`));
}

/** Every count and pause of a name, from every address (an admin gave the account a new password). */
export async function forgetSignInAttempts(db: Executor, username: string) {
  await db.delete(t).where(eq(t.name, sql`lower(${username})`));
}

/** Rows nobody has tried for THROTTLE_MEMORY_HOURS and not in a pause hold nothing worth keeping. */
export async function purgeForgottenAttempts(db: Executor, now: Date) {
  const cutoff = new Date(now.getTime() - THROTTLE_MEMORY_HOURS * 3_600_000);
  await db
    .delete(t)
    .where(and(lte(t.updatedAt, cutoff), sql`coalesce(${t.blockedUntil} <= ${now.toISOString()}::timestamptz, true)`));
}

/**
 * The account a typed username names, if any, and whether it has ever signed in from this address
 * (a session opened from it) or from anywhere: one query either way, so known and unknown names cost the same.
 */
export async function findSignInAccount(db: Executor, username: string, ip: string | null) {
  const [row] = await db
    .select({
      user: users,
      // Spelled out: drizzle leaves columns of a one-table select unqualified, and "id" would be the session's.
      knownAddress: sql<boolean>`exists (select 1 from sessions s where s.user_id = "users"."id" and s.ip_address = ${ip})`,
      signedInBefore: sql<boolean>`exists (select 1 from sessions s where s.user_id = "users"."id")`,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) and ${users.deletedAt} is null`)
    .limit(1);
  return { user: row?.user, knownAddress: row?.knownAddress ?? false, signedInBefore: row?.signedInBefore ?? false };
}
