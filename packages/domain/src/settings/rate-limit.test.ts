import { describe, expect, it } from 'vitest';
import {
  apiRateLimitFor,
  PAGE_FAN_OUT_MAX,
  PAGE_LOADS_PER_MINUTE,
  RATE_LIMIT_MIN_PER_MINUTE,
  SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE,
} from './system.js';

describe('the API rate limit per person', () => {
  it('when the setting is below the signed-in floor, then every signed-in role gets the floor and visitors the setting', () => {
    for (const role of ['admin', 'employee', 'customer'])
      expect(apiRateLimitFor(role, RATE_LIMIT_MIN_PER_MINUTE)).toBe(SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE);
    expect(apiRateLimitFor(undefined, RATE_LIMIT_MIN_PER_MINUTE)).toBe(RATE_LIMIT_MIN_PER_MINUTE);
  });
  it('when the setting is at or above the floor, then signed-in people get the setting', () => {
    expect(apiRateLimitFor('employee', 1000)).toBe(1000);
    expect(apiRateLimitFor('admin', SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE)).toBe(SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE);
  });
  it('when a person reloads a screen in a hurry, then a minute of page loads fits the floor', () => {
    expect(SIGNED_IN_RATE_LIMIT_FLOOR_PER_MINUTE).toBeGreaterThanOrEqual(PAGE_FAN_OUT_MAX * PAGE_LOADS_PER_MINUTE);
    // The case: nine reloads of a dashboard within 14 s.
    expect(9 * PAGE_FAN_OUT_MAX).toBeLessThan(apiRateLimitFor('customer', 100));
  });
});
