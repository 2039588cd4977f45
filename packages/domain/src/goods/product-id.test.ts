import { describe, expect, it } from 'vitest';
import { generateProductId, PRODUCT_ID_PATTERN } from './product-id.js';

describe('product id', () => {
  it('when generated, then it is PRD- and six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateProductId()).toMatch(PRODUCT_ID_PATTERN);
  });

  it('when the random source is at its ends, then the digits stay six', () => {
    expect(generateProductId(() => 0)).toBe('PRD-000000');
    expect(generateProductId(() => 0.0000042)).toBe('PRD-000004');
    expect(generateProductId(() => 0.9999999999)).toBe('PRD-999999');
  });

  it.each(['PRD-12345', 'PRD-1234567', 'prd-123456', 'PRD-12345a'])(
    'when the id is %s, then it does not match',
    (id) => {
      expect(PRODUCT_ID_PATTERN.test(id)).toBe(false);
    },
  );
});
