import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, DEFAULT_LOCKOUT_MINUTES, DEFAULT_MAX_LOGIN_ATTEMPTS, isLocked } from './lockout.js';

const now = new Date('2026-01-01T12:00:00Z');

describe('account lockout', () => {
  it('when the defaults are read, then they are the spec settings (5 attempts, 30 minutes)', () => {
    expect(DEFAULT_MAX_LOGIN_ATTEMPTS).toBe(5);
    expect(DEFAULT_LOCKOUT_MINUTES).toBe(30);
  });
  it('when failures stay below the limit, then the account is not locked', () => {
    let state = { failedAttempts: 0, lockedUntil: null as Date | null };
    for (let i = 0; i < 4; i += 1) state = afterFailedAttempt(state, now);
    expect(state.failedAttempts).toBe(4);
    expect(isLocked(state, now)).toBe(false);
  });
  it('when the limit is reached, then it locks for the lockout period and the counter resets', () => {
    const state = afterFailedAttempt({ failedAttempts: 4, lockedUntil: null }, now);
    expect(state.failedAttempts).toBe(0);
    expect(state.lockedUntil?.toISOString()).toBe('2026-01-01T12:30:00.000Z');
    expect(isLocked(state, new Date('2026-01-01T12:29:59Z'))).toBe(true);
    expect(isLocked(state, new Date('2026-01-01T12:30:00Z'))).toBe(false);
  });
  it('when custom settings are given, then they apply', () => {
    const state = afterFailedAttempt({ failedAttempts: 2, lockedUntil: null }, now, 3, 1);
    expect(state.lockedUntil?.toISOString()).toBe('2026-01-01T12:01:00.000Z');
  });
});
