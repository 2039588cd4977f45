import {
  isRecoveryCode,
  isTotpCode,
  normalizeTwoFactorCode,
  TWO_FACTOR_MESSAGES,
  type TwoFactorConfirmRequest,
  type TwoFactorSetupResponse,
} from '@stockyard/domain';
import QRCode from 'qrcode';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { secretSealer, type SecretSealer } from '../../lib/sealed-secret.js';
import { checkCurrentPassword } from '../auth/sign-in-guard.js';
import { recordActivity, type RequestOrigin } from '../activity/activity.repository.js';
import { announceSecurityAlert } from '../messages/announce.service.js';
import { getSystemSettings } from '../settings/settings.repository.js';
import type { UserRow } from '../users/users.mapper.js';
import {
  clearTwoFactor,
  consumeRecoveryCode,
  consumeTotpStep,
  enableWithSecret,
  findPlainTotpSecrets,
  replaceRecoveryCodes,
  replaceTotpSecret,
  savePendingSecret,
} from './two-factor.repository.js';
import { generateRecoveryCodes, generateTotpSecret, hashRecoveryCode, matchTotpStep, otpauthUrl } from './totp.js';

const security = (userId: number, action: string, description: string) => ({
  userId,
  action,
  description,
  category: 'security' as const,
});

// A 400, not a 401: the person is signed in, and a 401 would sign them out in the browser.
const wrongPassword = () =>
  new AppError('VALIDATION', TWO_FACTOR_MESSAGES.passwordIncorrect, [
    { field: 'password', message: TWO_FACTOR_MESSAGES.passwordIncorrect },
  ]);
const wrongCode = () =>
  new AppError('VALIDATION', TWO_FACTOR_MESSAGES.invalidCode, [
    { field: 'code', message: TWO_FACTOR_MESSAGES.invalidCode },
  ]);

/** The sealer for TOTP secrets, keyed by the server secret (the JWT secret). */
export const totpSealerFor = (serverSecret: string) => secretSealer(serverSecret, 'totp-secret');

export type SecondFactor = { kind: 'totp' } | { kind: 'recovery'; remaining: number };

/**
 * Checks a code against an enrolled user and uses it up: a TOTP time step is not accepted twice,
 * and a recovery code is removed. Answers null when the code is wrong or already used.
 */
export async function consumeSecondFactor(
  db: Executor,
  sealer: SecretSealer,
  user: UserRow,
  code: string,
  now: Date,
): Promise<SecondFactor | null> {
  if (!user.totpEnabled || !user.totpSecret) return null;
  const value = normalizeTwoFactorCode(code);
  if (isTotpCode(value)) {
    const secret = sealer.open(user.totpSecret);
    const step = secret === null ? null : matchTotpStep(secret, value, now);
    return step !== null && (await consumeTotpStep(db, user.id, step)) ? { kind: 'totp' } : null;
  }
  if (isRecoveryCode(value)) {
    const remaining = await consumeRecoveryCode(db, user.id, hashRecoveryCode(value));
    return remaining === null ? null : { kind: 'recovery', remaining };
  }
  return null;
}

export async function startSetup(
  db: Db,
  sealer: SecretSealer,
  user: UserRow,
  password: string,
  origin: RequestOrigin,
): Promise<TwoFactorSetupResponse> {
  if (user.totpEnabled) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
  await checkCurrentPassword(db, user, password, origin, wrongPassword);
  const secret = generateTotpSecret();
  const { site_name: issuer } = await getSystemSettings(db);
  const url = otpauthUrl(secret, user.username, issuer);
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  await db.transaction(async (tx) => {
    await savePendingSecret(tx, user.id, sealer.seal(secret));
    await recordActivity(tx, security(user.id, 'two_factor_setup', 'Started two-factor sign-in setup'), origin);
  });
  return { secret, otpauth_url: url, qr_svg: qrSvg };
}

export async function enable(
  db: Db,
  sealer: SecretSealer,
  user: UserRow,
  code: string,
  origin: RequestOrigin,
  now = new Date(),
) {
  if (user.totpEnabled) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
  const sealed = user.totpSecret;
  const secret = sealed === null ? null : sealer.open(sealed);
  if (sealed === null || secret === null) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.noPendingSetup);
  const step = matchTotpStep(secret, normalizeTwoFactorCode(code), now);
  if (step === null) throw wrongCode();
  const codes = generateRecoveryCodes();
  await db.transaction(async (tx) => {
    // A setup started again in another tab replaced the secret: this code no longer belongs to it.
    if (!(await enableWithSecret(tx, user.id, sealed, codes.map(hashRecoveryCode), step))) {
      throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.noPendingSetup);
    }
    await recordActivity(tx, security(user.id, 'two_factor_enabled', 'Turned on two-factor sign-in'), origin);
    await announceSecurityAlert(tx, user.id, 'two_factor_enabled', origin, now);
  });
  return codes;
}

/** Password plus a current code, for turning it off and for new recovery codes. */
async function confirm(
  db: Db,
  sealer: SecretSealer,
  user: UserRow,
  input: TwoFactorConfirmRequest,
  origin: RequestOrigin,
  now: Date,
) {
  if (!user.totpEnabled) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
  await checkCurrentPassword(db, user, input.password, origin, wrongPassword, now);
  if (!(await consumeSecondFactor(db, sealer, user, input.code, now))) throw wrongCode();
}

export async function disable(
  db: Db,
  sealer: SecretSealer,
  user: UserRow,
  input: TwoFactorConfirmRequest,
  origin: RequestOrigin,
  now = new Date(),
) {
  if (user.totpEnabled && user.role === 'admin' && (await getSystemSettings(db)).require_admin_two_factor) {
    throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.adminMustKeep);
  }
  await confirm(db, sealer, user, input, origin, now);
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, user.id);
    await recordActivity(tx, security(user.id, 'two_factor_disabled', 'Turned off two-factor sign-in'), origin);
    await announceSecurityAlert(tx, user.id, 'two_factor_disabled', origin, now);
  });
}

export async function regenerateRecoveryCodes(
  db: Db,
  sealer: SecretSealer,
  user: UserRow,
  input: TwoFactorConfirmRequest,
  origin: RequestOrigin,
  now = new Date(),
) {
  await confirm(db, sealer, user, input, origin, now);
  const codes = generateRecoveryCodes();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
    await recordActivity(
      tx,
      security(user.id, 'two_factor_recovery_codes', 'Generated new two-factor recovery codes'),
      origin,
    );
  });
  return codes;
}

/**
 * Secrets stored before they were sealed (by an earlier version) are sealed in place at start, so
 * no copy of the database holds one in the clear for longer than an upgrade.
 */
export async function sealPlainTotpSecrets(db: Db, sealer: SecretSealer): Promise<number> {
  const plain = await findPlainTotpSecrets(db, sealer.sealedPrefix);
  for (const row of plain) await replaceTotpSecret(db, row.id, row.secret, sealer.seal(row.secret));
  return plain.length;
}
