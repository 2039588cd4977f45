/** One Server-Sent Event as a browser's EventSource would see it. */
export type SseEvent = { event: string; data: unknown; receivedAt: number };

export type SseStream = {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comment lines (heartbeats) received so far. */
  comments: string[];
  /** The next event (from `from` on) that matches, or a rejection after timeoutMs. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/**
 * Opens an event stream over real HTTP (fetch) and parses it as EventSource does: `event:` and
 * `data:` lines, a blank line ends an event, lines starting with ':' are comments.
 */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
          }
          if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')), receivedAt: Date.now() });
          wake();
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: the stream has ended either way.
    }
  };
  const ended = response.ok ? read() : response.text().then(() => undefined);

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    close: () => abort.abort(),
    next: (match, timeoutMs = 5_000, from = 0) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
  };
}
