import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

/** The demo admin's token, for setting up through the API what a test is not about. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  return ((await login.json()) as { access_token: string }).access_token;
}

/**
 * A fresh employee (password secret123) made by the admin, so no demo account's preferences or
 * notifications change under other tests. Answers the admin's token too.
 */
export async function newEmployee(request: APIRequestContext, tag: string) {
  const token = await adminToken(request);
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      username: `staff_${tag}`,
      first_name: 'Sam',
      last_name: 'Settings',
      email: `staff_${tag}@example.com`,
      role: 'employee',
      branch_id: 1,
      password: 'secret123',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { id, token, username: `staff_${tag}` };
}
