import { isIPv4, isIPv6 } from 'node:net';

/** Sign-ins without a known peer address (never over TCP) share one scope. */
export const UNKNOWN_ADDRESS_SCOPE = 'unknown';

/**
 * The client address as sign-in throttling counts it: an IPv4 address as it is (IPv4-mapped IPv6
 * included), an IPv6 address by its /64, because one subscriber or server is given a whole /64 and
 * could otherwise start afresh from each of its 2^64 addresses.
 */
export function addressScope(ip: string | null): string {
  if (!ip) return UNKNOWN_ADDRESS_SCOPE;
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip.slice(0, 64);
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("::" expanded, a dotted tail converted). */
function ipv6Groups(address: string): string[] {
  let text = (address.split('%')[0] ?? '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros: string[] = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
