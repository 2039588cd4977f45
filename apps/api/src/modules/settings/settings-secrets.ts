import type { SystemSettings } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { secretSealer, type SecretSealer } from '../../lib/sealed-secret.js';
import { readSystemSettingsRecord, rewriteSystemSettingsValue } from './settings.repository.js';

/** Settings the server must read back in the clear to use them, so they are stored sealed. */
export const SEALED_SETTINGS = ['smtp_password', 'sms_auth_token'] as const satisfies readonly (keyof SystemSettings)[];

/** The sealer for settings secrets, keyed by the server secret for this one purpose. */
export const settingsSealerFor = (serverSecret: string) => secretSealer(serverSecret, 'settings-secret');

/** The settings as stored: every sealed setting sealed (a sealed one is left as it is). */
export function sealSettings(settings: SystemSettings, sealer: SecretSealer): SystemSettings {
  const next = { ...settings };
  for (const key of SEALED_SETTINGS) {
    const value = next[key];
    if (value !== '' && !sealer.isSealed(value)) next[key] = sealer.seal(value);
  }
  return next;
}

/**
 * The settings with their secrets in the clear, for a sender. A secret sealed under another server
 * secret cannot be opened: it reads as empty and is named in `unreadable`.
 */
export function openSettings(
  settings: SystemSettings,
  sealer: SecretSealer,
): { settings: SystemSettings; unreadable: (typeof SEALED_SETTINGS)[number][] } {
  const next = { ...settings };
  const unreadable: (typeof SEALED_SETTINGS)[number][] = [];
  for (const key of SEALED_SETTINGS) {
    const value = next[key];
    if (value === '' || !sealer.isSealed(value)) continue;
    const plain = sealer.open(value);
    if (plain === null) unreadable.push(key);
    next[key] = plain ?? '';
  }
  return { settings: next, unreadable };
}

/** The stored system settings, secrets opened. */
export async function readOpenSystemSettings(db: Db, sealer: SecretSealer) {
  return openSettings((await readSystemSettingsRecord(db)).value, sealer);
}

/**
 * Start-up: a secret saved before settings were sealed (or written by a tool) is sealed in place.
 * The version stays: the admin's form holds no secret, so nothing it shows has changed.
 */
export async function sealPlainSettingsSecrets(db: Db, sealer: SecretSealer): Promise<void> {
  const { value } = await readSystemSettingsRecord(db);
  const sealed = sealSettings(value, sealer);
  if (SEALED_SETTINGS.some((key) => sealed[key] !== value[key])) await rewriteSystemSettingsValue(db, sealed);
}
