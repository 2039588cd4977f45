import { describe, expect, it } from 'vitest';
import { ADMIN_RATE_LIMIT_FLOOR_PER_MINUTE, apiRateLimitFor, RATE_LIMIT_MIN_PER_MINUTE } from './system.js';

describe('the API rate limit per role', () => {
  it('when the setting is below the admin floor, then admins get the floor and everyone else the setting', () => {
    expect(apiRateLimitFor('admin', RATE_LIMIT_MIN_PER_MINUTE)).toBe(ADMIN_RATE_LIMIT_FLOOR_PER_MINUTE);
    expect(apiRateLimitFor('employee', RATE_LIMIT_MIN_PER_MINUTE)).toBe(RATE_LIMIT_MIN_PER_MINUTE);
    expect(apiRateLimitFor(undefined, RATE_LIMIT_MIN_PER_MINUTE)).toBe(RATE_LIMIT_MIN_PER_MINUTE);
  });
  it('when the setting is at or above the floor, then admins get the setting too', () => {
    expect(apiRateLimitFor('admin', ADMIN_RATE_LIMIT_FLOOR_PER_MINUTE)).toBe(ADMIN_RATE_LIMIT_FLOOR_PER_MINUTE);
    expect(apiRateLimitFor('admin', 1000)).toBe(1000);
  });
});
