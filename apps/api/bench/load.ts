import http from 'node:http';

/**
 * GET through node:http on kept-alive sockets. The load generator shares the machine's cores with
 * the server and PostgreSQL: fetch (undici) spends about twice the CPU per request, which the bench
 * would otherwise charge to the server it measures (the direct-SQL comparison pays no such cost).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function httpGet(url: string, headers: Headers | Record<string, string> = {}): Promise<Response> {
  const plain = headers instanceof Headers ? Object.fromEntries(headers.entries()) : headers;
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: plain }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: response.statusCode })));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** A small closed-loop load generator: `clients` workers each send requests back to back for `seconds`. */
export type LoadResult = { requests: number; errors: number; rps: number; p50: number; p95: number; p99: number };

export const round = (value: number) => Math.round(value * 10) / 10;

/** Sorts in place and summarises latencies (ms) measured over `seconds`. */
export function summarise(latencies: number[], errors: number, seconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length,
    errors,
    rps: round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

/** Sends one request and reads the body; a non-2xx answer or a network failure is an error. */
async function timed(send: () => Promise<Response>): Promise<{ ms: number; ok: boolean }> {
  const start = performance.now();
  try {
    const response = await send();
    await response.arrayBuffer();
    return { ms: performance.now() - start, ok: response.ok };
  } catch {
    return { ms: performance.now() - start, ok: false };
  }
}

/** The raw samples of a closed-loop run: every latency (ms) and the count of failed requests. */
export type LoadSamples = { latencies: number[]; errors: number };

export async function collectLoad(
  send: () => Promise<Response>,
  { clients, seconds }: { clients: number; seconds: number },
): Promise<LoadSamples> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const { ms, ok } = await timed(send);
      if (!ok) errors += 1;
      latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  return { latencies, errors };
}

export async function runLoad(
  send: () => Promise<Response>,
  load: { clients: number; seconds: number },
): Promise<LoadResult> {
  const { latencies, errors } = await collectLoad(send, load);
  return summarise(latencies, errors, load.seconds);
}

/** One kind of request in a mixed workload: who sends it and how. */
export type MixedRequest = { role: string; label: string; send: () => Promise<Response> };

export type MixedResult = {
  clients: number;
  seconds: number;
  overall: LoadResult;
  by_role: Record<string, LoadResult & { clients: number }>;
  by_request: Record<string, LoadResult>;
};

/**
 * The clients are shared out over the roles (as evenly as the count allows); each client walks its
 * role's requests in turn, back to back, so every role and request is measured under the full load.
 */
export async function runMixed(
  requests: MixedRequest[],
  { clients, seconds }: { clients: number; seconds: number },
): Promise<MixedResult> {
  const roles = [...new Set(requests.map((request) => request.role))];
  const samples = new Map<string, { latencies: number[]; errors: number }>();
  const sample = (key: string) => {
    if (!samples.has(key)) samples.set(key, { latencies: [], errors: 0 });
    return samples.get(key)!;
  };
  const all = sample('*');
  const deadline = performance.now() + seconds * 1000;
  const worker = async (index: number) => {
    const role = roles[index % roles.length]!;
    const own = requests.filter((request) => request.role === role);
    // Clients of one role start at different requests, so the mix is even from the first second.
    for (let turn = Math.floor(index / roles.length); performance.now() < deadline; turn += 1) {
      const request = own[turn % own.length]!;
      const { ms, ok } = await timed(request.send);
      for (const bucket of [all, sample(`role:${role}`), sample(`request:${request.label}`)]) {
        bucket.latencies.push(ms);
        if (!ok) bucket.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => worker(index)));
  const result = (key: string) => summarise(sample(key).latencies, sample(key).errors, seconds);
  return {
    clients,
    seconds,
    overall: result('*'),
    by_role: Object.fromEntries(
      roles.map((role, position) => [
        role,
        {
          ...result(`role:${role}`),
          clients: Math.floor(clients / roles.length) + (position < clients % roles.length ? 1 : 0),
        },
      ]),
    ),
    by_request: Object.fromEntries(requests.map((request) => [request.label, result(`request:${request.label}`)])),
  };
}
