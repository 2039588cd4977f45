import { useRef } from 'react';

/** 128 random bits as hex: crypto.getRandomValues works on plain http too, where randomUUID does not. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per submission: the same body sent again (a retry, a double click) reuses its
 * key, so the server records it once; a changed body, or the next entry after a success, gets a new key.
 */
export function useSubmissionKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newKey() };
      return last.current.key;
    },
    done() {
      last.current = null;
    },
  };
}
