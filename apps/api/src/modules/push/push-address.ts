import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** How a host name resolves: every address, as the operating system's resolver answers (injectable in tests). */
export type HostResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Addresses a push service never has: this host, private and carrier-grade NAT networks, link-local
 * (the cloud metadata service, 169.254.169.254), unique-local IPv6, multicast, documentation and
 * other reserved ranges. A subscription whose endpoint resolves into one would make the server post
 * into its own network.
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  REFUSED.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = parseInt(match[2]!, 16);
  const low = parseInt(match[3]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether the server must not connect to this address for a push subscription. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.split('%')[0]!.toLowerCase();
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return REFUSED.check(bare, 'ipv4');
  const inner = embeddedIpv4(bare);
  if (inner) return isIP(inner) !== 4 || REFUSED.check(inner, 'ipv4');
  return REFUSED.check(bare, 'ipv6');
}

export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, an internal address`);
  }
}

/** The first refused address a host name resolves to, or null when every one is public. */
export async function refusedAddressOf(hostname: string, resolve: HostResolver): Promise<string | null> {
  const addresses = await resolve(hostname);
  return addresses.find((entry) => isRefusedAddress(entry.address))?.address ?? null;
}

/**
 * A `lookup` for the connection itself: it resolves once and connects to exactly the addresses it
 * checked, so a name that changes between the check and the connection (DNS rebinding) cannot
 * slip an internal address in.
 */
export function checkedLookup(resolve: HostResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((entry) => isRefusedAddress(entry.address));
        if (refused) return callback(new RefusedAddressError(hostname, refused.address), '', 0);
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = addresses.filter((entry) => wanted === 0 || entry.family === wanted);
        if (usable.length === 0) {
          const error = Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
          return callback(error, '', 0);
        }
        if (options.all) return (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
        return callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
