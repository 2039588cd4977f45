import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.js';

/**
 * The password of every account the browser tests create. New passwords must pass the server's
 * strength check (no common passwords, patterns or the person's own details); the demo accounts
 * keep their seeded passwords.
 */
export const E2E_PASSWORD = 'Maple-Circuit-4829';

/** The demo admin's token, for setting up through the API what a test is not about. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  return ((await login.json()) as { access_token: string }).access_token;
}

/**
 * A fresh employee (password E2E_PASSWORD) made by the admin, so no demo account's preferences or
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
      password: E2E_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  return { id, token, username: `staff_${tag}` };
}

/**
 * A customer of one test only (password E2E_PASSWORD), registered through the API with every profile
 * field the application wizard prefills, so their applications and notifications are theirs alone.
 */
export async function registerCustomer(tag: string) {
  const customer = {
    first_name: 'Avery',
    last_name: `Applicant ${tag}`,
    username: `avery_${tag}`,
    email: `avery_${tag}@example.com`,
    phone: '+1 202 555 0142',
    address: '12 Harbour Road, Springfield',
    password: E2E_PASSWORD,
  };
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  expect(response.status).toBe(201);
  return customer;
}

/**
 * A branch of one test only, with one employee to receive its goods, made by the admin through the
 * API: approving into it moves no demo branch's figures that other tests read.
 */
export async function newBranchWithStaff(tag: string, capacity: number) {
  const token = await (async () => {
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    return ((await login.json()) as { access_token: string }).access_token;
  })();
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const name = `Depot ${tag}`;
  const id = await post('/branches', { name, location: '5 Pier Lane', capacity });
  const employeeId = await post('/users', {
    username: `intake_${tag}`,
    first_name: 'Ivy',
    last_name: `Intake ${tag}`,
    email: `intake_${tag}@example.com`,
    role: 'employee',
    branch_id: id,
    password: E2E_PASSWORD,
  });
  return { id, name, employeeId };
}
