import { describe, expect, it } from 'vitest';
import {
  ALL_ADDRESSES_ATTEMPTS_FACTOR,
  DEFAULT_LOCKOUT_MINUTES,
  DEFAULT_MAX_LOGIN_ATTEMPTS,
  LOCKOUT_GROWTH,
  MAX_LOCKOUT_MINUTES,
  REGISTRATION_TAKEN_MESSAGES,
  signInPausedMessage,
} from './lockout.js';

describe('sign-in throttling rules', () => {
  it('when the defaults are read, then they are the spec settings (5 attempts, 30 minutes)', () => {
    expect(DEFAULT_MAX_LOGIN_ATTEMPTS).toBe(5);
    expect(DEFAULT_LOCKOUT_MINUTES).toBe(30);
  });

  it('when pauses grow, then they double up to a day, the longest lockout an admin can set', () => {
    expect(LOCKOUT_GROWTH).toBe(2);
    expect(MAX_LOCKOUT_MINUTES).toBe(1440);
    expect(ALL_ADDRESSES_ATTEMPTS_FACTOR * DEFAULT_MAX_LOGIN_ATTEMPTS).toBe(50);
  });

  it.each([
    [1, 'Too many failed sign-ins. Please wait 1 minute before trying again.'],
    [0, 'Too many failed sign-ins. Please wait 1 minute before trying again.'],
    [30, 'Too many failed sign-ins. Please wait 30 minutes before trying again.'],
  ])('when %i minutes are left, then the pause answer reads "%s"', (minutes, message) => {
    expect(signInPausedMessage(minutes)).toBe(message);
  });

  it('when a name or email is taken, then the answer says it is not available, not that an account has it', () => {
    for (const message of Object.values(REGISTRATION_TAKEN_MESSAGES)) expect(message).not.toMatch(/registered|exists/i);
  });
});
