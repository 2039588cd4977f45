import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { DEMO_PDF } from '../demo/demo-data.js';
import { newCustomer, signIn } from '../../../test/test-app.js';

/** Test-only helpers: real file signatures and multipart bodies for the submit route. */

export const PDF = DEMO_PDF;
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xd9]),
]);
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(120, 0)]);
export const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);
export const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);
export const TEXT = Buffer.from('Sofa, 2 chairs, 14 boxes of books\nLamp — fragile\n', 'utf8');

/** A minimal stored (uncompressed) zip: enough for the Office Open XML signatures file-type reads. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const officeZip = (main: string, part: string) =>
  zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`,
    ],
    [part, '<?xml version="1.0"?><root/>'],
  ]);
export const DOCX = officeZip('wordprocessingml.document', 'word/document.xml');
export const XLSX = officeZip('spreadsheetml.sheet', 'xl/workbook.xml');

/** Bytes that start like a PDF and are `size` long. */
export const pdfOfSize = (size: number) => Buffer.concat([PDF, Buffer.alloc(Math.max(0, size - PDF.length), 0x20)]);

export const validApplication = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Dana Diaz',
  email: 'dana@example.com',
  phone: '+1 202 555 0199',
  address: '9 Harbour Road',
  is_business_account: false,
  item_type: 'Furniture',
  estimated_volume: 'medium',
  storage_type: 'climate-controlled',
  access_frequency: 'weekly',
  storage_duration: '3-6-months',
  special_requirements: 'Keep away from windows',
  insurance_required: true,
  packing_services: false,
  transportation_needed: true,
  ...overrides,
});

export type FilePart = { data: Buffer; name: string; type?: string };
export type SubmitParts = { data?: unknown; raw?: string; inventory?: FilePart; id?: FilePart };

/** A multipart body built the way a browser builds one (FormData). */
export async function formBody(parts: SubmitParts) {
  const form = new FormData();
  if (parts.raw !== undefined) form.append('application_data', parts.raw);
  else if (parts.data !== undefined) form.append('application_data', JSON.stringify(parts.data));
  for (const [field, file] of [
    ['inventory_list', parts.inventory],
    ['identification_doc', parts.id],
  ] as const) {
    if (file) form.append(field, new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

/**
 * A multipart body written by hand, for part headers a browser would never send (raw quotes,
 * RFC 5987 names carrying CR/LF).
 */
export function rawMultipart(parts: { headers: string; body: Buffer | string }[]) {
  const boundary = '----stockyard-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function submit(app: FastifyInstance, headers: Record<string, string>, parts: SubmitParts) {
  const { payload, contentType } = await formBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/applications/submit',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

export const idDoc = (data: Buffer = PDF, name = 'passport.pdf'): FilePart => ({ data, name });

/** Registers a fresh customer through the real route and signs them in. */
export async function registerCustomer(app: FastifyInstance) {
  const body = newCustomer();
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return signIn(app, { username: body.username, password: body.password });
}
