import { describe, expect, it } from 'vitest';
import {
  COUNT_ACTIONS,
  COUNT_STATUSES,
  countActionAllowed,
  countNeedsAdmin,
  countedOwnVariance,
  countReference,
  findScannedLine,
  lineNeedsAdmin,
  nextCountStatus,
  quantityAfterVariance,
  varianceOf,
  varianceTotals,
  varianceCounters,
  varianceValueCents,
} from './rules.js';

describe('count rules', () => {
  it('when a count is referenced, then CNT- and its id', () => {
    expect(countReference(42)).toBe('CNT-42');
  });

  it('when counted is compared with the system quantity at that moment, then the variance is the difference', () => {
    expect(varianceOf(8, 10)).toBe(-2);
    expect(varianceOf(12, 10)).toBe(2);
    expect(varianceOf(10, 10)).toBe(0);
    expect(varianceOf(0, 0)).toBe(0);
  });

  it('when a variance is valued, then units times the unit price, negative for a loss', () => {
    expect(varianceValueCents(-3, '0.29')).toBe(-87);
    expect(varianceValueCents(2, '12.50')).toBe(2500);
    expect(varianceValueCents(0, '99.99')).toBe(0);
  });

  it('when a variance value meets the threshold, then no admin; above it (gain or loss), an admin', () => {
    expect(lineNeedsAdmin(50_000, 500)).toBe(false);
    expect(lineNeedsAdmin(50_001, 500)).toBe(true);
    expect(lineNeedsAdmin(-50_001, 500)).toBe(true);
    expect(lineNeedsAdmin(-50_000, 500)).toBe(false);
    expect(lineNeedsAdmin(0, 0)).toBe(false);
    expect(lineNeedsAdmin(1, 0)).toBe(true);
    expect(countNeedsAdmin([0, 100, -200], 500)).toBe(false);
    expect(countNeedsAdmin([0, 100, -50_001], 500)).toBe(true);
    expect(countNeedsAdmin([], 0)).toBe(false);
    // Every line under $500, the total at -$577.80: an admin.
    expect(countNeedsAdmin([-30_000, -27_780], 500)).toBe(true);
    expect(countNeedsAdmin([-30_000, 27_780], 500)).toBe(false);
  });

  it('when the counter of a line with a variance would accept, then duties are apart; a line without a variance does not bind', () => {
    const lines = [
      { countedBy: 7, variance: 0 },
      { countedBy: 8, variance: -2 },
    ];
    expect(countedOwnVariance(lines, 8)).toBe(true);
    expect(countedOwnVariance(lines, 7)).toBe(false);
    expect(countedOwnVariance(lines, 9)).toBe(false);
  });

  it('when lines are counted by several people, then those who counted a variance are named once each', () => {
    expect(
      varianceCounters([
        { countedBy: 8, variance: -2 },
        { countedBy: 7, variance: 0 },
        { countedBy: 8, variance: 1 },
        { countedBy: null, variance: 3 },
        { countedBy: 9, variance: 4 },
      ]),
    ).toEqual([8, 9]);
  });

  it('when variances are totalled, then lines with a variance, net units and net value', () => {
    expect(
      varianceTotals([
        { variance: -2, valueCents: -500 },
        { variance: 0, valueCents: 0 },
        { variance: 3, valueCents: 90 },
      ]),
    ).toEqual({ lines: 2, units: 1, valueCents: -410 });
  });

  it('when a variance is posted on the current stock, then it is added; below zero is refused', () => {
    expect(quantityAfterVariance(10, -2)).toBe(8);
    expect(quantityAfterVariance(1, -2)).toBeNull();
    expect(quantityAfterVariance(2, -2)).toBe(0);
    expect(quantityAfterVariance(0, 5)).toBe(5);
  });

  it('when a session moves, then counting -> review -> accepted, review -> counting on recount, cancel until closed', () => {
    const allowed = Object.fromEntries(
      COUNT_STATUSES.map((status) => [status, COUNT_ACTIONS.filter((action) => countActionAllowed(status, action))]),
    );
    expect(allowed).toEqual({
      counting: ['count', 'submit', 'cancel'],
      review: ['accept', 'recount', 'cancel'],
      accepted: [],
      cancelled: [],
    });
    expect(nextCountStatus('submit')).toBe('review');
    expect(nextCountStatus('accept')).toBe('accepted');
    expect(nextCountStatus('recount')).toBe('counting');
    expect(nextCountStatus('cancel')).toBe('cancelled');
  });

  it('when a code is scanned, then the line with the SKU (any case) or the item of an ITM- code is found', () => {
    const lines = [
      { id: 1, good_id: 10, sku: 'ABC-1' },
      { id: 2, good_id: 42, sku: null },
      { id: 3, good_id: 7, sku: 'ITM-10' },
    ];
    expect(findScannedLine(lines, ' abc-1 ')?.id).toBe(1);
    expect(findScannedLine(lines, 'ITM-42')?.id).toBe(2);
    expect(findScannedLine(lines, 'itm-42')?.id).toBe(2);
    // A SKU that reads like a label code is the SKU's line first.
    expect(findScannedLine(lines, 'ITM-10')?.id).toBe(3);
    expect(findScannedLine(lines, 'LOT-42')).toBeUndefined();
    expect(findScannedLine(lines, 'nothing')).toBeUndefined();
    expect(findScannedLine(lines, '  ')).toBeUndefined();
  });
});
