import { DEFAULT_SYSTEM_SETTINGS, systemSettingsSchema, type SystemSettings } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

const SYSTEM_KEY = 'system';

/** Stored system settings over the spec's defaults; a stored value that no longer validates falls back. */
export async function getSystemSettings(db: Executor): Promise<SystemSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SYSTEM_KEY)).limit(1);
  if (!row) return DEFAULT_SYSTEM_SETTINGS;
  const parsed = systemSettingsSchema.safeParse({ ...DEFAULT_SYSTEM_SETTINGS, ...(row.value as object) });
  return parsed.success ? parsed.data : DEFAULT_SYSTEM_SETTINGS;
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
}
