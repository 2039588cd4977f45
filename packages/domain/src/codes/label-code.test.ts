import { describe, expect, it } from 'vitest';
import { formatLabelCode, parseLabelCode } from './label-code.js';

describe('label codes', () => {
  it('when a code is formatted, then parsing it gives back the same kind and id', () => {
    for (const kind of ['item', 'lot', 'location'] as const) {
      expect(parseLabelCode(formatLabelCode({ kind, id: 4711 }))).toEqual({ kind, id: 4711 });
    }
    expect(formatLabelCode({ kind: 'item', id: 42 })).toBe('ITM-42');
    expect(formatLabelCode({ kind: 'lot', id: 7 })).toBe('LOT-7');
    expect(formatLabelCode({ kind: 'location', id: 3 })).toBe('LOC-3');
  });

  it('when a scanned text has spaces or lower case, then it still resolves', () => {
    expect(parseLabelCode('  itm-12\n')).toEqual({ kind: 'item', id: 12 });
  });

  it('when a text is not a label code, then null (it may be a SKU)', () => {
    for (const text of [
      '',
      'ITM-',
      'ITM-0',
      'ITM-012',
      'XYZ-5',
      'ITM-5-1',
      'SKU-1001',
      'ITM-1234567890123456',
      'ITM 5',
    ]) {
      expect(parseLabelCode(text)).toBeNull();
    }
  });
});
