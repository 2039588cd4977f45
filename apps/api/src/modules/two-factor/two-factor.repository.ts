import { and, eq, isNotNull, isNull, lt, notLike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** A new secret waiting for its first code; anything from an earlier enrolment is cleared. */
export async function savePendingSecret(db: Executor, userId: number, secret: string) {
  await db
    .update(users)
    .set({
      totpSecret: secret,
      totpEnabled: false,
      totpRecoveryCodes: null,
      totpLastUsedStep: null,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), eq(users.totpEnabled, false)));
}

/** Turns it on only if the pending secret is still the one the code was checked against. */
export async function enableWithSecret(
  db: Executor,
  userId: number,
  secret: string,
  recoveryHashes: string[],
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpEnabled: true, totpRecoveryCodes: recoveryHashes, totpLastUsedStep: step, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.totpEnabled, false), eq(users.totpSecret, secret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function clearTwoFactor(db: Executor, userId: number) {
  await db
    .update(users)
    .set({
      totpSecret: null,
      totpEnabled: false,
      totpRecoveryCodes: null,
      totpLastUsedStep: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: number, recoveryHashes: string[]) {
  await db
    .update(users)
    .set({ totpRecoveryCodes: recoveryHashes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.totpEnabled, true)));
}

/**
 * Records a code's time step as used, unless that step (or a later one) was used already. One
 * statement, so two requests racing with the same code cannot both win.
 */
export async function consumeTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastUsedStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastUsedStep), lt(users.totpLastUsedStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Removes a recovery code's hash if it is still there; answers whether it was (each code works once). */
export async function consumeRecoveryCode(db: Executor, userId: number, hash: string): Promise<number | null> {
  const rows = await db
    .update(users)
    .set({ totpRecoveryCodes: sql`${users.totpRecoveryCodes} - ${hash}::text` })
    .where(and(eq(users.id, userId), sql`${users.totpRecoveryCodes} @> jsonb_build_array(${hash}::text)`))
    .returning({ codes: users.totpRecoveryCodes });
  const [row] = rows;
  return row ? (Array.isArray(row.codes) ? row.codes.length : 0) : null;
}

/** Secrets not yet sealed: those that do not start with the sealed form's prefix. */
export async function findPlainTotpSecrets(
  db: Executor,
  sealedPrefix: string,
): Promise<{ id: number; secret: string }[]> {
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret })
    .from(users)
    .where(and(isNotNull(users.totpSecret), notLike(users.totpSecret, `${sealedPrefix}%`)));
  return rows.map((row) => ({ id: row.id, secret: row.secret! }));
}

/** Swaps one stored form of a secret for another, unless it changed meanwhile. */
export async function replaceTotpSecret(db: Executor, userId: number, from: string, to: string) {
  await db
    .update(users)
    .set({ totpSecret: to })
    .where(and(eq(users.id, userId), eq(users.totpSecret, from)));
}
