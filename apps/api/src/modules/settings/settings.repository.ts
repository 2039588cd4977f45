import { DEFAULT_SYSTEM_SETTINGS, systemSettingsSchema, type SystemSettings } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { cachedSettings, clearSettingsCache } from './settings-cache.js';

const SYSTEM_KEY = 'system';
const LAST_BACKUP_KEY = 'last_backup_at';

/** Stored system settings over the spec's defaults; a stored value that no longer validates falls back. */
export async function readSystemSettings(db: Executor): Promise<SystemSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SYSTEM_KEY)).limit(1);
  if (!row) return DEFAULT_SYSTEM_SETTINGS;
  const parsed = systemSettingsSchema.safeParse({ ...DEFAULT_SYSTEM_SETTINGS, ...(row.value as object) });
  return parsed.success ? parsed.data : DEFAULT_SYSTEM_SETTINGS;
}

/** The settings as the rules on every request read them: cached for a few seconds (settings-cache.ts). */
export function getSystemSettings(db: Executor): Promise<SystemSettings> {
  return cachedSettings(db, () => readSystemSettings(db));
}

export async function getSecuritySettings(db: Executor) {
  const { max_login_attempts, lockout_minutes } = await getSystemSettings(db);
  return { max_login_attempts, lockout_minutes };
}

export async function saveSystemSettings(db: Executor, value: SystemSettings, userId: number | null) {
  await db
    .insert(settings)
    .values({ key: SYSTEM_KEY, value, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: userId, updatedAt: new Date() } });
  clearSettingsCache();
}

/** Back to the spec's defaults: the stored row goes, so later defaults apply too. */
export async function deleteSystemSettings(db: Executor) {
  await db.delete(settings).where(eq(settings.key, SYSTEM_KEY));
  clearSettingsCache();
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
