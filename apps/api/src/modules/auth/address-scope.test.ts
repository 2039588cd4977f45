import { describe, expect, it } from 'vitest';
import { addressScope, UNKNOWN_ADDRESS_SCOPE } from './address-scope.js';

describe('sign-in throttling address scope', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0DB8:00aa:00bb::9', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b:1:2::198.51.100.7', '64:ff9b:1:2::/64'],
  ])('when the address is %s, then it counts as %s', (ip, scope) => {
    expect(addressScope(ip)).toBe(scope);
  });

  it('when two addresses share a /64, then they share a scope; another /64 does not', () => {
    expect(addressScope('2001:db8:1:2::a')).toBe(addressScope('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressScope('2001:db8:1:3::a')).not.toBe(addressScope('2001:db8:1:2::a'));
  });

  it('when there is no address, then the shared unknown scope is used', () => {
    expect(addressScope(null)).toBe(UNKNOWN_ADDRESS_SCOPE);
  });
});
