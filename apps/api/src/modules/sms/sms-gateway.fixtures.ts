import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayRequest = { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams };

/**
 * An SMS gateway on 127.0.0.1 speaking Twilio's Messages API: it records each form post and answers
 * 201 with a message sid, or the status set next with a Twilio-style error body.
 */
export async function startSmsGateway() {
  const received: GatewayRequest[] = [];
  let next: { status: number; body: unknown } | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      const answer = next ?? { status: 201, body: { sid: `SM${received.length}`, status: 'queued' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Answers every following request with this status and a Twilio error (code, message). */
    fail: (status: number, message: string, code = 21211) => {
      next = { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
    },
    succeed: () => {
      next = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
