import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, applicationDocuments, applications } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import {
  CFB,
  DOCX,
  ELF,
  idDoc,
  JPEG,
  MZ,
  PDF,
  PNG,
  submit,
  TEXT,
  validApplication,
  XLSX,
  type SubmitParts,
} from './applications.fixtures.js';

describe('submitting a storage application', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await signIn(t.app, DEMO.customer);
  });
  afterAll(async () => t.close());

  const send = (parts: SubmitParts) => submit(t.app, customer.headers, parts);
  const counts = async () => {
    const [apps] = await t.db.select({ n: sql<number>`count(*)::int` }).from(applications);
    const [docs] = await t.db.select({ n: sql<number>`count(*)::int` }).from(applicationDocuments);
    return { apps: apps?.n, docs: docs?.n };
  };
  /** Sends a bad submission and checks the answer and that nothing at all was stored. */
  const refused = async (parts: SubmitParts, status: number, detail: string) => {
    const before = await counts();
    const response = await send(parts);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().detail).toBe(detail);
    expect(await counts()).toEqual(before);
    return response.json();
  };

  it('when the application and both documents are valid, then 201 with the application and everything is stored', async () => {
    const response = await send({
      data: validApplication(),
      inventory: { data: TEXT, name: 'inventory.txt' },
      id: { data: PNG, name: 'passport.png' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      customer_id: customer.user.id,
      full_name: 'Dana Diaz',
      item_type: 'Furniture',
      storage_type: 'climate-controlled',
      estimated_volume: 'medium',
      insurance_required: true,
      transportation_needed: true,
      status: 'pending',
      employee_notes: null,
      reviewed_by: null,
      reviewed_at: null,
      inventory_list_url: `/api/applications/${body.id}/documents/inventory_list`,
      identification_doc_url: `/api/applications/${body.id}/documents/identification_doc`,
    });
    expect(body.created_at).toMatch(/Z$/);
    const docs = await t.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, body.id));
    const id = docs.find((doc) => doc.kind === 'identification_doc');
    expect(id).toMatchObject({ fileName: 'passport.png', contentType: 'image/png', size: PNG.length });
    expect(Buffer.compare(id!.data, PNG)).toBe(0);
    expect(docs.find((doc) => doc.kind === 'inventory_list')?.contentType).toBe('text/plain; charset=utf-8');
    const [entry] = await t.db.select().from(activities).orderBy(desc(activities.id)).limit(1);
    expect(entry).toMatchObject({ userId: customer.user.id, action: 'application_submit', category: 'application' });
  });

  it.each([
    { name: 'list.docx', data: DOCX, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    { name: 'list.xlsx', data: XLSX, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    { name: 'list.doc', data: CFB, type: 'application/msword' },
    { name: 'list.PDF', data: PDF, type: 'application/pdf' },
  ])('when the inventory list is $name, then it is accepted as $type', async ({ name, data, type }) => {
    const response = await send({ data: validApplication(), inventory: { data, name }, id: idDoc(JPEG, 'id.jpeg') });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().documents).toContainEqual(
      expect.objectContaining({ kind: 'inventory_list', content_type: type }),
    );
  });

  it('when only the required fields and the ID are sent, then the rest is stored empty', async () => {
    const data = {
      full_name: 'Min Imal',
      email: 'min@example.com',
      phone: '+44 20 7946 0958',
      item_type: 'Other',
      storage_type: 'standard',
    };
    const response = await send({ data, id: idDoc() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      address: null,
      estimated_volume: null,
      insurance_required: false,
      inventory_list_url: null,
    });
  });

  it.each(['full_name', 'email', 'phone', 'item_type', 'storage_type'])(
    'when %s is missing, then 400 "Please fill in all required fields" and nothing is stored',
    async (field) => {
      const body = await refused(
        { data: validApplication({ [field]: '' }), id: idDoc() },
        400,
        'Please fill in all required fields',
      );
      expect(body.errors).toEqual([{ field, message: 'Please fill in all required fields' }]);
    },
  );

  it.each([
    ['storage_type', 'underwater'],
    ['item_type', 'Spaceships'],
    ['estimated_volume', 'huge'],
    ['access_frequency', 'hourly'],
    ['storage_duration', 'forever'],
    ['insurance_required', 'yes'],
  ])('when %s is %j, then 400 names the field', async (field, value) => {
    const body = await send({ data: validApplication({ [field]: value }), id: idDoc() });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
  });

  it('when a business type is not on the list for a business account, then 400', async () => {
    const response = await send({
      data: validApplication({ is_business_account: true, business_type: 'charity' }),
      id: idDoc(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('business_type');
  });

  it('when application_data is not JSON or is missing, then 400 and nothing is stored', async () => {
    await refused({ raw: '{"full_name": ', id: idDoc() }, 400, 'application_data must be valid JSON');
    await refused({ raw: '[1,2]', id: idDoc() }, 400, 'application_data must be a JSON object');
    await refused({ id: idDoc() }, 400, 'Application data is required');
  });

  it('when the identification document is missing, then 400 "Identification document is required"', async () => {
    const body = await refused(
      { data: validApplication(), inventory: { data: PDF, name: 'list.pdf' } },
      400,
      'Identification document is required',
    );
    expect(body.errors).toEqual([{ field: 'identification_doc', message: 'Identification document is required' }]);
  });

  it.each([
    ['a PNG renamed .pdf', PNG, 'id.pdf', 'Identification document content does not match its .pdf extension'],
    [
      'an ELF executable renamed .pdf',
      ELF,
      'id.pdf',
      'Identification document content does not match its .pdf extension',
    ],
    [
      'a Windows executable renamed .pdf',
      MZ,
      'id.pdf',
      'Identification document content does not match its .pdf extension',
    ],
    ['a JPEG named .png', JPEG, 'id.png', 'Identification document content does not match its .png extension'],
    ['an .exe', MZ, 'setup.exe', 'Identification document must be a .pdf, .jpg, .jpeg or .png file'],
    ['a .docx', DOCX, 'id.docx', 'Identification document must be a .pdf, .jpg, .jpeg or .png file'],
  ])('when the ID is %s, then 415 and nothing is stored', async (_what, data, name, detail) => {
    const body = await refused({ data: validApplication(), id: { data, name } }, 415, detail);
    expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['binary with NUL bytes', Buffer.from('abc\0def'), 'list.txt', '.txt'],
    ['invalid UTF-8', Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'list.txt', '.txt'],
    ['an executable', MZ, 'list.txt', '.txt'],
    ['a zip that is no Office file', Buffer.from('PK\u0003\u0004garbage'), 'list.xlsx', '.xlsx'],
    ['a PDF', PDF, 'list.doc', '.doc'],
  ])('when the inventory list is %s, then 415 and not even the valid ID is stored', async (_what, data, name, ext) => {
    await refused(
      { data: validApplication(), inventory: { data, name }, id: idDoc() },
      415,
      `Inventory list content does not match its ${ext} extension`,
    );
  });

  it('when a document is empty, then 400', async () => {
    await refused(
      { data: validApplication(), id: { data: Buffer.alloc(0), name: 'id.pdf' } },
      400,
      'Identification document is empty',
    );
  });

  it('when the body is JSON instead of multipart, then 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications/submit',
      headers: customer.headers,
      payload: validApplication(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBe('The application must be sent as multipart/form-data');
  });

  it('when staff or a visitor submits, then 403 or 401', async () => {
    const employee = await signIn(t.app, DEMO.employee);
    expect((await submit(t.app, employee.headers, { data: validApplication(), id: idDoc() })).statusCode).toBe(403);
    expect((await submit(t.app, {}, { data: validApplication(), id: idDoc() })).statusCode).toBe(401);
  });
});
