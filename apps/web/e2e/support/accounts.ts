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
 * API: approving into it moves no demo branch's figures that other tests read. `alsoStaffedBy`:
 * demo employees the admin also sets to work there (staff act at their own branches only).
 */
export async function newBranchWithStaff(tag: string, capacity: number, alsoStaffedBy: readonly string[] = []) {
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
  for (const username of alsoStaffedBy) await addBranchTo(token, username, id);
  return { id, name, employeeId };
}

/** The admin adds a branch to an employee's "Also works at", again on a version conflict (tests run side by side). */
export async function addBranchTo(token: string, username: string, branchId: number) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const list = await fetch(`${baseUrl()}/api/users?search=${encodeURIComponent(username)}`, { headers });
    type Listed = {
      id: number;
      username: string;
      first_name: string;
      last_name: string;
      email: string;
      role: string;
      branch_id: number | null;
      version: number;
      branch_ids: number[];
    };
    const users = (await list.json()) as Listed[];
    const user = users.find((candidate) => candidate.username === username);
    if (!user) throw new Error(`no user ${username}`);
    const response = await fetch(`${baseUrl()}/api/users/${user.id}`, {
      method: 'PUT',
      headers,
      // The user form sends the whole user; only the branches change.
      body: JSON.stringify({
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        role: user.role,
        branch_id: user.branch_id,
        branch_ids: [...user.branch_ids, branchId],
        version: user.version,
      }),
    });
    if (response.status === 200) return;
    if (response.status !== 409)
      throw new Error(`adding a branch to ${username}: ${response.status} ${await response.text()}`);
  }
  throw new Error(`adding a branch to ${username}: kept conflicting`);
}

/** As the admin: `username` also works at the branch called `branchName` (staff see their branches' records). */
export async function addBranchNamed(token: string, username: string, branchName: string) {
  const response = await fetch(`${baseUrl()}/api/branches?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { id: number; name: string }[] | { branches: { id: number; name: string }[] };
  const list = Array.isArray(body) ? body : body.branches;
  const branch = list.find((candidate) => candidate.name === branchName);
  if (!branch) throw new Error(`no branch ${branchName}`);
  await addBranchTo(token, username, branch.id);
}
