import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCharges, billingSettings } from '../../db/schema/index.js';
import { createClock } from '../../lib/clock.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('the site currency and time zone', () => {
  const clock = createClock();
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(async () => t.close());

  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/billing/settings', headers: admin.headers })).json();
  const patch = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: '/api/billing/settings', headers: admin.headers, payload });
  const asOf = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/billing/aged-balances', headers: admin.headers })).json().as_of;

  it('when the zone is Pacific/Kiritimati at 23:30 UTC on the 31st, then today is the 1st of the next month', async () => {
    clock.setNow(new Date('2026-01-31T23:30:00.000Z'));
    expect((await settings()).time_zone).toBe('UTC');
    expect(await asOf()).toBe('2026-01-31');

    const changed = await patch({ time_zone: 'Pacific/Kiritimati', version: (await settings()).version });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().time_zone).toBe('Pacific/Kiritimati');
    expect(await asOf()).toBe('2026-02-01');

    // Back at UTC, the same instant is still the 31st; the stored setting follows.
    expect((await patch({ time_zone: 'UTC', version: changed.json().version })).statusCode).toBe(200);
    expect(await asOf()).toBe('2026-01-31');
    const [row] = await t.db.select().from(billingSettings);
    expect(row!.timeZone).toBe('UTC');
    clock.setNow(null);
  });

  it('when the zone is not an IANA name, then 400 names the field and nothing changes', async () => {
    const before = await settings();
    for (const zone of ['Mars/Olympus_Mons', '+01:00', '', 'Europe/Berlin; drop table', 'x'.repeat(65)]) {
      const response = await patch({ time_zone: zone, version: before.version });
      expect(response.statusCode, zone).toBe(400);
      expect(response.json().errors).toEqual([
        {
          field: 'time_zone',
          message: 'Enter a time zone by its IANA name, such as Europe/Berlin, America/New_York or UTC',
        },
      ]);
    }
    expect(await settings()).toEqual(before);
  });

  it('when a charge exists, then changing the currency answers 409 with the reason and changes nothing', async () => {
    // No money recorded yet (the demo has none): the currency may change, and back.
    const first = await settings();
    const euro = await patch({ currency: 'EUR', version: first.version });
    expect(euro.statusCode).toBe(200);
    // Every screen formats prices with the currency of the public settings.
    const open = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(open.json().currency).toBe('EUR');
    const usd = await patch({ currency: 'USD', version: euro.json().version });
    expect(usd.statusCode).toBe(200);

    const customer = await registerCustomer(t.app);
    const charge = await t.app.inject({
      method: 'POST',
      url: '/api/billing/charges',
      headers: admin.headers,
      payload: { customer_id: customer.user.id, kind: 'charge', amount: 5_000, reason: 'Key replacement' },
    });
    expect(charge.statusCode).toBe(201);

    const before = await settings();
    const refused = await patch({ currency: 'EUR', tax_basis_points: 1_900, version: before.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'The currency stays USD: charges, payments or statements are already recorded in it',
    );
    expect(await settings()).toEqual(before);
    // The same currency again is no change, so the other terms may still be edited.
    const same = await patch({ currency: 'USD', grace_days: 10, version: before.version });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ currency: 'USD', grace_days: 10 });
    await t.db.delete(billingCharges).where(eq(billingCharges.customerId, customer.user.id));
  });
});
