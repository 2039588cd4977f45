import { describe, expect, it } from 'vitest';
import { SESSION_TIMEOUT_OPTIONS } from './preference-options.js';
import { sessionLifetimeMinutes } from './session-lifetime.js';

describe('session lifetime', () => {
  it("uses the customer's own timeout when the site allows longer", () => {
    expect(sessionLifetimeMinutes(480, '15')).toBe(15);
    expect(sessionLifetimeMinutes(480, '30')).toBe(30);
    expect(sessionLifetimeMinutes(480, '60')).toBe(60);
    expect(sessionLifetimeMinutes(480, '120')).toBe(120);
  });

  it("keeps the site's limit when it is shorter, equal, or the customer chose never", () => {
    expect(sessionLifetimeMinutes(30, '120')).toBe(30);
    expect(sessionLifetimeMinutes(60, '60')).toBe(60);
    expect(sessionLifetimeMinutes(45, 'never')).toBe(45);
  });

  it('answers a whole number of minutes for every option', () => {
    for (const option of SESSION_TIMEOUT_OPTIONS)
      expect(Number.isInteger(sessionLifetimeMinutes(90, option))).toBe(true);
  });
});
