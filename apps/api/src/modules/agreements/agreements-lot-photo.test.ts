import { LOT_PHOTO_MAX_BYTES } from '@stockyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, lotPhotos } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { ELF, JPEG, PDF, PNG, registerCustomer } from '../applications/applications.fixtures.js';
import { worksAt } from '../staff-scope/staff-scope.fixtures.js';
import {
  approve,
  createBranch,
  createEmployee,
  FUTURE_DATE,
  submitApplication,
  type Customer,
} from './agreements.fixtures.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Headers = Record<string, string>;
type Photo = { data: Buffer; name: string; type?: string };

/** A browser-built multipart body: the lot's fields as JSON text and, optionally, a photo. */
async function lotBody(lot: object | string, photo?: Photo) {
  const form = new FormData();
  form.append('lot', typeof lot === 'string' ? lot : JSON.stringify(lot));
  if (photo) form.append('photo', new Blob([photo.data], { type: photo.type ?? 'image/png' }), photo.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

describe('the photo of a lot taken at the intake', () => {
  let t: TestApp;
  let admin: Session;
  let inside: Session;
  let outside: Session;
  let owner: Customer;
  let stranger: Customer;
  let agreementId: number;
  let locationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, DEMO.admin);
    const branchId = await createBranch(t.app, admin.headers, 1000);
    const elsewhere = await createBranch(t.app, admin.headers, 1000);
    await createEmployee(t.app, admin.headers, branchId);
    await worksAt(t.db, DEMO.employee.username, branchId);
    await worksAt(t.db, DEMO.employee2.username, elsewhere);
    [inside, outside] = await Promise.all([signIn(t.app, DEMO.employee), signIn(t.app, DEMO.employee2)]);
    [owner, stranger] = await Promise.all([registerCustomer(t.app), registerCustomer(t.app)]);
    const applicationId = await submitApplication(t.app, owner, { estimated_volume: 'small' });
    const approved = await approve(t.app, admin.headers, applicationId, {
      branch_id: branchId,
      start_date: FUTURE_DATE,
    });
    expect(approved.statusCode).toBe(200);
    agreementId = approved.json().agreement.id;
    const location = await t.app.inject({
      method: 'POST',
      url: `/api/branches/${branchId}/locations`,
      headers: admin.headers,
      payload: { code: 'P-1' },
    });
    locationId = location.json().id;
  });
  afterAll(async () => t.close());

  const lot = (name: string) => ({
    name,
    category: 'Furniture',
    pieces: 1,
    value: 80,
    condition_note: null,
    location_id: locationId,
  });
  const record = async (headers: Headers, fields: object | string, photo?: Photo) => {
    const body = await lotBody(fields, photo);
    return t.app.inject({
      method: 'POST',
      url: `/api/agreements/${agreementId}/lots/with-photo`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const lotsNamed = (name: string) => t.db.select().from(goods).where(eq(goods.name, name));
  const photoOf = (lotId: number, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/agreements/${agreementId}/lots/${lotId}/photo`, headers });

  it('when staff record a lot with a PNG, then lot and photo are stored together and the owner downloads it', async () => {
    const response = await record(inside.headers, lot('Armchair'), { data: PNG, name: 'chair.PNG' });
    expect(response.statusCode, response.body).toBe(201);
    const shown = response.json().lots.find((l: { name: string }) => l.name === 'Armchair');
    expect(shown).toMatchObject({ has_photo: true, location_code: 'P-1', status: 'pending' });
    const [stored] = await t.db.select().from(lotPhotos).where(eq(lotPhotos.goodId, shown.id));
    expect(stored).toMatchObject({ contentType: 'image/png', byteSize: PNG.length });

    for (const reader of [owner, inside, admin]) {
      const download = await photoOf(shown.id, reader.headers);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.rawPayload.equals(PNG)).toBe(true);
    }
    const card = (await t.app.inject({ method: 'GET', url: '/api/agreements', headers: owner.headers })).json();
    expect(card.agreements[0].lots.find((l: { id: number }) => l.id === shown.id).has_photo).toBe(true);
  });

  it('when a lot is recorded without a photo, then it is stored with has_photo false and its photo is 404', async () => {
    const response = await record(inside.headers, lot('Crate'));
    expect(response.statusCode).toBe(201);
    const shown = response.json().lots.find((l: { name: string }) => l.name === 'Crate');
    expect(shown.has_photo).toBe(false);
    expect((await photoOf(shown.id, owner.headers)).statusCode).toBe(404);
  });

  it('when the file is not an image (a PDF, an ELF renamed .jpg, a .gif name), then 415 and no lot is stored', async () => {
    for (const photo of [
      { data: PDF, name: 'scan.pdf', type: 'application/pdf' },
      { data: ELF, name: 'chair.jpg', type: 'image/jpeg' },
      { data: PNG, name: 'chair.gif', type: 'image/gif' },
    ]) {
      const response = await record(inside.headers, lot('Refused'), photo);
      expect(response.statusCode, photo.name).toBe(415);
      expect(response.json()).toMatchObject({ detail: 'The photo must be a JPG, PNG or WebP image' });
    }
    expect(await lotsNamed('Refused')).toEqual([]);
  });

  it('when the photo is larger than 5 MB, then 413 and no lot is stored', async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(LOT_PHOTO_MAX_BYTES + 1 - JPEG.length)]);
    const response = await record(inside.headers, lot('Too big'), { data: big, name: 'big.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The photo must be at most 5 MB');
    expect(await lotsNamed('Too big')).toEqual([]);
  });

  it('when the lot’s fields are missing or invalid, then 400 names the field and nothing is stored', async () => {
    const bad = await record(inside.headers, { ...lot('Bad'), pieces: 0 }, { data: PNG, name: 'a.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ field: 'pieces' }));
    const garbled = await record(inside.headers, '{not json', { data: PNG, name: 'a.png' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().errors).toContainEqual(expect.objectContaining({ field: 'lot' }));
    expect(await lotsNamed('Bad')).toEqual([]);
  });

  it('when another customer or an employee of another branch asks for the photo, then 404', async () => {
    const response = await record(admin.headers, lot('Mirror'), {
      data: JPEG,
      name: 'mirror.jpeg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(201);
    const mirror = response.json().lots.find((l: { name: string }) => l.name === 'Mirror');
    expect((await photoOf(mirror.id, stranger.headers)).statusCode).toBe(404);
    const foreign = await photoOf(mirror.id, outside.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toHaveProperty('detail');
    // The employee of another branch cannot record a lot there either.
    const refused = await record(outside.headers, lot('Foreign'), { data: PNG, name: 'a.png' });
    expect(refused.statusCode).toBe(404);
    expect(await lotsNamed('Foreign')).toEqual([]);
    // A lot id of another agreement is not found through this one.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/agreements/${agreementId + 999}/lots/${mirror.id}/photo`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
