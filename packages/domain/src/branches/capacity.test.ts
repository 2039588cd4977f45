import { describe, expect, it } from 'vitest';
import { availableAfterCapacityChange, canChangeCapacity } from './capacity.js';
import { USED_ABOVE_CAPACITY_MESSAGE } from './messages.js';

describe('manage capacity', () => {
  it('when the capacity grows, then the available space grows by the same amount', () => {
    expect(availableAfterCapacityChange(1500, 300)).toBe(1200);
    expect(canChangeCapacity(1500, 300)).toBe(true);
  });
  it('when the new capacity equals the used space, then it is allowed and nothing is available', () => {
    expect(canChangeCapacity(300, 300)).toBe(true);
    expect(availableAfterCapacityChange(300, 300)).toBe(0);
  });
  it('when the new capacity is one below the used space, then it is refused and available floors at 0', () => {
    expect(canChangeCapacity(299, 300)).toBe(false);
    expect(availableAfterCapacityChange(299, 300)).toBe(0);
  });
  it('when nothing is used, then any capacity from 0 up is allowed', () => {
    expect(canChangeCapacity(0, 0)).toBe(true);
    expect(availableAfterCapacityChange(0, 0)).toBe(0);
    expect(availableAfterCapacityChange(1, 0)).toBe(1);
  });
  it('when the new capacity is not a number (empty input), then it is refused', () => {
    expect(canChangeCapacity(Number.NaN, 0)).toBe(false);
  });
  it('when refused, then the spec message is the one to show', () => {
    expect(USED_ABOVE_CAPACITY_MESSAGE).toBe('Used space cannot exceed total capacity');
  });
});
