import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  daysUntil,
  expiryStatus,
  isExpiryInFuture,
  isIsoDate,
  stockStatus,
  todayIsoDate,
} from './status.js';

const TODAY = '2025-06-15';
const inDays = (days: number) => addDaysToIsoDate(TODAY, days);

describe('stock status', () => {
  it.each([
    [0, 10, 'out-of-stock'],
    [-1, 10, 'out-of-stock'],
    [1, 10, 'low-stock'],
    [10, 10, 'low-stock'],
    [11, 10, 'in-stock'],
    [5, 5, 'low-stock'],
    [6, 5, 'in-stock'],
    [1, 0, 'in-stock'],
    [0, 0, 'out-of-stock'],
  ])('when quantity is %i and the threshold %i, then the status is %s', (quantity, threshold, status) => {
    expect(stockStatus(quantity, threshold)).toBe(status);
  });

  it.each([
    [320, 10, 100, 'overstock'],
    [101, 10, 100, 'overstock'],
    [100, 10, 100, 'in-stock'],
    [5, 10, 3, 'low-stock'],
    [0, 10, 0, 'out-of-stock'],
    [320, 10, null, 'in-stock'],
  ])(
    'when quantity is %i, the threshold %i and the maximum %s, then the status is %s',
    (quantity, threshold, max, status) => {
      expect(stockStatus(quantity, threshold, max)).toBe(status);
    },
  );

  it('when no threshold is given (or null), then 10 is used', () => {
    expect(stockStatus(10)).toBe('low-stock');
    expect(stockStatus(11)).toBe('in-stock');
    expect(stockStatus(10, null)).toBe('low-stock');
    expect(stockStatus(11, undefined)).toBe('in-stock');
  });
});

describe('expiry status', () => {
  it.each([
    ['no date', null, 'fresh'],
    ['an empty date', '', 'fresh'],
    ['a date that is not a date', 'soon', 'fresh'],
    ['yesterday', inDays(-1), 'expired'],
    ['a year ago', inDays(-365), 'expired'],
    ['today (0 days)', inDays(0), 'expiring-soon'],
    ['tomorrow', inDays(1), 'expiring-soon'],
    ['in 30 days', inDays(30), 'expiring-soon'],
    ['in 31 days', inDays(31), 'fresh'],
  ])('when the expiry date is %s, then the status is %s', (_name, date, status) => {
    expect(expiryStatus(date, TODAY)).toBe(status);
  });

  it('when today is a clock time, then days are rounded up to whole dates (UTC)', () => {
    // 30.5 days before the expiry date rounds up to 31 days: fresh; at 29.5 days: expiring soon.
    expect(expiryStatus('2025-07-16', new Date('2025-06-15T12:00:00Z'))).toBe('fresh');
    expect(expiryStatus('2025-07-15', new Date('2025-06-15T12:00:00Z'))).toBe('expiring-soon');
    // The expiry day itself is 0 days (rounded up from -0.5): not yet expired.
    expect(expiryStatus('2025-06-15', new Date('2025-06-15T23:59:59Z'))).toBe('expiring-soon');
    expect(expiryStatus('2025-06-14', new Date('2025-06-15T00:00:01Z'))).toBe('expired');
  });

  it('when the expiry is a full timestamp, then its date part is used', () => {
    expect(expiryStatus(`${inDays(-1)}T00:00:00.000Z`, TODAY)).toBe('expired');
  });
});

describe('dates', () => {
  it.each([
    ['2025-06-15', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-6-15', false],
    ['15/06/2025', false],
    ['', false],
  ])('when the value is %j, then isIsoDate is %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  it('when counting days, then past dates are negative and invalid ones undefined', () => {
    expect(daysUntil(inDays(-3), TODAY)).toBe(-3);
    expect(daysUntil(inDays(45), TODAY)).toBe(45);
    expect(daysUntil('nope', TODAY)).toBeUndefined();
  });

  it('when checking the item form rule, then only dates after today are in the future', () => {
    expect(isExpiryInFuture(inDays(1), TODAY)).toBe(true);
    expect(isExpiryInFuture(inDays(0), TODAY)).toBe(false);
    expect(isExpiryInFuture(inDays(-1), TODAY)).toBe(false);
    expect(isExpiryInFuture('2025-02-30', TODAY)).toBe(false);
  });

  it('when today is read, then it is the UTC date', () => {
    expect(todayIsoDate(new Date('2025-06-15T23:30:00-05:00'))).toBe('2025-06-16');
    expect(addDaysToIsoDate('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysToIsoDate('2025-03-01', -1)).toBe('2025-02-28');
  });
});
