import { IMPORT_COLUMNS } from '@stockyard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../../db/schema/index.js';
import { createTestApp, DEMO, signIn, type TestApp } from '../../../test/test-app.js';
import { uploadCsv } from './goods.fixtures.js';

type Headers = Record<string, string>;
const HEADER = IMPORT_COLUMNS.join(',');

describe('goods CSV import: bad files and access', () => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, DEMO.admin)).headers;
  });
  afterAll(async () => t.close());

  /** A form posted to the import route as a browser posts it (FormData's own multipart body). */
  const postForm = async (form: FormData) => {
    const request = new Response(form);
    return t.app.inject({
      method: 'POST',
      url: '/api/goods/import',
      headers: { ...admin, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };
  const countGoods = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(goods))[0]!.n;

  it.each([
    [
      'a PDF by name and type',
      415,
      Buffer.from('%PDF-1.4 fake'),
      'goods.pdf',
      'application/pdf',
      'Please select a CSV file',
    ],
    [
      'a spreadsheet renamed .csv',
      415,
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0, 0, 0, 0x21, 0]),
      'goods.csv',
      'text/csv',
      'Please select a CSV file',
    ],
    ['an empty file', 400, '', 'goods.csv', 'text/csv', 'CSV file must contain at least a header row and one data row'],
    [
      'a header only',
      400,
      `${HEADER}\n\n`,
      'goods.csv',
      'text/csv',
      'CSV file must contain at least a header row and one data row',
    ],
    [
      'a header and blank rows',
      400,
      `${HEADER}\n,,,,,,,,,,\n`,
      'goods.csv',
      'text/csv',
      'CSV file must contain at least a header row and one data row',
    ],
    [
      'wrong columns',
      400,
      'title,qty\nLamp,3\n',
      'goods.csv',
      'text/csv',
      'Missing required columns: name, category, quantity, branch_id',
    ],
    ['a broken quote', 400, `${HEADER}\n"Lamp,Other,,,1,,,,1,,\n`, 'goods.csv', 'text/csv', undefined],
    [
      'a .csv name with another type',
      200,
      `${HEADER}\nNamed Csv,Other,,,1,,,,1,,\n`,
      'goods.csv',
      'application/vnd.ms-excel',
      undefined,
    ],
    [
      'a text/csv type with another name',
      200,
      `${HEADER}\nTyped Csv,Other,,,1,,,,1,,\n`,
      'export.txt',
      'text/csv',
      undefined,
    ],
  ] as const)('when the upload is %s, then %i', async (_name, status, content, filename, type, detail) => {
    const before = await countGoods();
    const response = await uploadCsv(t.app, admin, content, filename, type);
    expect(response.statusCode, response.body).toBe(status);
    if (detail) expect(response.json().detail).toBe(detail);
    if (status !== 200) expect(await countGoods()).toBe(before);
  });

  it('when a file is not UTF-8 (Latin-1, UTF-16, a NUL byte), then 400 naming the encoding, the line and the byte, and nothing is written', async () => {
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER}\nCaf`),
      Buffer.from([0xe9]),
      Buffer.from(',Other,,,1,,,,1,,\n'),
    ]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${HEADER}\nLamp,Other,,,1,,,,1,,\n`, 'utf16le'),
    ]);
    const nul = Buffer.from(`${HEADER}\nLamp\0,Other,,,1,,,,1,,\n`);
    const before = await countGoods();
    const cases: [Buffer, string][] = [
      [
        latin1,
        `The file is not valid UTF-8 (line 2, byte ${HEADER.length + 5}). Save it as "CSV UTF-8" and import it again.`,
      ],
      [utf16, 'This file is saved as UTF-16 text. Save it as "CSV UTF-8" and import it again.'],
      [
        nul,
        `The file contains a NUL byte (line 2, byte ${HEADER.length + 6}): it is not a text CSV file. Save it as "CSV UTF-8" and import it again.`,
      ],
    ];
    for (const [content, detail] of cases) {
      const response = await uploadCsv(t.app, admin, content, 'goods.csv', 'text/csv');
      expect(response.statusCode, detail).toBe(400);
      expect(response.json()).toMatchObject({ detail, errors: [{ field: 'file', message: detail }] });
    }
    expect(await countGoods()).toBe(before);
  });

  it('when a broken quote is uploaded, then the detail says the CSV could not be parsed', async () => {
    const response = await uploadCsv(t.app, admin, `${HEADER}\n"Lamp,Other,,,1,,,,1,,\n`);
    expect(response.json().detail).toMatch(/^Error parsing CSV file: /);
  });

  it('when the file is larger than 10 MB, then 413 and nothing is written', async () => {
    const big = `${HEADER}\n${'x'.repeat(10 * 1024 * 1024)}\n`;
    const response = await uploadCsv(t.app, admin, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      detail: 'CSV file is too large. The maximum size is 10 MB',
    });
  });

  it('when the form carries two CSV files, then 400 naming the rule, and nothing is written', async () => {
    const before = await countGoods();
    const form = new FormData();
    const csv = `${HEADER}\nTwo File Lamp,Furniture,,,3,9.5,,,1,,\n`;
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'one.csv');
    form.append('other', new Blob([csv], { type: 'text/csv' }), 'two.csv');
    const response = await postForm(form);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Only one CSV file can be imported at a time');
    expect(await countGoods()).toBe(before);
  });

  it('when a multipart request carries no file, or JSON is not an array, then 400', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const noFile = await postForm(form);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toBe('Please select a file first');
    const notArray = await t.app.inject({
      method: 'POST',
      url: '/api/goods/import',
      headers: admin,
      payload: { name: 'x' },
    });
    expect(notArray.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/goods/import', headers: admin, payload: [] });
    expect(empty.json().detail).toBe('No valid records to import');
  });

  it('when a customer or nobody imports, then 403 or 401', async () => {
    const customer = (await signIn(t.app, DEMO.customer)).headers;
    expect((await uploadCsv(t.app, customer, `${HEADER}\nA,Other,,,1,,,,1,,\n`)).statusCode).toBe(403);
    expect((await uploadCsv(t.app, {}, `${HEADER}\nA,Other,,,1,,,,1,,\n`)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/goods/import/template', headers: customer })).statusCode,
    ).toBe(403);
  });
});
