import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { sumReservations } from './agreements.repository.js';
import {
  approve,
  createBranch,
  createEmployee,
  FUTURE_DATE,
  spaceOfBranch,
  submitApplication,
  type Customer,
} from './agreements.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

const VOLUMES = { small: 25, medium: 100, large: 200 } as const;
type Size = keyof typeof VOLUMES;

describe('branch space across approvals, cancels and capacity edits', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Customer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    customer = await registerCustomer(t.app);
  });
  afterAll(async () => t.close());

  const editCapacity = async (branchId: number, capacity: number) => {
    const { version } = await spaceOfBranch(t.db, branchId);
    return t.app.inject({
      method: 'PUT',
      url: `/api/branches/${branchId}`,
      headers: admin.headers,
      payload: { capacity, version },
    });
  };

  const editOtherUse = async (branchId: number, otherUse: number) => {
    const read = (await t.app.inject({ method: 'GET', url: `/api/branches/${branchId}` })).json();
    return t.app.inject({
      method: 'PUT',
      url: `/api/branches/${branchId}`,
      headers: admin.headers,
      payload: {
        name: read.name,
        location: read.location,
        capacity: read.capacity,
        other_use: otherUse,
        version: read.version,
      },
    });
  };

  it('when the capacity or the other use would leave less than nothing available, then 409 names each part and nothing changes', async () => {
    const branchId = await createBranch(t.app, admin.headers, 1000);
    await createEmployee(t.app, admin.headers, branchId);
    // 200 units taken by things outside Stockyard.
    const typed = await editOtherUse(branchId, 200);
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ other_use: 200, stored_space: 0, used_space: 200, available_space: 800 });
    const id = await submitApplication(t.app, customer, { estimated_volume: 'medium' });
    expect((await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE })).statusCode).toBe(
      200,
    );
    const before = await spaceOfBranch(t.db, branchId);
    expect(before).toMatchObject({ capacity: 1000, used: 200, otherUse: 200, reserved: 100, available: 700 });

    const refused = await editCapacity(branchId, 299);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'The space does not fit in a capacity of 299: 0 taken by stored lots, 200 other use and 100 reserved',
    );
    expect(await spaceOfBranch(t.db, branchId)).toEqual(before);

    const overUse = await editOtherUse(branchId, 901);
    expect(overUse.statusCode).toBe(409);
    expect(overUse.json().detail).toBe(
      'The space does not fit in a capacity of 1000: 0 taken by stored lots, 901 other use and 100 reserved',
    );
    expect(await spaceOfBranch(t.db, branchId)).toEqual(before);

    // An older client restating the available space restates the other use; it cannot eat into the reservation.
    const current = (await t.app.inject({ method: 'GET', url: `/api/branches/${branchId}` })).json();
    const overAvailable = await t.app.inject({
      method: 'PUT',
      url: `/api/branches/${branchId}`,
      headers: admin.headers,
      payload: {
        name: current.name,
        location: current.location,
        capacity: 1000,
        available_space: 950,
        version: current.version,
      },
    });
    expect(overAvailable.statusCode).toBe(409);
    expect(await spaceOfBranch(t.db, branchId)).toEqual(before);

    const exact = await editCapacity(branchId, 300);
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ capacity: 300, used_space: 200, reserved_space: 100, available_space: 0 });
  });

  it('when the admin raised the available space by hand and the last lot is delivered, then the agreement closes and the space adds up (no 500)', async () => {
    const branchId = await createBranch(t.app, admin.headers, 300);
    await createEmployee(t.app, admin.headers, branchId);
    const location = (
      await t.app.inject({
        method: 'POST',
        url: `/api/branches/${branchId}/locations`,
        headers: admin.headers,
        payload: { code: 'P-1' },
      })
    ).json();
    const id = await submitApplication(t.app, customer, { estimated_volume: 'large' });
    const { agreement } = (
      await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE })
    ).json();
    const lot = { name: 'Crate', category: 'Other', pieces: 1, value: 10, location_id: location.id };
    const post = (url: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    expect((await post(`/api/agreements/${agreement.id}/lots`, admin.headers, lot)).statusCode).toBe(201);
    expect(
      (await post(`/api/agreements/${agreement.id}/intake/complete`, admin.headers, { version: agreement.version }))
        .statusCode,
    ).toBe(200);
    // The admin types the whole capacity as available, as the old Edit Branch form allowed: the
    // 200 stored units come from the records, so the typed figure can only restate the other use.
    const read = (await t.app.inject({ method: 'GET', url: `/api/branches/${branchId}` })).json();
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/branches/${branchId}`,
      headers: admin.headers,
      payload: { name: read.name, location: read.location, capacity: 300, available_space: 300, version: read.version },
    });
    expect(raised.statusCode).toBe(409);
    const typed = await t.app.inject({
      method: 'PUT',
      url: `/api/branches/${branchId}`,
      headers: admin.headers,
      payload: { name: read.name, location: read.location, capacity: 300, available_space: 100, version: read.version },
    });
    expect(typed.json()).toMatchObject({ stored_space: 200, other_use: 0, available_space: 100 });

    const card = (
      await t.app.inject({ method: 'GET', url: `/api/agreements/${agreement.id}/details`, headers: customer.headers })
    ).json();
    const lotIds = (card.lots as { id: number }[]).map((one) => one.id);
    expect(
      (
        await post(`/api/agreements/${agreement.id}/releases`, customer.headers, {
          lot_ids: lotIds,
          method: 'pickup',
          date: FUTURE_DATE,
          version: card.version,
        })
      ).statusCode,
    ).toBe(201);
    for (const lotId of lotIds) {
      const out = await post(`/api/agreements/${agreement.id}/lots/${lotId}/release-step`, admin.headers, {
        status: 'delivered',
      });
      expect(out.statusCode).toBe(200);
    }
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({
      capacity: 300,
      used: 0,
      stored: 0,
      reserved: 0,
      available: 300,
    });
    const closed = (
      await t.app.inject({ method: 'GET', url: `/api/agreements/${agreement.id}/details`, headers: customer.headers })
    ).json();
    expect(closed.status).toBe('closed');
  });

  it('when random sequences of approvals, cancels, intakes, releases, capacity and other-use edits run, then never a 500, capacity = used + reserved + available and nothing is negative after every step', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('approve' as const), size: fc.constantFrom<Size>('small', 'medium', 'large') }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('capacity' as const), capacity: fc.integer({ min: 0, max: 600 }) }),
      fc.record({ kind: fc.constant('other' as const), otherUse: fc.integer({ min: 0, max: 300 }) }),
      fc.record({ kind: fc.constant('intake' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
    );
    const post = (url: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 500 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        async (start, steps) => {
          const branchId = await createBranch(t.app, admin.headers, start);
          await createEmployee(t.app, admin.headers, branchId);
          const location = (await post(`/api/branches/${branchId}/locations`, admin.headers, { code: 'P-1' })).json();
          const model = { capacity: start, reserved: 0, stored: 0, otherUse: 0 };
          const used = () => model.stored + model.otherUse;
          const open: { id: number; version: number; volume: number }[] = [];
          const stored: { id: number; volume: number }[] = [];
          for (const action of steps) {
            if (action.kind === 'approve') {
              const volume = VOLUMES[action.size];
              const id = await submitApplication(t.app, customer, { estimated_volume: action.size });
              const response = await approve(t.app, admin.headers, id, {
                branch_id: branchId,
                start_date: FUTURE_DATE,
              });
              // What is left: capacity less the space reserved and the space in use (lots taken in).
              const fits = model.capacity - model.reserved - used() >= volume;
              expect(response.statusCode).toBe(fits ? 200 : 409);
              if (fits) {
                model.reserved += volume;
                const { agreement } = response.json();
                open.push({ id: agreement.id, version: agreement.version, volume });
              }
            } else if (action.kind === 'cancel' && open.length > 0) {
              const [agreement] = open.splice(action.pick % open.length, 1);
              const response = await t.app.inject({
                method: 'POST',
                url: `/api/agreements/${agreement!.id}/cancel`,
                headers: customer.headers,
                payload: { version: agreement!.version },
              });
              expect(response.statusCode).toBe(200);
              model.reserved -= agreement!.volume;
            } else if (action.kind === 'intake' && open.length > 0) {
              const [agreement] = open.splice(action.pick % open.length, 1);
              const lot = { name: 'Crate', category: 'Other', pieces: 1, value: 10, location_id: location.id };
              expect((await post(`/api/agreements/${agreement!.id}/lots`, admin.headers, lot)).statusCode).toBe(201);
              const done = await post(`/api/agreements/${agreement!.id}/intake/complete`, admin.headers, {
                version: agreement!.version,
              });
              expect(done.statusCode).toBe(200);
              model.reserved -= agreement!.volume;
              model.stored += agreement!.volume;
              stored.push({ id: agreement!.id, volume: agreement!.volume });
            } else if (action.kind === 'release' && stored.length > 0) {
              const [agreement] = stored.splice(action.pick % stored.length, 1);
              const card = (
                await t.app.inject({
                  method: 'GET',
                  url: `/api/agreements/${agreement!.id}/details`,
                  headers: customer.headers,
                })
              ).json();
              const lotIds = (card.lots as { id: number }[]).map((lot) => lot.id);
              const asked = await post(`/api/agreements/${agreement!.id}/releases`, customer.headers, {
                lot_ids: lotIds,
                method: 'pickup',
                date: FUTURE_DATE,
                version: card.version,
              });
              expect(asked.statusCode).toBe(201);
              for (const lotId of lotIds) {
                const out = await post(`/api/agreements/${agreement!.id}/lots/${lotId}/release-step`, admin.headers, {
                  status: 'delivered',
                });
                expect(out.statusCode).toBe(200);
              }
              model.stored -= agreement!.volume;
            } else if (action.kind === 'capacity') {
              const response = await editCapacity(branchId, action.capacity);
              const fits = action.capacity >= model.reserved + used();
              expect(response.statusCode).toBe(fits ? 200 : 409);
              if (fits) model.capacity = action.capacity;
            } else if (action.kind === 'other') {
              const response = await editOtherUse(branchId, action.otherUse);
              const fits = model.capacity >= model.reserved + model.stored + action.otherUse;
              expect(response.statusCode).toBe(fits ? 200 : 409);
              if (fits) model.otherUse = action.otherUse;
            }
            const space = await spaceOfBranch(t.db, branchId);
            expect(space.capacity).toBe(space.used + space.reserved + space.available);
            expect(Math.min(space.capacity, space.used, space.reserved, space.available)).toBeGreaterThanOrEqual(0);
            expect(space).toMatchObject({
              capacity: model.capacity,
              used: used(),
              stored: model.stored,
              otherUse: model.otherUse,
              reserved: model.reserved,
            });
            expect(await sumReservations(t.db, branchId)).toBe(space.reserved);
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});
