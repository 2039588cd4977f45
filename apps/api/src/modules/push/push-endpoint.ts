import { isIP } from 'node:net';

/**
 * Whether the server may post to a subscription's endpoint. Browsers' push services (FCM, Mozilla,
 * Apple, Microsoft) are public https hosts; plain http, localhost, a bare IP address or a single-label
 * name would let anyone signed in make the server post into its own network. `allowLocal` lifts
 * this for tests and a self-hosted push service (PUSH_ALLOW_LOCAL_ENDPOINTS).
 */
export function isAllowedPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  // A fully qualified name may end in a dot ("localhost.", "printer.local."): the same host, so
  // the dot is dropped before the checks below, which would otherwise let it through.
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  return (
    url.protocol === 'https:' &&
    isIP(host) === 0 &&
    host.includes('.') &&
    host !== 'localhost' &&
    !host.endsWith('.localhost') &&
    !host.endsWith('.local') &&
    !host.endsWith('.internal')
  );
}
