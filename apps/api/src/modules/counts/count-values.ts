import { countNeedsAdmin, varianceOf, varianceValueCents } from '@stockyard/domain';
import type { LineRow } from './counts.repository.js';

type Valued = { row: LineRow; variance: number; valueCents: number };

/** Each counted line's variance against the quantity the system held when it was counted, and its value. */
export function valueLines(rows: LineRow[]): Valued[] {
  return rows.map((row) => {
    const { countedQuantity, systemQuantity, unitPrice } = row.line;
    const variance =
      countedQuantity === null || systemQuantity === null ? 0 : varianceOf(countedQuantity, systemQuantity);
    return { row, variance, valueCents: varianceValueCents(variance, unitPrice ?? '0') };
  });
}

export const byCounter = (valued: Valued[]) =>
  valued.map(({ row, variance }) => ({ countedBy: row.line.countedBy, variance }));

/** Whether the count needs an admin to accept it (countNeedsAdmin over the lines' values). */
export const valuedNeedsAdmin = (valued: Valued[], threshold: number) =>
  countNeedsAdmin(
    valued.map((line) => line.valueCents),
    threshold,
  );
