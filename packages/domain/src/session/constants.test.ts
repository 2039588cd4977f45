import { describe, expect, it } from 'vitest';
import {
  isAuthPagePath,
  SCROLL,
  TOKEN_STORAGE_KEY,
  UNAUTHORIZED_REDIRECT_DELAY_MS,
  USER_STORAGE_KEY,
} from './constants.js';

describe('session constants', () => {
  it('when read, then they are the spec values', () => {
    expect([TOKEN_STORAGE_KEY, USER_STORAGE_KEY, UNAUTHORIZED_REDIRECT_DELAY_MS]).toEqual(['token', 'user', 100]);
    expect(SCROLL).toEqual({
      sectionDurationMs: 1000,
      sectionOffsetPx: 80,
      anchorOffsetPx: 100,
      toTopDurationMs: 800,
      toTopButtonAfterPx: 300,
      navbarHideAfterPx: 100,
    });
  });
  it.each([
    ['/login', true],
    ['/register', true],
    ['/admin/login-history', true],
    ['/dashboard', false],
    ['/', false],
  ])('when the path is %s, then the 401 rule skip is %s', (path, skip) => {
    expect(isAuthPagePath(path)).toBe(skip);
  });
});
