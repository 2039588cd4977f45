import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '../auth/schemas.js';
import { isRecoveryCode, isTotpCode, normalizeTwoFactorCode, totpCodeField, twoFactorCodeField } from './code.js';
import { TWO_FACTOR_MESSAGES } from './messages.js';

describe('two-factor codes', () => {
  it('when a code is typed with spaces or capitals, then it is read without them', () => {
    expect(normalizeTwoFactorCode(' 123 456 ')).toBe('123456');
    expect(normalizeTwoFactorCode('K7PQM-X3D9A')).toBe('k7pqm-x3d9a');
  });

  it.each([
    ['123456', true, false],
    ['12345', false, false],
    ['1234567', false, false],
    ['k7pqm-x3d9a', false, true],
    ['k7pqmx3d9a', false, true],
    ['k7pq-x3d9', false, false],
  ])('when the code is %j, then it is an app code: %s, a recovery code: %s', (code, totp, recovery) => {
    expect(isTotpCode(code)).toBe(totp);
    expect(isRecoveryCode(code)).toBe(recovery);
  });

  it('when enrolment gets a recovery-shaped code or nothing, then only 6 digits pass', () => {
    expect(totpCodeField.safeParse('123 456').data).toBe('123456');
    expect(totpCodeField.safeParse('k7pqm-x3d9a').success).toBe(false);
    expect(totpCodeField.safeParse('').error?.issues[0]?.message).toBe(TWO_FACTOR_MESSAGES.codeRequired);
  });

  it('when a confirmation gets either kind, then both pass and anything else is refused', () => {
    expect(twoFactorCodeField.safeParse('654321').success).toBe(true);
    expect(twoFactorCodeField.safeParse('K7PQM-X3D9A').data).toBe('k7pqm-x3d9a');
    expect(twoFactorCodeField.safeParse('abc').error?.issues[0]?.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
  });

  it('when sign-in has no code, then the request is still valid; a malformed code is refused', () => {
    expect(loginRequestSchema.safeParse({ username: 'ann', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ username: 'ann', password: 'x', otp_code: '123456' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ username: 'ann', password: 'x', otp_code: '12' }).success).toBe(false);
  });
});
