import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canReserve,
  capacityBelowCommittedMessage,
  noSpaceLeftMessage,
  releaseReservation,
  reserve,
  spaceIsConsistent,
  spaceOf,
  otherUseFromAvailable,
  settleSpace,
  spaceOverCapacityMessage,
} from './space.js';

describe('branch space', () => {
  it('when read from a row, then used is what capacity leaves after reserved and available', () => {
    expect(spaceOf({ capacity: 1000, reserved: 100, available: 700 })).toEqual({
      capacity: 1000,
      used: 200,
      reserved: 100,
      available: 700,
    });
  });
  it('when the figures do not add up or one is negative, then they are inconsistent', () => {
    expect(spaceIsConsistent({ capacity: 10, used: 3, reserved: 3, available: 4 })).toBe(true);
    expect(spaceIsConsistent({ capacity: 10, used: 3, reserved: 3, available: 5 })).toBe(false);
    expect(spaceIsConsistent({ capacity: 10, used: 12, reserved: 0, available: -2 })).toBe(false);
  });
  it('when exactly the available space is asked for, then it fits; one more does not', () => {
    const space = { capacity: 100, used: 50, reserved: 25, available: 25 };
    expect(canReserve(space, 25)).toBe(true);
    expect(canReserve(space, 26)).toBe(false);
    expect(canReserve(space, 0)).toBe(false);
    expect(reserve(space, 25)).toEqual({ capacity: 100, used: 50, reserved: 50, available: 0 });
    expect(() => reserve(space, 26)).toThrow(RangeError);
  });
  it('when a reservation is given back, then it returns to available', () => {
    const space = { capacity: 100, used: 50, reserved: 25, available: 25 };
    expect(releaseReservation(space, 25)).toEqual({ capacity: 100, used: 50, reserved: 0, available: 50 });
    expect(() => releaseReservation(space, 26)).toThrow(RangeError);
  });
  it('when settled from the records, then used is stored lots plus other use and available is the rest, never below 0', () => {
    const figures = { capacity: 100, stored: 30, otherUse: 20, reserved: 25 };
    expect(settleSpace(figures)).toEqual({ capacity: 100, used: 50, reserved: 25, available: 25 });
    expect(settleSpace({ ...figures, capacity: 75 })?.available).toBe(0);
    expect(settleSpace({ ...figures, capacity: 74 })).toBeNull();
    expect(settleSpace({ ...figures, otherUse: 46 })).toBeNull();
  });
  it('when an available figure is typed, then it implies the other use (negative: it does not fit)', () => {
    expect(otherUseFromAvailable({ capacity: 1000, stored: 200, reserved: 100, available: 600 })).toBe(100);
    expect(otherUseFromAvailable({ capacity: 300, stored: 200, reserved: 0, available: 300 })).toBe(-200);
  });
  it('when a refusal is worded, then it names the figures and the branch', () => {
    expect(capacityBelowCommittedMessage(50, 25)).toBe(
      'Capacity cannot be less than the space in use plus the space reserved: 50 used and 25 reserved',
    );
    expect(spaceOverCapacityMessage(74, 30, 20, 25)).toBe(
      'The space does not fit in a capacity of 74: 30 taken by stored lots, 20 other use and 25 reserved',
    );
    expect(noSpaceLeftMessage('North Hub', 40, 100)).toBe(
      'North Hub has only 40 units of space left; this application needs 100',
    );
    expect(noSpaceLeftMessage('North Hub', 0, 25)).toBe('North Hub has no space left; this application needs 25');
    expect(noSpaceLeftMessage('North Hub', 1, 25)).toBe(
      'North Hub has only 1 unit of space left; this application needs 25',
    );
  });
  it('when any sequence of approvals, intakes, releases, cancellations, capacity and other-use edits is settled, then the identity holds', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('approve' as const), n: fc.integer({ min: 1, max: 300 }) }),
      fc.record({ kind: fc.constantFrom('intake' as const, 'release' as const, 'cancel' as const), n: fc.nat() }),
      fc.record({ kind: fc.constantFrom('capacity' as const, 'other' as const), n: fc.integer({ min: 0, max: 2000 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.array(step, { maxLength: 40 }), (start, steps) => {
        // The records: agreements' volumes, reserved or stored, as the server sums them.
        const reserved: number[] = [];
        const stored: number[] = [];
        let figures = { capacity: start, otherUse: 0 };
        const settled = (f = figures) =>
          settleSpace({
            ...f,
            reserved: reserved.reduce((a, b) => a + b, 0),
            stored: stored.reduce((a, b) => a + b, 0),
          });
        for (const { kind, n } of steps) {
          const space = settled();
          if (!space) throw new Error('unsettled');
          if (kind === 'approve' && canReserve(space, n)) reserved.push(n);
          if (kind === 'intake' && reserved.length > 0) stored.push(...reserved.splice(n % reserved.length, 1));
          if (kind === 'cancel' && reserved.length > 0) reserved.splice(n % reserved.length, 1);
          if (kind === 'release' && stored.length > 0) stored.splice(n % stored.length, 1);
          if (kind === 'capacity' && settled({ ...figures, capacity: n })) figures = { ...figures, capacity: n };
          if (kind === 'other' && settled({ ...figures, otherUse: n })) figures = { ...figures, otherUse: n };
          const after = settled();
          expect(after && spaceIsConsistent(after)).toBe(true);
        }
      }),
    );
  });
});
