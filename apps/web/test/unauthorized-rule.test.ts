import { TOKEN_STORAGE_KEY } from '@stockyard/domain';
import type { apiRequest as ApiRequest } from '../src/lib/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Spec 01 section 7's 401 rule, in a stand-in browser: a refused session is dropped and the tab goes
 * to /login; a 401 for a session this tab has already ended (a request in flight when the user
 * signed out) changes nothing.
 */
let stored: Map<string, string>;
let apiRequest: typeof ApiRequest;
let assigned: string[];

function answer401Once() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ detail: 'Not authenticated' }), { status: 401 })),
  );
}

beforeEach(async () => {
  // A fresh module per test: the rule remembers a pending redirect.
  vi.resetModules();
  ({ apiRequest } = await import('../src/lib/api-client'));
  vi.useFakeTimers();
  stored = new Map();
  assigned = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('window', {
    location: {
      pathname: '/customer/dashboard',
      search: '?tab=2',
      hash: '',
      assign: (url: string) => assigned.push(url),
    },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the 401 rule', () => {
  it('when the current session is refused, then it is dropped and the tab goes to /login, which says so and returns to the page', async () => {
    stored.set(TOKEN_STORAGE_KEY, 'current');
    answer401Once();
    await expect(apiRequest('/goods')).rejects.toMatchObject({ status: 401 });
    expect(stored.has(TOKEN_STORAGE_KEY)).toBe(false);
    await vi.runAllTimersAsync();
    expect(assigned).toEqual(['/login?session=ended&next=%2Fcustomer%2Fdashboard%3Ftab%3D2']);
  });

  it('when a request sent before sign-out is refused after it, then the signed-out visitor stays where they are', async () => {
    stored.set(TOKEN_STORAGE_KEY, 'ended');
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const inFlight = apiRequest('/notifications');
    // The user signs out (the token is gone) and lands on the landing page before the answer comes.
    stored.delete(TOKEN_STORAGE_KEY);
    (window.location as { pathname: string }).pathname = '/';
    release(new Response(JSON.stringify({ detail: 'Not authenticated' }), { status: 401 }));
    await expect(inFlight).rejects.toMatchObject({ status: 401 });
    await vi.runAllTimersAsync();
    expect(assigned).toEqual([]);
  });

  it('when another user signed in while an old request was out, then their session is kept', async () => {
    stored.set(TOKEN_STORAGE_KEY, 'old');
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const inFlight = apiRequest('/users/me');
    stored.set(TOKEN_STORAGE_KEY, 'new');
    release(new Response(JSON.stringify({ detail: 'Not authenticated' }), { status: 401 }));
    await expect(inFlight).rejects.toMatchObject({ status: 401 });
    await vi.runAllTimersAsync();
    expect(stored.get(TOKEN_STORAGE_KEY)).toBe('new');
    expect(assigned).toEqual([]);
  });
});
