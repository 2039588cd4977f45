import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, assignments, goods, storageAgreements, users } from '../../db/schema/index.js';
import { mailSettings, SmtpSink } from '../../../test/smtp-sink.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { registerCustomer } from '../applications/applications.fixtures.js';
import { deliverPending } from '../messages/delivery.fixtures.js';
import { emailSender } from '../messages/email.sender.js';
import { putSystemSettings } from '../settings/settings.fixtures.js';
import { settingsSealerFor } from '../settings/settings-secrets.js';
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
type Headers = Record<string, string>;

describe('intake and release of a storage agreement', () => {
  let t: TestApp;
  let admin: Session;
  let customer: Customer;
  let customerEmail: string;
  let branchId: number;
  let otherBranch: number;
  const loc: Record<string, number> = {};
  const sink = new SmtpSink();

  beforeAll(async () => {
    await sink.start();
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    const saved = await putSystemSettings(t.app, admin.headers, mailSettings(sink.port));
    expect(saved.statusCode).toBe(200);
    customer = await registerCustomer(t.app);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, customer.user.id));
    customerEmail = row!.email!;
    branchId = await createBranch(t.app, admin.headers, 1000);
    await createEmployee(t.app, admin.headers, branchId);
    otherBranch = await createBranch(t.app, admin.headers, 500);
    for (const [code, branch] of [
      ['A-01-1', branchId],
      ['B-02-3', branchId],
      ['Z-9', otherBranch],
    ] as const) {
      const response = await inject('POST', `/api/branches/${branch}/locations`, admin.headers, { code });
      expect(response.statusCode).toBe(201);
      loc[code] = response.json().id;
    }
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const deliver = () => deliverPending(t.db, [emailSender(t.config.publicUrl)], settingsSealerFor(t.config.jwtSecret!));
  const lot = (name: string, locationId: number) => ({
    name,
    category: 'Furniture',
    pieces: 2,
    value: 150.5,
    condition_note: 'Scratched leg',
    location_id: locationId,
  });
  const approved = async (volume: 'small' | 'large' = 'large') => {
    const id = await submitApplication(t.app, customer, { estimated_volume: volume });
    const response = await approve(t.app, admin.headers, id, { branch_id: branchId, start_date: FUTURE_DATE });
    expect(response.statusCode).toBe(200);
    return response.json().agreement as { id: number; version: number; intake_assignment_id: number };
  };
  const detail = async (id: number, headers: Headers = customer.headers) =>
    (await inject('GET', `/api/agreements/${id}/details`, headers)).json();

  it('when a location code repeats in a branch (any case), then 409; another branch may have it', async () => {
    const again = await inject('POST', `/api/branches/${branchId}/locations`, admin.headers, { code: 'a-01-1' });
    expect(again.statusCode).toBe(409);
    expect(
      (await inject('POST', `/api/branches/${otherBranch}/locations`, admin.headers, { code: 'A-01-1' })).statusCode,
    ).toBe(201);
    expect(
      (await inject('POST', `/api/branches/${branchId}/locations`, admin.headers, { code: 'bad code!' })).statusCode,
    ).toBe(400);
    const employee = await signIn(t.app, DEMO.employee);
    expect(
      (await inject('POST', `/api/branches/${branchId}/locations`, employee.headers, { code: 'C-1' })).statusCode,
    ).toBe(403);
    const list = await inject('GET', `/api/branches/${branchId}/locations`, admin.headers);
    expect(list.json().locations.map((l: { code: string }) => l.code)).toEqual(['A-01-1', 'B-02-3']);
    // employee1 works at none of this test's branches: their places are out of scope.
    expect((await inject('GET', `/api/branches/${branchId}/locations`, employee.headers)).statusCode).toBe(404);
  });

  it('when the intake is completed, then the lots are stored at their places and reserved turns into used', async () => {
    const agreement = await approved();
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({ used: 0, reserved: 200, available: 800 });
    const first = await inject(
      'POST',
      `/api/agreements/${agreement.id}/lots`,
      admin.headers,
      lot('Sofa', loc['A-01-1']!),
    );
    expect(first.statusCode).toBe(201);
    const second = await inject(
      'POST',
      `/api/agreements/${agreement.id}/lots`,
      admin.headers,
      lot('Books', loc['B-02-3']!),
    );
    expect(second.json().lots.map((l: { location_code: string }) => l.location_code)).toEqual(['A-01-1', 'B-02-3']);

    const done = await inject('POST', `/api/agreements/${agreement.id}/intake/complete`, admin.headers, {
      version: agreement.version,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('active');
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({
      capacity: 1000,
      used: 200,
      reserved: 0,
      available: 800,
    });
    const stored = await t.db.select().from(goods).where(eq(goods.agreementId, agreement.id));
    expect(stored.map((g) => [g.status, g.ownerId, g.pieces])).toEqual([
      ['stored', customer.user.id, 2],
      ['stored', customer.user.id, 2],
    ]);
    const [intake] = await t.db.select().from(assignments).where(eq(assignments.id, agreement.intake_assignment_id));
    expect(intake?.status).toBe('completed');
    const mine = (await inject('GET', '/api/agreements', customer.headers)).json().agreements;
    const card = mine.find((a: { id: number }) => a.id === agreement.id);
    expect(card.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'approved',
      'lot_received',
      'lot_received',
      'intake_completed',
    ]);
    // Stored as facts for the reader's language to word (issue 48 item 5), with no English sentence.
    expect(card.timeline[1]).toMatchObject({ facts: { lot: 'Sofa', pieces: 2, place: 'A-01-1' }, detail: null });
    expect(card.timeline[3]).toMatchObject({ facts: { count: 2 }, detail: null });
    expect(intake?.facts).toMatchObject({ kind: 'intake', application_id: expect.any(Number) });
    const log = await t.db.select().from(activities).where(eq(activities.action, 'intake_complete'));
    expect(log).toHaveLength(1);
    await deliver();
    expect(sink.mails.some((m) => m.to.includes(customerEmail) && m.subject === 'Goods received')).toBe(true);
  });

  it('when the last lot is released, then the space returns to available and the agreement closes', async () => {
    const agreement = await approved('small');
    await inject('POST', `/api/agreements/${agreement.id}/lots`, admin.headers, lot('Lamp', loc['A-01-1']!));
    await inject('POST', `/api/agreements/${agreement.id}/lots`, admin.headers, lot('Rug', loc['B-02-3']!));
    await inject('POST', `/api/agreements/${agreement.id}/intake/complete`, admin.headers, {
      version: agreement.version,
    });
    const before = await spaceOfBranch(t.db, branchId);
    let card = await detail(agreement.id);
    const [lamp, rug] = card.lots as { id: number }[];

    const one = await inject('POST', `/api/agreements/${agreement.id}/releases`, customer.headers, {
      lot_ids: [lamp!.id],
      method: 'pickup',
      date: FUTURE_DATE,
      version: card.version,
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().status).toBe('release_requested');
    const [release] = await t.db
      .select()
      .from(assignments)
      .where(eq(assignments.agreementId, agreement.id))
      .then((rows) => rows.filter((a) => a.kind === 'release'));
    expect(release).toMatchObject({ status: 'scheduled', branchId });

    const queue = (await inject('GET', `/api/storage-queue?branch_id=${branchId}&kind=release`, admin.headers)).json();
    expect(
      queue.items.some((i: { assignment_id: number; lots: number }) => i.assignment_id === release!.id && i.lots === 1),
    ).toBe(true);

    expect(
      (
        await inject('POST', `/api/agreements/${agreement.id}/lots/${lamp!.id}/release-step`, admin.headers, {
          status: 'in_transit',
        })
      ).statusCode,
    ).toBe(200);
    card = (
      await inject('POST', `/api/agreements/${agreement.id}/lots/${lamp!.id}/release-step`, admin.headers, {
        status: 'delivered',
      })
    ).json();
    expect(card.status).toBe('active');
    expect(await spaceOfBranch(t.db, branchId)).toEqual(before);
    const [done] = await t.db.select().from(assignments).where(eq(assignments.id, release!.id));
    expect(done?.status).toBe('completed');

    card = (
      await inject('POST', `/api/agreements/${agreement.id}/releases`, customer.headers, {
        lot_ids: [rug!.id],
        method: 'delivery',
        date: FUTURE_DATE,
        address: '5 Harbour Road',
        version: card.version,
      })
    ).json();
    await inject('POST', `/api/agreements/${agreement.id}/lots/${rug!.id}/release-step`, admin.headers, {
      status: 'delivered',
    });
    const [closed] = await t.db.select().from(storageAgreements).where(eq(storageAgreements.id, agreement.id));
    expect(closed?.status).toBe('closed');
    expect(await spaceOfBranch(t.db, branchId)).toMatchObject({
      used: before.used - 25,
      available: before.available + 25,
    });
    await deliver();
    expect(sink.mails.some((m) => m.to.includes(customerEmail) && m.subject === 'Storage agreement closed')).toBe(true);
    expect(sink.mails.some((m) => m.to.includes(customerEmail) && m.subject === 'Release requested')).toBe(true);
  });

  it('when inputs are wrong, then 400, 403, 404 or 409 and nothing moves', async () => {
    const agreement = await approved('small');
    const space = await spaceOfBranch(t.db, branchId);
    const foreign = await inject('POST', `/api/agreements/${agreement.id}/lots`, admin.headers, lot('X', loc['Z-9']!));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe("Choose a location at the agreement's branch");
    expect(
      (await inject('POST', `/api/agreements/${agreement.id}/lots`, customer.headers, lot('X', loc['A-01-1']!)))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await inject('POST', `/api/agreements/${agreement.id}/lots`, admin.headers, {
          ...lot('X', loc['A-01-1']!),
          pieces: 0,
        })
      ).statusCode,
    ).toBe(400);
    const empty = await inject('POST', `/api/agreements/${agreement.id}/intake/complete`, admin.headers, {
      version: agreement.version,
    });
    expect(empty.statusCode).toBe(409);
    expect(await spaceOfBranch(t.db, branchId)).toEqual(space);

    await inject('POST', `/api/agreements/${agreement.id}/lots`, admin.headers, lot('Chest', loc['A-01-1']!));
    const [chest] = (await detail(agreement.id)).lots;
    // Not stored yet: no release.
    const early = await inject('POST', `/api/agreements/${agreement.id}/releases`, customer.headers, {
      lot_ids: [chest.id],
      method: 'pickup',
      date: FUTURE_DATE,
      version: agreement.version,
    });
    expect(early.statusCode).toBe(409);
    await inject('POST', `/api/agreements/${agreement.id}/intake/complete`, admin.headers, {
      version: agreement.version,
    });
    const card = await detail(agreement.id);
    const stranger = await registerCustomer(t.app);
    expect((await inject('GET', `/api/agreements/${agreement.id}/details`, stranger.headers)).statusCode).toBe(404);
    const theirs = await inject('POST', `/api/agreements/${agreement.id}/releases`, stranger.headers, {
      lot_ids: [chest.id],
      method: 'pickup',
      date: FUTURE_DATE,
      version: card.version,
    });
    expect(theirs.statusCode).toBe(404);
    const notStored = await inject('POST', `/api/agreements/${agreement.id}/releases`, customer.headers, {
      lot_ids: [999999],
      method: 'pickup',
      date: FUTURE_DATE,
      version: card.version,
    });
    expect(notStored.statusCode).toBe(400);
    expect(notStored.json().detail).toBe('Only stored lots of this agreement can be released');
    const noAddress = await inject('POST', `/api/agreements/${agreement.id}/releases`, customer.headers, {
      lot_ids: [chest.id],
      method: 'delivery',
      date: FUTURE_DATE,
      version: card.version,
    });
    expect(noAddress.statusCode).toBe(400);
    const notAsked = await inject(
      'POST',
      `/api/agreements/${agreement.id}/lots/${chest.id}/release-step`,
      admin.headers,
      { status: 'delivered' },
    );
    expect(notAsked.statusCode).toBe(409);
    expect(
      (
        await inject('POST', `/api/agreements/${agreement.id}/lots/${chest.id}/release-step`, customer.headers, {
          status: 'delivered',
        })
      ).statusCode,
    ).toBe(403);
    const [row] = await t.db.select().from(goods).where(eq(goods.id, chest.id));
    expect(row?.status).toBe('stored');
  });

  it('when an intake assignment is completed or deleted through the assignments API, then 409 and nothing changes', async () => {
    const agreement = await approved('small');
    const [before] = await t.db.select().from(assignments).where(eq(assignments.id, agreement.intake_assignment_id));
    const completed = await t.app.inject({
      method: 'PUT',
      url: `/api/assignments/${agreement.intake_assignment_id}`,
      headers: admin.headers,
      payload: { status: 'completed', version: before!.version },
    });
    expect(completed.statusCode, completed.body).toBe(409);
    expect(completed.json().detail).toMatch(/Intake and release queue/);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/assignments/${agreement.intake_assignment_id}?version=${before!.version}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(409);
    const [after] = await t.db.select().from(assignments).where(eq(assignments.id, agreement.intake_assignment_id));
    expect(after).toMatchObject({ status: before!.status, version: before!.version });
    const [row] = await t.db.select().from(storageAgreements).where(eq(storageAgreements.id, agreement.id));
    expect(row!.status).toBe('awaiting_intake');
  });

  it('when the customer asks to extend and staff accept, then the end date moves with the lots; a decline leaves it', async () => {
    const agreement = await approved('small');
    const start = await detail(agreement.id);
    const earlier = await inject('POST', `/api/agreements/${agreement.id}/extensions`, customer.headers, {
      end_date: start.end_date,
    });
    expect(earlier.statusCode).toBe(400);
    const asked = await inject('POST', `/api/agreements/${agreement.id}/extensions`, customer.headers, {
      end_date: '2033-01-31',
    });
    expect(asked.statusCode).toBe(201);
    expect(
      (await inject('POST', `/api/agreements/${agreement.id}/extensions`, customer.headers, { end_date: '2033-02-28' }))
        .statusCode,
    ).toBe(409);
    const extension = asked.json().extensions[0];
    // Staff find the request in the queue, with no assignment of its own.
    const queue = (
      await inject('GET', `/api/storage-queue?kind=extension&branch_id=${branchId}`, admin.headers)
    ).json();
    expect(queue.items).toContainEqual(
      expect.objectContaining({ kind: 'extension', agreement_id: agreement.id, assignment_id: null }),
    );
    const decided = await inject(
      'POST',
      `/api/agreements/${agreement.id}/extensions/${extension.id}/decision`,
      admin.headers,
      { accept: true },
    );
    expect(decided.statusCode).toBe(200);
    expect(decided.json().end_date).toBe('2033-01-31');
    expect(
      (
        await inject('POST', `/api/agreements/${agreement.id}/extensions/${extension.id}/decision`, admin.headers, {
          accept: false,
        })
      ).statusCode,
    ).toBe(409);
    const second = (
      await inject('POST', `/api/agreements/${agreement.id}/extensions`, customer.headers, { end_date: '2034-01-31' })
    ).json();
    const declined = await inject(
      'POST',
      `/api/agreements/${agreement.id}/extensions/${second.extensions[1].id}/decision`,
      admin.headers,
      { accept: false },
    );
    expect(declined.json().end_date).toBe('2033-01-31');
    expect(declined.json().timeline.map((e: { kind: string }) => e.kind)).toContain('extension_declined');
  });
});
