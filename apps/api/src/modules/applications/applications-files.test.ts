import { MEGABYTE } from '@stockyard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments, applications } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import {
  idDoc,
  PDF,
  pdfOfSize,
  rawMultipart,
  submit,
  validApplication,
  type SubmitParts,
} from './applications.fixtures.js';

describe('application documents: sizes, names and downloads', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await signIn(t.app, DEMO.customer);
  });
  afterAll(async () => t.close());

  const send = (parts: SubmitParts) => submit(t.app, customer.headers, parts);
  const applicationCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]?.n;
  const sendRaw = (parts: { headers: string; body: Buffer | string }[]) => {
    const { payload, contentType } = rawMultipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/applications/submit',
      headers: { ...customer.headers, 'content-type': contentType },
      payload,
    });
  };
  const dataPart = {
    headers: 'Content-Disposition: form-data; name="application_data"',
    body: JSON.stringify(validApplication()),
  };
  const idPart = (disposition: string) => ({
    headers: `Content-Disposition: form-data; name="identification_doc"; ${disposition}\r\nContent-Type: application/pdf`,
    body: PDF,
  });
  const storedName = async (applicationId: number) =>
    (
      await t.db
        .select({ name: applicationDocuments.fileName })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, applicationId))
    )[0]?.name;

  it('when the ID is exactly 5 MB, then it is accepted', async () => {
    const response = await send({ data: validApplication(), id: { data: pdfOfSize(5 * MEGABYTE), name: 'big.pdf' } });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    [
      'the ID is 5 MB and one byte',
      { id: { data: pdfOfSize(5 * MEGABYTE + 1), name: 'id.pdf' } },
      'Identification document must be at most 5 MB',
    ],
    [
      'the inventory list is 10 MB and one byte',
      { id: idDoc(), inventory: { data: pdfOfSize(10 * MEGABYTE + 1), name: 'list.pdf' } },
      'Inventory list must be at most 10 MB',
    ],
    [
      'the inventory list is 12 MB (past the parser ceiling)',
      { id: idDoc(), inventory: { data: pdfOfSize(12 * MEGABYTE), name: 'list.pdf' } },
      'Inventory list must be at most 10 MB',
    ],
  ])('when %s, then 413 with the limit and nothing is stored', async (_what, files, detail) => {
    const before = await applicationCount();
    const response = await send({ data: validApplication(), ...files });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', detail });
    expect(await applicationCount()).toBe(before);
  });

  it('when the whole upload declares more than both limits together, then 413 before it is read', async () => {
    const response = await send({
      data: validApplication(),
      id: idDoc(),
      inventory: { data: pdfOfSize(16 * MEGABYTE), name: 'list.pdf' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(
      'The upload is too large. Inventory list must be at most 10 MB; Identification document must be at most 5 MB.',
    );
  });

  it('when the file name climbs directories, then only its last segment is stored', async () => {
    const response = await send({ data: validApplication(), id: idDoc(PDF, '../../etc/passwd.pdf') });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedName(response.json().id)).toBe('passwd.pdf');
    expect(response.json().documents[0].file_name).toBe('passwd.pdf');
  });

  it.each([
    [
      'an encoded name with a quote and a header',
      "filename*=UTF-8''evil%22%3B%20X-Injected%3A%201.pdf",
      'evil X-Injected 1.pdf',
    ],
    ['a quoted name with an escaped quote', 'filename="a\\"b.pdf"', 'ab.pdf'],
    ['a Windows path', 'filename="C:\\\\Users\\\\me\\\\..\\\\id.pdf"', 'id.pdf'],
    ['a NUL byte', "filename*=UTF-8''id%00.pdf", 'id.pdf'],
  ])(
    'when the part carries %s, then the stored and downloaded names are neutralised',
    async (_what, disposition, expected) => {
      const response = await sendRaw([dataPart, idPart(disposition)]);
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json().id as number;
      expect(await storedName(id)).toBe(expected);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/applications/${id}/documents/identification_doc`,
        headers: customer.headers,
      });
      expect(download.statusCode).toBe(200);
      const header = download.headers['content-disposition'] as string;
      // Plain ASCII names need no filename* (RFC 6266); the non-ASCII case is the next test.
      expect(header).toBe(`attachment; filename="${expected}"`);
      expect(header).not.toMatch(/[\r\n\0]/);
    },
  );

  it('when an encoded name carries CR/LF, then the parser drops the part and the ID counts as missing', async () => {
    const before = await applicationCount();
    const response = await sendRaw([dataPart, idPart("filename*=UTF-8''evil%0D%0AX-Injected%3A%201.pdf")]);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Identification document is required');
    expect(await applicationCount()).toBe(before);
  });

  it('when a download is served, then it is an attachment with its detected type, nosniff and no caching', async () => {
    const created = await send({ data: validApplication(), id: idDoc(PDF, 'résumé id.pdf') });
    const download = await t.app.inject({
      method: 'GET',
      url: created.json().identification_doc_url,
      headers: customer.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="r_sum_ id.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20id.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
  });

  it('when a file part has an unexpected name or comes twice, then 400 and nothing is stored', async () => {
    const before = await applicationCount();
    const stray = await sendRaw([
      dataPart,
      idPart('filename="id.pdf"'),
      { headers: 'Content-Disposition: form-data; name="payload"; filename="x.pdf"', body: PDF },
    ]);
    expect(stray.statusCode).toBe(400);
    expect(stray.json().detail).toBe(
      'Unexpected file in the form: only inventory_list and identification_doc are accepted',
    );
    const twice = await sendRaw([dataPart, idPart('filename="a.pdf"'), idPart('filename="b.pdf"')]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toBe('Only one identification_doc file can be uploaded');
    expect(await applicationCount()).toBe(before);
  });

  it('when more than two files are sent, then 413 and nothing is stored', async () => {
    const before = await applicationCount();
    const inventory = (name: string) => ({
      headers: `Content-Disposition: form-data; name="inventory_list"; filename="${name}"`,
      body: PDF,
    });
    const response = await sendRaw([dataPart, idPart('filename="id.pdf"'), inventory('a.pdf'), inventory('b.pdf')]);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('At most two files can be uploaded: inventory_list and identification_doc');
    expect(await applicationCount()).toBe(before);
  });

  it('when application_data is larger than the field limit, then 413', async () => {
    const response = await sendRaw([
      { ...dataPart, body: JSON.stringify(validApplication({ special_requirements: 'x'.repeat(70_000) })) },
      idPart('filename="id.pdf"'),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('application_data is too large');
  });

  it('when the multipart body is malformed or cut short, then 400 and nothing is stored', async () => {
    const before = await applicationCount();
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/applications/submit',
      headers: { ...customer.headers, 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expect(noBoundary.statusCode).toBe(400);
    const { payload, contentType } = rawMultipart([dataPart, idPart('filename="id.pdf"')]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/applications/submit',
      headers: { ...customer.headers, 'content-type': contentType },
      payload: payload.subarray(0, payload.length - 40),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('VALIDATION');
    expect(await applicationCount()).toBe(before);
  });

  it('when the API description is built, then the application routes are in it', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/applications/submit', '/api/applications/stats/summary', '/api/notifications']),
    );
  });
});
