// The upgrade test's two halves (scripts/upgrade-test.sh), through the HTTP API only:
//   node upgrade-test-records.mjs write <base url> <file>   on the previous release: writes data, keeps what it read back
//   node upgrade-test-records.mjs check <base url> <file>   on the current build: reads every record again and compares
// A release that lacks a feature (the one before 1.0.0 had no agreements or billing) skips it, said aloud.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [command, base, file] = process.argv.slice(2);
const DEMO = [
  ['admin', 'admin123'],
  ['employee1', 'emp123'],
  ['employee2', 'emp456'],
  ['customer1', 'cust123'],
];
const PASSWORD = 'Tidal-Ember-5173';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function call(method, path, token, body, headers = {}) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && !isForm && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { body: isForm ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}
async function ok(method, path, token, body, headers) {
  const answer = await call(method, path, token, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
const signIn = async (username, password) =>
  (await ok('POST', '/auth/login', undefined, { username, password })).access_token;

/**
 * What the check reads again: the answer of `path` as `account` saw it (`pick`: one element of a
 * list by id), read once everything is written, so later writes (an intake filling a branch) are in.
 */
const records = [];
function keep(name, account, path, pick) {
  records.push({ name, account: { username: account.username, password: account.password }, path, pick });
}
async function read(record, token) {
  const body = await ok('GET', record.path, token);
  return record.pick ? body[record.pick.list].find((item) => item.id === record.pick.id) : body;
}

async function write() {
  const admin = { username: 'admin', password: 'admin123', token: await signIn('admin', 'admin123') };
  const paths = Object.keys((await ok('GET', '/docs/json')).paths);
  const has = (path) => paths.includes(`/api${path}`);
  const tag = Date.now().toString(36);

  // Mail to a port nothing listens on: every message stays pending, retried.
  const settings = await call('GET', '/settings/system', admin.token);
  const etag = settings.headers.get('etag');
  await ok(
    'PUT',
    '/settings/system',
    admin.token,
    {
      email_notifications: true,
      smtp_host: '127.0.0.1',
      smtp_port: 9,
      smtp_use_tls: false,
      smtp_username: 'mailer',
      smtp_password: 'Upgrade-Mail-5521',
      smtp_from_email: 'depot@example.com',
    },
    etag ? { 'if-match': etag } : {},
  );

  const branch = await ok('POST', '/branches', admin.token, {
    name: `Upgrade Depot ${tag}`,
    location: '1 Quay',
    capacity: 5000,
  });
  keep('branch', admin, `/branches/${branch.id}`);
  const employee = await ok('POST', '/users', admin.token, {
    username: `upg_emp_${tag}`,
    first_name: 'Una',
    last_name: 'Grader',
    email: `upg_emp_${tag}@example.com`,
    role: 'employee',
    branch_id: branch.id,
    is_active: true,
    password: PASSWORD,
  });
  keep('employee', admin, `/users/${employee.id}`);
  const registration = {
    first_name: 'Ulla',
    last_name: 'Pgrade',
    username: `upg_cust_${tag}`,
    email: `upg_cust_${tag}@example.com`,
    password: PASSWORD,
  };
  await ok('POST', '/auth/register', undefined, registration);
  const customer = {
    username: registration.username,
    password: PASSWORD,
    token: await signIn(registration.username, PASSWORD),
  };
  const customerId = (await ok('GET', '/users/me', customer.token)).id;
  keep('customer', admin, `/users/${customerId}`);

  const good = await ok('POST', '/goods', admin.token, {
    name: `Upgrade pallet ${tag}`,
    category: 'Furniture',
    sku: `UPG-${tag}`.toUpperCase(),
    quantity: 10,
    price_per_unit: 12.5,
    low_stock_threshold: 2,
    max_quantity: 100,
    branch_id: branch.id,
  });
  await ok('PUT', `/goods/${good.id}/stock`, admin.token, { type: 'inward', quantity: 5, reason: 'Purchase Receipt' });
  await ok('PUT', `/goods/${good.id}/stock`, admin.token, { type: 'outward', quantity: 3, reason: 'Sale' });
  keep('good', admin, `/goods/${good.id}`);
  keep('stock movements', admin, `/goods/${good.id}/movements`);

  const apply = async () => {
    const form = new FormData();
    form.append(
      'application_data',
      JSON.stringify({
        full_name: 'Ulla Pgrade',
        email: registration.email,
        phone: '+1 202 555 0199',
        address: '9 Harbour Road',
        is_business_account: false,
        item_type: 'Furniture',
        estimated_volume: 'medium',
        storage_type: 'standard',
        access_frequency: 'weekly',
        storage_duration: '3-6-months',
        insurance_required: false,
        packing_services: false,
        transportation_needed: false,
      }),
    );
    form.append('identification_doc', new Blob([PDF], { type: 'application/pdf' }), 'passport.pdf');
    return ok('POST', '/applications/submit', customer.token, form);
  };
  const application = await apply();
  keep('application', admin, `/applications/${application.id}`);

  if (has('/agreements/{id}/lots')) {
    const today = new Date().toISOString().slice(0, 10);
    const approved = await ok('PUT', `/applications/${(await apply()).id}`, admin.token, {
      status: 'approved',
      version: 1,
      branch_id: branch.id,
      start_date: today,
    });
    const agreement = approved.agreement;
    const location = await ok('POST', `/branches/${branch.id}/locations`, admin.token, {
      code: `UP-${tag}`.toUpperCase(),
    });
    for (const name of ['Sofa', 'Books'])
      await ok('POST', `/agreements/${agreement.id}/lots`, admin.token, {
        name,
        category: 'Furniture',
        pieces: 2,
        value: 150.5,
        location_id: location.id,
      });
    await ok('POST', `/agreements/${agreement.id}/intake/complete`, admin.token, { version: agreement.version });
    keep('agreement with lots', admin, `/agreements/${agreement.id}/details`);

    // The month the agreement started, billed on the first of the next (the test clock moves there).
    const [year, month] = today.split('-').map(Number);
    const nextMonth = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    await ok('POST', '/billing/test-clock', admin.token, { today: nextMonth });
    await ok('POST', '/billing/statements/run', admin.token, { period: today.slice(0, 7) });
    const [statement] = (await ok('GET', `/billing/statements?customer_id=${customerId}`, admin.token)).statements;
    keep('statement', admin, `/billing/statements/${statement.id}`);
    const payment = await ok('POST', '/billing/payments', admin.token, {
      customer_id: customerId,
      amount: 1000,
      paid_on: nextMonth,
      method: 'card',
      reference: `UPG-${tag}`,
    });
    keep('payment', admin, `/billing/payments?customer_id=${customerId}`, { list: 'payments', id: payment.id });
    await ok('POST', '/billing/test-clock', admin.token, { today: null });
  } else console.log('   (this release has no agreements or billing: skipped)');

  const pending = (await ok('GET', '/admin/email-log?status=pending&limit=100', admin.token)).messages;
  if (!pending?.length) throw new Error('no pending message to carry across the upgrade');
  for (const message of pending)
    keep(`pending message #${message.id}`, admin, '/admin/email-log?limit=100', { list: 'messages', id: message.id });
  for (const record of records) {
    record.body = await read(record, admin.token);
    if (!record.body) throw new Error(`${record.name}: not found in ${record.path}`);
  }
  writeFileSync(file, JSON.stringify(records, null, 1));
  console.log(`   wrote ${records.length} records: ${records.map((record) => record.name).join(', ')}`);
}

/**
 * Every field of `before` is in `after` with the same value. A new release may add fields to an
 * answer; one it no longer answers is listed in `dropped` (said, not failed: an API change, not lost data).
 */
function differences(before, after, at = '', dropped = []) {
  if (before === null || typeof before !== 'object')
    return Object.is(before, after) ? [] : [`${at}: ${JSON.stringify(before)} became ${JSON.stringify(after)}`];
  if (after === null || typeof after !== 'object') return [`${at}: ${JSON.stringify(after)} instead of an object`];
  if (Array.isArray(before) && (!Array.isArray(after) || after.length !== before.length))
    return [`${at}: ${before.length} items became ${after?.length}`];
  return Object.keys(before).flatMap((key) =>
    key in after ? differences(before[key], after[key], `${at}.${key}`, dropped) : (dropped.push(`${at}.${key}`), []),
  );
}

/**
 * 1.2.0 stores what the system wrote on an agreement's timeline as facts the reader's language words
 * (migration 0030), so an event's English `detail` becomes null beside its `facts`. That keeps the
 * record when every fact is in the old sentence; the before side is then compared without it.
 */
function acceptTimelineFacts(before, after, name, problems, converted) {
  const events = after?.timeline;
  if (!Array.isArray(before?.timeline) || !Array.isArray(events)) return before;
  const timeline = before.timeline.map((event, index) => {
    const now = events[index];
    if (typeof event.detail !== 'string' || now?.detail !== null || !now?.facts) return event;
    const sentence = event.detail.toLowerCase();
    const missing = Object.entries(now.facts).filter(
      ([, value]) => value !== null && !sentence.includes(String(value).toLowerCase()),
    );
    if (missing.length > 0) {
      problems.push(`${name}.timeline.${index}: "${event.detail}" lost ${missing.map(([key]) => key).join(', ')}`);
      return event;
    }
    converted.push(`${name}.timeline.${index}`);
    return { ...event, detail: null };
  });
  return { ...before, timeline };
}

async function check() {
  const written = JSON.parse(readFileSync(file, 'utf8'));
  const tokens = new Map();
  const problems = [];
  const dropped = [];
  const converted = [];
  for (const record of written) {
    const { username, password } = record.account;
    if (!tokens.has(username)) tokens.set(username, await signIn(username, password));
    const body = await read(record, tokens.get(username));
    // A pending message may have been delivered by now; its status and attempts move on, the rest stays.
    const before = record.name.startsWith('pending message')
      ? {
          ...record.body,
          status: undefined,
          attempts: undefined,
          last_error: undefined,
          next_attempt_at: undefined,
          sent_at: undefined,
        }
      : record.body;
    if (!body) problems.push(`${record.name}: missing`);
    else {
      const kept = acceptTimelineFacts(JSON.parse(JSON.stringify(before)), body, record.name, problems, converted);
      problems.push(...differences(kept, body, record.name, dropped));
    }
  }

  // Every message pending at the upgrade is pending with one delivery job waiting or running, or sent.
  const messageIds = written.filter((record) => record.pick?.list === 'messages').map((record) => record.pick.id);
  // pg-boss's job table, read with psql (DATABASE_URL: the server's database, embedded or not).
  const rows = execFileSync('psql', [
    process.env.DATABASE_URL,
    '-At',
    '-F,',
    '-c',
    `select o.id, o.status, count(j.id) filter (where j.state < 'completed'), count(j.id)
       from outbox o left join pgboss.job j on j.name = 'outbox-message' and j.data->>'id' = o.id::text
      where o.id in (${messageIds.map(Number).join(',')}) group by o.id, o.status`,
  ])
    .toString()
    .trim()
    .split('\n')
    .map((line) => line.split(','))
    .map(([id, status, live, jobs]) => ({ id: Number(id), status, live: Number(live), jobs: Number(jobs) }));
  for (const id of messageIds) {
    const row = rows.find((candidate) => candidate.id === id);
    const fine = row && (row.status === 'pending' ? row.live === 1 : row.status === 'sent' && row.jobs >= 1);
    if (!fine)
      problems.push(
        `pending message #${id}: ${row ? `${row.status} with ${row.live} live of ${row.jobs} jobs` : 'gone'}`,
      );
  }

  for (const [username, password] of DEMO) {
    const answer = await call('POST', '/auth/login', undefined, { username, password });
    if (answer.status !== 200) problems.push(`sign-in as ${username}: ${answer.status}`);
  }
  if (converted.length > 0) console.log(`   sentences now kept as facts: ${converted.join(', ')}`);
  if (dropped.length > 0) console.log(`   fields the current build no longer answers: ${dropped.join(', ')}`);
  if (problems.length > 0) {
    console.error(`upgrade check failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `   ${written.length} records, ${messageIds.length} pending messages and ${DEMO.length} demo sign-ins hold`,
  );
}

await (command === 'write' ? write() : check());
