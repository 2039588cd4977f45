import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, storageLocations } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { makeBranch, seedGoods, unique } from '../goods/goods.fixtures.js';
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';

type Headers = Record<string, string>;

async function pdfOf(body: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const text = await parser.getText();
    const images = await parser.getImage();
    return { text: text.text, pages: text.total, images: images.pages.flatMap((page) => page.images) };
  } finally {
    await parser.destroy();
  }
}

/** Issue 37 item 4: label sheets for items, lots and locations, staff only and within their branches. */
describe('label sheets', () => {
  let t: TestApp;
  let employee: Headers;
  let admin: Headers;
  let customer: Headers;
  let mine: { branch: { id: number; name: string }; item: number; lot: number; location: number; sku: string };
  let other: { item: number; lot: number; location: number };

  beforeAll(async () => {
    t = await createTestApp();
    employee = (await signIn(t.app, DEMO.employee)).headers;
    admin = (await signIn(t.app, DEMO.admin)).headers;
    const signedIn = await signIn(t.app, DEMO.customer);
    customer = signedIn.headers;
    const [a, b] = [await makeBranch(t.db), await makeBranch(t.db)];
    await worksAt(t.db, 'employee1', a.id);
    const [locA, locB] = await t.db
      .insert(storageLocations)
      .values([
        { branchId: a.id, code: 'A-01-1' },
        { branchId: b.id, code: 'B-01-1' },
      ])
      .returning();
    const sku = unique('LBL').toUpperCase();
    const lot = (branchId: number, locationId: number) => ({
      branchId,
      locationId,
      ownerId: signedIn.user.id,
      lowStockThreshold: 0,
      quantity: 1,
      status: 'stored',
    });
    const [itemA, lotA, itemB, lotB] = await seedGoods(t.db, [
      { branchId: a.id, name: 'Pallet Jack', sku },
      { name: 'Grand Piano', ...lot(a.id, locA!.id) },
      { branchId: b.id, name: 'Other Branch Crate', sku },
      { name: 'Other Branch Lot', ...lot(b.id, locB!.id) },
    ]);
    mine = { branch: a, item: itemA!.id, lot: lotA!.id, location: locA!.id, sku };
    other = { item: itemB!.id, lot: lotB!.id, location: locB!.id };
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Headers = employee) => t.app.inject({ method: 'GET', url, headers });

  it('when an employee prints an item, a lot and a location of their branch, then the A4 sheet names each with its code', async () => {
    const codes = `ITM-${mine.item},LOT-${mine.lot},LOC-${mine.location}`;
    const response = await get(`/api/labels?codes=${codes}&layout=a4-2x7`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await pdfOf(response.rawPayload);
    expect(pdf.pages).toBe(1);
    for (const text of [
      `ITM-${mine.item}`,
      'Pallet Jack',
      `SKU ${mine.sku}`,
      `LOT-${mine.lot}`,
      'Grand Piano',
      `GOOD-${String(mine.lot).padStart(3, '0')}`,
      `LOC-${mine.location}`,
      'A-01-1',
    ])
      expect(pdf.text).toContain(text);
    expect(pdf.text.split(mine.branch.name)).toHaveLength(4);
    // One code image per label.
    expect(pdf.images).toHaveLength(3);
  });

  it('when 15 labels are printed on A4, then they take two sheets; on the 62 mm roll each is its own page', async () => {
    const codes = Array.from({ length: 15 }, () => `ITM-${mine.item}`);
    // Repeats print once.
    expect((await pdfOf((await get(`/api/labels?codes=${codes.join(',')}`)).rawPayload)).pages).toBe(1);
    const fifteen = (
      await seedGoods(
        t.db,
        Array.from({ length: 15 }, () => ({ branchId: mine.branch.id })),
      )
    ).map((row) => `ITM-${row.id}`);
    const a4 = await pdfOf((await get(`/api/labels?codes=${fifteen.join(',')}&layout=a4-2x7`)).rawPayload);
    expect(a4.pages).toBe(2);
    const roll = await get(`/api/labels?codes=${fifteen.slice(0, 3).join(',')}&layout=single-62mm`);
    expect(roll.statusCode).toBe(200);
    const rollPdf = await pdfOf(roll.rawPayload);
    expect(rollPdf.pages).toBe(3);
    expect(rollPdf.text).toContain(fifteen[2]);
  });

  it('when a code of another branch is asked for, then 404 and no sheet; an admin prints it', async () => {
    for (const code of [`ITM-${other.item}`, `LOT-${other.lot}`, `LOC-${other.location}`]) {
      const response = await get(`/api/labels?codes=ITM-${mine.item},${code}`);
      expect(response.statusCode, code).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(response.headers['content-type']).toContain('application/json');
    }
    expect((await get(`/api/labels?codes=ITM-${other.item},LOC-${other.location}`, admin)).statusCode).toBe(200);
  });

  it('when a code names the wrong kind or nothing, then 404 with the kind in words', async () => {
    const lotAsItem = await get(`/api/labels?codes=ITM-${mine.lot}`);
    expect(lotAsItem.statusCode).toBe(404);
    expect(lotAsItem.json().detail).toBe('Item not found');
    expect((await get(`/api/labels?codes=LOT-${mine.item}`)).json().detail).toBe('Lot not found');
    expect((await get('/api/labels?codes=LOC-2147480000')).json().detail).toBe('Storage location not found');
  });

  it('when the request is malformed, then a clear 400', async () => {
    const cases: [string, RegExp][] = [
      ['/api/labels', /label/i],
      ['/api/labels?codes=', /at least one label/],
      [`/api/labels?codes=ITM-${mine.item},SKU-5`, /Not a label code/],
      [`/api/labels?codes=ITM-${mine.item}&layout=a5`, /a4-2x7 or single-62mm/],
      [`/api/labels?codes=${Array.from({ length: 141 }, (_, i) => `ITM-${i + 1}`).join(',')}`, /At most 140/],
    ];
    for (const [url, detail] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json()), url).toMatch(detail);
    }
  });

  it('when a customer or nobody asks for labels, then 403 or 401', async () => {
    expect((await get(`/api/labels?codes=LOT-${mine.lot}`, customer)).statusCode).toBe(403);
    expect((await get(`/api/labels?codes=LOT-${mine.lot}`, {})).statusCode).toBe(401);
  });

  it('when labels are printed, then nothing stored changes', async () => {
    const before = await t.db.select().from(goods).where(eq(goods.id, mine.item));
    await get(`/api/labels?codes=ITM-${mine.item}`);
    expect(await t.db.select().from(goods).where(eq(goods.id, mine.item))).toEqual(before);
  });
});
