import { describe, expect, it } from 'vitest';
import { lastLoginLabel } from './last-login.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('last-login label', () => {
  it.each([
    ['null', null, 'Never logged in'],
    ['undefined', undefined, 'Never logged in'],
    ['an empty string', '', 'Never logged in'],
    ['not a date', 'yesterday-ish', 'Never logged in'],
  ])('when last_login is %s, then the label is %j', (_name, value, label) => {
    expect(lastLoginLabel(value, NOW)).toBe(label);
  });

  it.each([
    ['0s', 0, 'Active now'],
    ['59m59s', 59 * M + 59 * S, 'Active now'],
    ['59m59.999s', H - 1, 'Active now'],
    ['1h', H, '1 hour ago'],
    ['1h59m', 2 * H - M, '1 hour ago'],
    ['2h', 2 * H, '2 hours ago'],
    ['23h59m59s', 24 * H - S, '23 hours ago'],
    ['24h', 24 * H, '1 day ago'],
    ['47h59m', 48 * H - M, '1 day ago'],
    ['48h', 48 * H, '2 days ago'],
    ['167h59m59s', 168 * H - S, '6 days ago'],
    ['168h', 168 * H, 'Inactive'],
    ['400 days', 400 * 24 * H, 'Inactive'],
  ])('when the last sign-in was %s ago, then the label is %j', (_name, ms, label) => {
    expect(lastLoginLabel(ago(ms), NOW)).toBe(label);
  });

  it('when the last sign-in is a little in the future (clock skew), then the label is "Active now"', () => {
    expect(lastLoginLabel(new Date(NOW.getTime() + 5 * M).toISOString(), NOW)).toBe('Active now');
  });
});
