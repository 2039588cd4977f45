import {
  applySettingsUpdate,
  changedSettingKeys,
  defaultSystemSettings,
  SETTINGS_MESSAGES,
  toSettingsResponse,
  type SystemSettings,
  type SystemSettingsUpdate,
} from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { staleVersion } from '../../lib/versioning.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import type { SecretSealer } from '../../lib/sealed-secret.js';
import { isIpAllowed } from './ip-allow-list.js';
import { sealSettings } from './settings-secrets.js';
import { clearSettingsCache } from './settings-cache.js';
import {
  readSystemSettingsRecord,
  resetSystemSettingsRow,
  saveSystemSettingsIfVersion,
} from './settings.repository.js';

export type VersionedSettings = { value: SystemSettings; version: number };

const staleSettings = (current: VersionedSettings) => staleVersion(toSettingsResponse(current.value, current.version));

/**
 * Saves a partial update, made from the version the admin read (`expected`), in one transaction
 * with its log entry, which names only the settings whose value changed; secrets follow
 * applySettingsUpdate. Settings changed since that version are refused (409) before anything is
 * compared, and the write itself only applies at that version.
 */
export async function updateSystemSettings(
  db: Db,
  admin: UserRow,
  expected: number,
  update: SystemSettingsUpdate,
  origin: RequestOrigin,
  sealer: SecretSealer,
): Promise<VersionedSettings> {
  const next = await db.transaction(async (tx) => {
    const stored = await readSystemSettingsRecord(tx);
    if (stored.version !== expected) throw staleSettings(stored);
    const current = stored.value;
    // A new SMTP password is sealed before it is compared or stored; a kept one is already sealed.
    const value = sealSettings(applySettingsUpdate(current, update), sealer);
    // A GET answer sent back unchanged (or a field re-sent as it is) is not a change: nothing to log.
    const changed = changedSettingKeys(current, value);
    if (changed.length === 0) return stored;
    // An allow-list without the admin's own address would end this admin's access on the next call.
    if (origin.ipAddress && !isIpAllowed(value.ip_allow_list, origin.ipAddress)) {
      const message = SETTINGS_MESSAGES.ipSelfExcluded(origin.ipAddress);
      throw new AppError('VALIDATION', message, [{ field: 'ip_allow_list', message }]);
    }
    const version = await saveSystemSettingsIfVersion(tx, value, expected, admin.id);
    if (version === undefined) throw staleSettings(await readSystemSettingsRecord(tx));
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
    return { value, version };
  });
  // Emptied again after the commit: a request between save and commit may have cached the old row.
  clearSettingsCache();
  return next;
}

/**
 * Back to the defaults. Like a deletion it needs no version (the result does not depend on what
 * was stored), but it moves the version on, so a form opened before it cannot save over it unseen.
 */
export async function resetSystemSettings(db: Db, admin: UserRow, origin: RequestOrigin): Promise<VersionedSettings> {
  const version = await db.transaction(async (tx) => {
    const reset = await resetSystemSettingsRow(tx, admin.id);
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
    return reset;
  });
  clearSettingsCache();
  return { value: defaultSystemSettings(), version };
}

export async function clearCaches(db: Db, admin: UserRow, origin: RequestOrigin) {
  clearSettingsCache();
  await recordActivity(
    db,
    { userId: admin.id, action: 'cache_clear', description: 'Cleared the server settings cache', category: 'security' },
    origin,
  );
}
