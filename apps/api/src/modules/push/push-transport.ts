import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export type PushResponse = { status: number; statusText: string; text: string };

/**
 * One request to a push service with node's own client: it connects through `lookup` (so the
 * address checked is the address used), follows no redirect (a 3xx is just an answer), and gives
 * up after `timeoutMs`. Reads at most a few hundred bytes of the answer, for the failure reason.
 */
export function postToPushService(
  endpoint: string,
  init: { method: string; headers: Record<string, string>; body: Buffer | undefined; timeoutMs: number },
  lookup: LookupFunction | undefined,
): Promise<PushResponse> {
  const url = new URL(endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: init.method,
        headers: { ...init.headers, 'content-length': String(init.body?.length ?? 0) },
        ...(lookup && { lookup }),
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < 300) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            text: Buffer.concat(chunks).toString('utf8').slice(0, 300),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
