import { describe, expect, it } from 'vitest';
import { isoDateInZone } from '../account/date-format.js';
import { currencyFixedMessage, DEFAULT_SITE_TIME_ZONE, isTimeZone } from './site-time.js';

describe('the site time zone', () => {
  it('when the name is an IANA zone or UTC, then it is accepted', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Pacific/Kiritimati', 'Etc/GMT+5'])
      expect(isTimeZone(zone), zone).toBe(true);
    expect(isTimeZone(DEFAULT_SITE_TIME_ZONE)).toBe(true);
  });

  it('when the name is unknown, an offset, empty or too long, then it is refused', () => {
    for (const zone of ['Mars/Olympus_Mons', '+01:00', '', ' ', 'Europe/', 'x'.repeat(65)])
      expect(isTimeZone(zone), zone).toBe(false);
  });

  it('when it is 23:30 UTC on the 31st, then today is the 1st in Kiritimati (UTC+14) and the 31st in UTC', () => {
    const instant = new Date('2026-01-31T23:30:00.000Z');
    expect(isoDateInZone(instant, 'Pacific/Kiritimati')).toBe('2026-02-01');
    expect(isoDateInZone(instant, 'UTC')).toBe('2026-01-31');
    expect(isoDateInZone(instant, 'America/Los_Angeles')).toBe('2026-01-31');
  });

  it('when the currency is fixed, then the message names it and why', () => {
    expect(currencyFixedMessage('USD')).toBe(
      'The currency stays USD: charges, payments or statements are already recorded in it',
    );
  });
});
