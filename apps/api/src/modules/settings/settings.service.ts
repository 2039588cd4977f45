import {
  applySettingsUpdate,
  changedSettingKeys,
  DEFAULT_SYSTEM_SETTINGS,
  SETTINGS_MESSAGES,
  type SystemSettings,
  type SystemSettingsUpdate,
} from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import { isIpAllowed } from './ip-allow-list.js';
import { clearSettingsCache } from './settings-cache.js';
import { deleteSystemSettings, readSystemSettings, saveSystemSettings } from './settings.repository.js';

/**
 * Saves a partial update in one transaction with its log entry, which names only the settings whose
 * value changed; secrets follow applySettingsUpdate.
 */
export async function updateSystemSettings(
  db: Db,
  admin: UserRow,
  update: SystemSettingsUpdate,
  origin: RequestOrigin,
): Promise<SystemSettings> {
  const next = await db.transaction(async (tx) => {
    const current = await readSystemSettings(tx);
    const value = applySettingsUpdate(current, update);
    // A GET answer sent back unchanged (or a field re-sent as it is) is not a change: nothing to log.
    const changed = changedSettingKeys(current, value);
    if (changed.length === 0) return current;
    // An allow-list without the admin's own address would end this admin's access on the next call.
    if (origin.ipAddress && !isIpAllowed(value.ip_allow_list, origin.ipAddress)) {
      const message = SETTINGS_MESSAGES.ipSelfExcluded(origin.ipAddress);
      throw new AppError('VALIDATION', message, [{ field: 'ip_allow_list', message }]);
    }
    await saveSystemSettings(tx, value, admin.id);
    await recordActivity(
      tx,
      {
        userId: admin.id,
        action: 'settings_update',
        description: `Updated system settings (${changed.join(', ')})`.slice(0, 500),
        category: 'security',
      },
      origin,
    );
    return value;
  });
  // Emptied again after the commit: a request between save and commit may have cached the old row.
  clearSettingsCache();
  return next;
}

export async function resetSystemSettings(db: Db, admin: UserRow, origin: RequestOrigin): Promise<SystemSettings> {
  await db.transaction(async (tx) => {
    await deleteSystemSettings(tx);
    await recordActivity(
      tx,
      {
        userId: admin.id,
        action: 'settings_reset',
        description: 'Reset system settings to their defaults',
        category: 'security',
      },
      origin,
    );
  });
  clearSettingsCache();
  return DEFAULT_SYSTEM_SETTINGS;
}

export async function clearCaches(db: Db, admin: UserRow, origin: RequestOrigin) {
  clearSettingsCache();
  await recordActivity(
    db,
    { userId: admin.id, action: 'cache_clear', description: 'Cleared the server settings cache', category: 'security' },
    origin,
  );
}
