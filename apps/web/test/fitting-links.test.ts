import { describe, expect, it } from 'vitest';
import { fittingCount } from '../src/components/layout/use-fitting-links';

/** The bar's links that fit beside its icons (issue 48): the rest go under More, which takes room too. */
describe('fittingCount', () => {
  const widths = [90, 60, 70, 80];
  const gap = 4;
  const all = 90 + 60 + 70 + 80 + 3 * gap;

  it('when every link fits, then all show and no room is kept for More', () => {
    expect(fittingCount(widths, gap, all, 50)).toBe(4);
  });

  it('when one pixel is missing, then the links that fit beside More show', () => {
    // 90 + 4 + 60 + 4 + 70 + 4 = 232 and More's 50 make 282.
    expect(fittingCount(widths, gap, all - 1, 50)).toBe(3);
    expect(fittingCount(widths, gap, 281, 50)).toBe(2);
    expect(fittingCount(widths, gap, 282, 50)).toBe(3);
  });

  it('when there is room for More alone, then every link is under it', () => {
    expect(fittingCount(widths, gap, 60, 50)).toBe(0);
    expect(fittingCount(widths, gap, 0, 50)).toBe(0);
  });
});
