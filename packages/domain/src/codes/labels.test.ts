import { describe, expect, it } from 'vitest';
import { codeParamSchema } from './code-resolution.js';
import { LABEL_MAX_COUNT, labelGeometry, labelPosition, labelsQuerySchema, mmToPoints } from './labels.js';

describe('label sheets', () => {
  it('when codes of every kind are asked for, then they parse in order and repeats print once', () => {
    const query = labelsQuerySchema.parse({ codes: 'ITM-4, lot-7,LOC-3,ITM-4' });
    expect(query.codes).toEqual([
      { kind: 'item', id: 4 },
      { kind: 'lot', id: 7 },
      { kind: 'location', id: 3 },
    ]);
    expect(query.layout).toBe('a4-2x7');
  });

  it('when a code is not a label code, or none is given, then the query is refused', () => {
    expect(labelsQuerySchema.safeParse({ codes: 'ITM-4,SKU-1' }).error?.issues[0]?.message).toMatch(
      /^Not a label code.*SKU-1$/,
    );
    expect(labelsQuerySchema.safeParse({ codes: ' , ' }).error?.issues[0]?.message).toBe(
      'Choose at least one label to print',
    );
    expect(labelsQuerySchema.safeParse({}).success).toBe(false);
    expect(labelsQuerySchema.safeParse({ codes: 'ITM-1', layout: 'a5' }).error?.issues[0]?.message).toBe(
      'Choose a label layout: a4-2x7 or single-62mm',
    );
  });

  it('when exactly the maximum is asked for, then it passes; one more is refused', () => {
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `ITM-${i + 1}`).join(',');
    expect(labelsQuerySchema.parse({ codes: codes(LABEL_MAX_COUNT) }).codes).toHaveLength(LABEL_MAX_COUNT);
    expect(labelsQuerySchema.safeParse({ codes: codes(LABEL_MAX_COUNT + 1) }).error?.issues[0]?.message).toBe(
      `At most ${LABEL_MAX_COUNT} labels can be printed at once`,
    );
  });

  it('when 14 labels fill an A4 sheet, then every one lies on the page and the 15th starts page two', () => {
    const g = labelGeometry('a4-2x7');
    expect(g.page).toEqual({ width: 595.28, height: 841.89 });
    for (let i = 0; i < 14; i++) {
      const { page, x, y } = labelPosition('a4-2x7', i);
      expect(page).toBe(0);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + g.label.width).toBeLessThanOrEqual(g.page.width);
      expect(y + g.label.height).toBeLessThanOrEqual(g.page.height);
    }
    expect(labelPosition('a4-2x7', 1).x).toBeGreaterThan(labelPosition('a4-2x7', 0).x);
    expect(labelPosition('a4-2x7', 2).y).toBeGreaterThan(labelPosition('a4-2x7', 0).y);
    expect(labelPosition('a4-2x7', 14)).toEqual({ ...labelPosition('a4-2x7', 0), page: 1 });
  });

  it('when the single layout is used, then each label is its own 62 x 29 mm page', () => {
    expect(labelGeometry('single-62mm').page).toEqual({ width: mmToPoints(62), height: mmToPoints(29) });
    expect(labelPosition('single-62mm', 3)).toEqual({ page: 3, x: 0, y: 0 });
  });

  it('when a scanned code is looked up, then it is trimmed and bounded', () => {
    expect(codeParamSchema.parse({ code: ' ITM-4 ' }).code).toBe('ITM-4');
    expect(codeParamSchema.safeParse({ code: '   ' }).success).toBe(false);
    expect(codeParamSchema.safeParse({ code: 'x'.repeat(81) }).success).toBe(false);
    expect(codeParamSchema.safeParse({ code: 'a\u0000b' }).success).toBe(false);
  });
});
