import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Whether an address is on the allow-list; an empty list allows every address. */
export function isIpAllowed(list: readonly string[], ip: string): boolean {
  if (list.length === 0) return true;
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!type) return false;
  const allowed = new BlockList();
  for (const entry of list) {
    const [base = '', prefix] = entry.split('/');
    const entryType = isIPv4(base) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) allowed.addAddress(base, entryType);
    else allowed.addSubnet(base, Number(prefix), entryType);
  }
  return allowed.check(address, type);
}
