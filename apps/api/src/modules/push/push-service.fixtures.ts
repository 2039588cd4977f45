import { createDecipheriv, createPublicKey, hkdfSync, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserSubscription } from './push.fixtures.js';

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on 127.0.0.1, as FCM or Mozilla's would take messages: it records each request
 * and answers the status set for its path (201 by default).
 */
export async function startPushService() {
  const received: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status = statuses.get(path) ?? 201;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status >= 400 ? `push service says ${status}` : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    endpoint: (path: string) => `${origin}${path}`,
    answer: (path: string, status: number) => statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What the browser does with a push message: RFC 8188 (aes128gcm) with the key derived as RFC 8291
 * says, from the browser's ECDH private key, the sender's public key in the header, and the auth secret.
 */
export function decryptPushMessage(body: Buffer, subscription: Pick<BrowserSubscription, 'ecdh' | 'auth'>): string {
  // Header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`key id is ${idLength} bytes, not a P-256 public key`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');

  const ecdhSecret = subscription.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT signed by the key it names. Answers its claims. */
export function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  return {
    publicKey: key,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string },
  };
}
