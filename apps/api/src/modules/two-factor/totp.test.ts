import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  hotp,
  matchTotpStep,
  otpauthUrl,
  timeStep,
  totpAt,
} from './totp.js';

// RFC 6238 appendix B: the seeds per algorithm and the 8-digit codes at each time.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)(
    'when the time is %i, then the codes match the RFC test vectors',
    (seconds, sha1, sha256, sha512) => {
      const step = timeStep(new Date(seconds * 1000));
      expect(hotp(SEEDS.sha1, step, 8, 'sha1')).toBe(sha1);
      expect(hotp(SEEDS.sha256, step, 8, 'sha256')).toBe(sha256);
      expect(hotp(SEEDS.sha512, step, 8, 'sha512')).toBe(sha512);
    },
  );

  it('when 6 digits are asked for, then they are the last 6 of the RFC code (what apps show)', () => {
    const secret = base32Encode(SEEDS.sha1);
    expect(totpAt(secret, new Date(59_000))).toBe('287082');
    expect(totpAt(secret, new Date(1111111109_000))).toBe('081804');
  });

  it('when counters 0-9 are used, then HOTP matches RFC 4226 appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });
});

describe('matchTotpStep', () => {
  const secret = base32Encode(SEEDS.sha1);
  const now = new Date(1111111111_000);
  const step = timeStep(now);

  it('when the code is from the current, previous or next step, then that step is answered', () => {
    for (const offset of [-1, 0, 1]) {
      const code = hotp(SEEDS.sha1, step + offset);
      expect(matchTotpStep(secret, code, now)).toBe(step + offset);
    }
  });

  it('when the code is two steps away or wrong, then nothing matches', () => {
    expect(matchTotpStep(secret, hotp(SEEDS.sha1, step - 2), now)).toBeNull();
    expect(matchTotpStep(secret, hotp(SEEDS.sha1, step + 2), now)).toBeNull();
    expect(matchTotpStep(secret, '000000', new Date(0))).toBeNull();
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
  });
});

describe('base32 (RFC 4648)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('when %j is encoded, then it reads %j and decodes back', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
    expect(base32Decode(encoded.toLowerCase()).toString()).toBe(plain);
  });

  it('when the text has characters outside the alphabet, then decoding refuses it', () => {
    expect(() => base32Decode('MZ1W')).toThrow();
  });
});

describe('secrets, URLs and recovery codes', () => {
  it('when a secret is generated, then it is 160 random bits in base32', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('when the otpauth URL is built, then apps find the issuer, account and parameters', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'ann.lee', 'Stockyard & Co'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Stockyard & Co:ann.lee');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('Stockyard & Co');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });

  it('when recovery codes are made, then there are ten distinct ones and their hash ignores dash and case', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const first = codes[0]!;
    expect(hashRecoveryCode(first)).toBe(hashRecoveryCode(first.replace('-', '').toUpperCase()));
    expect(hashRecoveryCode(first)).toMatch(/^[0-9a-f]{64}$/);
  });
});
