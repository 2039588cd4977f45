import { describe, expect, it } from 'vitest';
import { secretSealer } from './sealed-secret.js';

const sealer = secretSealer('server-secret-server-secret-server-secret', 'totp-secret');

describe('sealed secrets', () => {
  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.isSealed(sealed)).toBe(true);
    expect(sealer.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same value differently each time (a fresh IV), so equal secrets do not show', () => {
    expect(sealer.seal('same')).not.toBe(sealer.seal('same'));
  });

  it('answers null for another key, another purpose, an altered value or a malformed one', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP');
    expect(secretSealer('another-secret-another-secret-another', 'totp-secret').open(sealed)).toBeNull();
    expect(secretSealer('server-secret-server-secret-server-secret', 'other-purpose').open(sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(sealer.open([version, iv, tag, flipped].join('.'))).toBeNull();
    for (const bad of ['JBSWY3DPEHPK3PXP', 'v1.', 'v1.a.b', 'v1.a.b.c', `v2.${iv}.${tag}.${body}`, '']) {
      expect(sealer.open(bad)).toBeNull();
    }
    expect(sealer.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });
});
