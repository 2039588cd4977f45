import { defaultSystemSettings, systemSettingsSchema, type SystemSettings } from '@stockyard/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { cachedSettings, clearSettingsCache } from './settings-cache.js';

const SYSTEM_KEY = 'system';
const LAST_BACKUP_KEY = 'last_backup_at';

/** The stored value over the spec's defaults; a value that no longer validates falls back. */
const withDefaults = (value: unknown): SystemSettings => {
  const parsed = systemSettingsSchema.safeParse({ ...defaultSystemSettings(), ...(value as object) });
  return parsed.success ? parsed.data : defaultSystemSettings();
};

/**
 * The system settings with the version the admin screen saves from. No stored row is the defaults
 * at version 1, the version the row starts at when the first save creates it.
 */
export async function readSystemSettingsRecord(db: Executor): Promise<{ value: SystemSettings; version: number }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SYSTEM_KEY)).limit(1);
  return row
    ? { value: withDefaults(row.value), version: row.version }
    : { value: defaultSystemSettings(), version: 1 };
}

/** Stored system settings over the spec's defaults. */
export async function readSystemSettings(db: Executor): Promise<SystemSettings> {
  return (await readSystemSettingsRecord(db)).value;
}

/** The settings as the rules on every request read them: cached for a few seconds (settings-cache.ts). */
export function getSystemSettings(db: Executor): Promise<SystemSettings> {
  return cachedSettings(db, () => readSystemSettings(db));
}

export async function getSecuritySettings(db: Executor) {
  const { max_login_attempts, lockout_minutes } = await getSystemSettings(db);
  return { max_login_attempts, lockout_minutes };
}

/**
 * Saves the settings only if they are still at the version the admin read, incrementing it in the
 * same statement; the new version, or undefined when they have moved on. The row is created first
 * (empty, that is the defaults, at version 1) so the first save is checked like any other.
 */
export async function saveSystemSettingsIfVersion(
  db: Executor,
  value: SystemSettings,
  expected: number,
  userId: number | null,
): Promise<number | undefined> {
  await db.insert(settings).values({ key: SYSTEM_KEY, value: {} }).onConflictDoNothing({ target: settings.key });
  const [row] = await db
    .update(settings)
    .set({ value, updatedBy: userId, updatedAt: new Date(), version: sql`${settings.version} + 1` })
    .where(and(eq(settings.key, SYSTEM_KEY), eq(settings.version, expected)))
    .returning({ version: settings.version });
  clearSettingsCache();
  return row?.version;
}

/** Sets the settings outright (fixtures, tooling); the version still moves on, so open forms see it. */
export async function saveSystemSettings(db: Executor, value: SystemSettings, userId: number | null) {
  await db
    .insert(settings)
    .values({ key: SYSTEM_KEY, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedBy: userId, updatedAt: new Date(), version: sql`${settings.version} + 1` },
    });
  clearSettingsCache();
}

/** Replaces the stored value without moving the version (sealing a secret in place changes nothing a form shows). */
export async function rewriteSystemSettingsValue(db: Executor, value: SystemSettings) {
  await db.update(settings).set({ value }).where(eq(settings.key, SYSTEM_KEY));
  clearSettingsCache();
}

/**
 * Back to the spec's defaults: the stored value is emptied, so later defaults apply too. The row
 * stays and its version moves on, so a form opened before the reset cannot save over it unseen.
 */
export async function resetSystemSettingsRow(db: Executor, userId: number | null): Promise<number> {
  const [row] = await db
    .insert(settings)
    .values({ key: SYSTEM_KEY, value: {}, updatedBy: userId, version: 2 })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: {}, updatedBy: userId, updatedAt: new Date(), version: sql`${settings.version} + 1` },
    })
    .returning({ version: settings.version });
  clearSettingsCache();
  if (!row) throw new Error('settings reset returned nothing');
  return row.version;
}

export async function readLastBackupAt(db: Executor): Promise<Date | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, LAST_BACKUP_KEY)).limit(1);
  const value = row?.value;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null;
}

export async function saveLastBackupAt(db: Executor, at: Date, userId: number | null) {
  const value = at.toISOString();
  await db
    .insert(settings)
    .values({ key: LAST_BACKUP_KEY, value, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: userId, updatedAt: at } });
}
