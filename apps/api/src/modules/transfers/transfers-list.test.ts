import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { createBranch } from '../agreements/agreements.fixtures.js';
import { seedGoods, unique } from '../goods/goods.fixtures.js';
import { createViaApi, newUserBody } from '../users/users.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('the transfers list filters', () => {
  let t: TestApp;
  let admin: Session;
  let staffA: Session;
  let a: number;
  let b: number;
  let outgoing: { id: number; reference: string };
  let incoming: { id: number; reference: string };
  const sku = unique('LST');

  const list = async (session: Session, query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/transfers?${query}`, headers: session.headers });
    return { status: response.statusCode, body: response.json() };
  };
  const send = async (session: Session, goodId: number, toBranchId: number, quantity: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/transfers',
        headers: session.headers,
        payload: { good_id: goodId, to_branch_id: toBranchId, quantity },
      })
    ).json();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    a = await createBranch(t.app, admin.headers, 1000);
    b = await createBranch(t.app, admin.headers, 1000);
    const body = newUserBody(a);
    await createViaApi(t.app, admin.headers, body);
    staffA = await signIn(t.app, body);
    const [atA, atB] = await seedGoods(t.db, [
      { branchId: a, sku, quantity: 20, name: 'Shrink Film' },
      { branchId: b, sku: `${sku}-B`, quantity: 20, name: 'Corner Boards' },
    ]);
    outgoing = await send(staffA, atA!.id, b, 4);
    incoming = await send(admin, atB!.id, a, 3);
  });
  afterAll(async () => t.close());

  it('when staff ask for outgoing or incoming, then only the transfers sent from or coming to their branch are listed', async () => {
    const out = await list(staffA, 'direction=outgoing');
    expect(out.status).toBe(200);
    expect(out.body.transfers.map((x: { id: number }) => x.id)).toEqual([outgoing.id]);
    expect(out.body).toMatchObject({ total: 1, in_transit_units: 4 });
    const into = await list(staffA, 'direction=incoming');
    expect(into.body.transfers.map((x: { id: number }) => x.id)).toEqual([incoming.id]);
    expect(into.body.transfers[0]).toMatchObject({ can_receive: true, can_cancel: false });
    const both = await list(staffA, 'direction=all&status=in_transit');
    expect(both.body.total).toBe(2);
  });

  it('when an admin names a branch and a direction, then the list keeps that side of that branch', async () => {
    expect(
      (await list(admin, `branch_id=${b}&direction=incoming`)).body.transfers.map((x: { id: number }) => x.id),
    ).toEqual([outgoing.id]);
    expect((await list(admin, `branch_id=${b}`)).body.total).toBe(2);
  });

  it('when a search term is given, then the reference, SKU or item name matches it in any case', async () => {
    expect((await list(staffA, `q=${outgoing.reference.toLowerCase()}`)).body.transfers).toHaveLength(1);
    expect((await list(staffA, 'q=corner')).body.transfers.map((x: { id: number }) => x.id)).toEqual([incoming.id]);
    expect((await list(staffA, `q=${sku}`)).body.total).toBe(2);
    expect((await list(staffA, 'q=100%25')).body.total).toBe(0);
  });

  it('when the filter is bad, then 400 with a detail', async () => {
    for (const query of ['direction=sideways', 'branch_id=abc', 'status=lost', `q=${'x'.repeat(101)}`]) {
      const answer = await list(staffA, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
  });
});
