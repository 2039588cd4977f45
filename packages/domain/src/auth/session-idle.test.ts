import { describe, expect, it } from 'vitest';
import {
  renewedSessionEnd,
  safeReturnPath,
  SESSION_RENEW_EVERY_SECONDS,
  SESSION_WARNING_SECONDS,
  sessionPhase,
  shouldRenewSession,
} from './session-idle.js';

describe('session idle rules', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('when a session is renewed, then it ends idle minutes later, but never after its token', () => {
    const tokenEnds = new Date('2026-11-27T22:00:00Z');
    expect(renewedSessionEnd(now, 60, tokenEnds)).toEqual(new Date('2026-11-27T11:00:00Z'));
    expect(renewedSessionEnd(new Date('2026-11-27T21:30:00Z'), 60, tokenEnds)).toEqual(tokenEnds);
  });

  it('when the end comes near, then the last minute warns and the end itself ends', () => {
    const end = now.getTime() + 10 * 60_000;
    expect(sessionPhase(end - SESSION_WARNING_SECONDS * 1000 - 1, end)).toBe('active');
    expect(sessionPhase(end - SESSION_WARNING_SECONDS * 1000, end)).toBe('warning');
    expect(sessionPhase(end - 1, end)).toBe('warning');
    expect(sessionPhase(end, end)).toBe('ended');
  });

  it('when activity goes on, then it renews at most once a minute', () => {
    const t = now.getTime();
    expect(shouldRenewSession(t, null)).toBe(true);
    expect(shouldRenewSession(t, t - SESSION_RENEW_EVERY_SECONDS * 1000 + 1)).toBe(false);
    expect(shouldRenewSession(t, t - SESSION_RENEW_EVERY_SECONDS * 1000)).toBe(true);
  });

  it('when a return path is given, then only a path of this site other than the sign-in pages is kept', () => {
    expect(safeReturnPath('/admin/goods?page=2#top')).toBe('/admin/goods?page=2#top');
    expect(safeReturnPath('/customer/dashboard')).toBe('/customer/dashboard');
    for (const bad of [
      null,
      '',
      'admin/goods',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/login?next=/x',
      '/register',
      '/a\nb',
      `/${'x'.repeat(2001)}`,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
