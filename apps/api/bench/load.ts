/** A small closed-loop load generator: `clients` workers each send requests back to back for `seconds`. */
export type LoadResult = { requests: number; errors: number; rps: number; p50: number; p95: number; p99: number };

export async function runLoad(
  send: () => Promise<Response>,
  { clients, seconds }: { clients: number; seconds: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
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

export const round = (value: number) => Math.round(value * 10) / 10;
