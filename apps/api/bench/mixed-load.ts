/**
 * The mixed workload of issue 10, run as its own process (`node --import tsx bench/mixed-load.ts`) so
 * the load generator's CPU is not the server's: customers, employees and admins at 50 clients in all
 * for 60 s, reading what their screens read. Prints one JSON line (MixedResult) on stdout.
 * Environment: BENCH_BASE_URL, BENCH_CLIENTS (50), BENCH_SECONDS (60).
 */
import { runMixed, type MixedRequest } from './load.js';

const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8190';
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);

async function bearer(username: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

const [customer, employee, admin] = await Promise.all([
  bearer('customer1', 'cust123'),
  bearer('employee1', 'emp123'),
  bearer('admin', 'admin123'),
]);
const get = (path: string, headers: Record<string, string>) => () => fetch(`${base}${path}`, { headers });

// What each role's main screens load (spec 01 and 02): lists are first pages of 10, as the screens ask.
const requests: MixedRequest[] = [
  { role: 'customer', label: 'customer GET /api/branches', send: get('/api/branches', customer) },
  {
    role: 'customer',
    label: 'customer GET /api/goods/my-goods',
    send: get('/api/goods/my-goods?page=1&limit=10', customer),
  },
  { role: 'customer', label: 'customer GET /api/applications', send: get('/api/applications', customer) },
  {
    role: 'employee',
    label: 'employee GET /api/assignments/my-assignments',
    send: get('/api/assignments/my-assignments', employee),
  },
  { role: 'employee', label: 'employee GET /api/inventory/summary', send: get('/api/inventory/summary', employee) },
  { role: 'employee', label: 'employee GET /api/goods (list)', send: get('/api/goods?page=1&limit=10', employee) },
  {
    role: 'employee',
    label: 'employee GET /api/goods (search)',
    send: get('/api/goods?page=1&limit=10&search=steel', employee),
  },
  { role: 'admin', label: 'admin GET /api/users/dashboard/stats', send: get('/api/users/dashboard/stats', admin) },
  { role: 'admin', label: 'admin GET /api/users', send: get('/api/users?page=1&limit=10', admin) },
  { role: 'admin', label: 'admin GET /api/goods (list)', send: get('/api/goods?page=1&limit=10', admin) },
];

// A first pass warms the server (module loading, query plans) so the figures are of the steady state.
for (const request of requests) await (await request.send()).arrayBuffer();

process.stdout.write(`${JSON.stringify(await runMixed(requests, { clients, seconds }))}\n`);
