import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableAboveFreeMessage,
  canReserve,
  capacityBelowCommittedMessage,
  committedSpace,
  noSpaceLeftMessage,
  releaseReservation,
  reserve,
  spaceIsConsistent,
  spaceOf,
  withCapacity,
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
  it('when the capacity changes, then it may not drop below used plus reserved', () => {
    const space = { capacity: 100, used: 50, reserved: 25, available: 25 };
    expect(committedSpace(space)).toBe(75);
    expect(withCapacity(space, 75)).toEqual({ capacity: 75, used: 50, reserved: 25, available: 0 });
    expect(withCapacity(space, 74)).toBeNull();
    expect(withCapacity(space, 200)?.available).toBe(125);
  });
  it('when a refusal is worded, then it names the figures and the branch', () => {
    expect(capacityBelowCommittedMessage(50, 25)).toBe(
      'Capacity cannot be less than the space in use plus the space reserved: 50 used and 25 reserved',
    );
    expect(availableAboveFreeMessage(100, 1)).toBe(
      'Available space cannot be more than 99: the capacity less the 1 reserved',
    );
    expect(noSpaceLeftMessage('North Hub', 40, 100)).toBe(
      'North Hub has only 40 units of space left; this application needs 100',
    );
    expect(noSpaceLeftMessage('North Hub', 0, 25)).toBe('North Hub has no space left; this application needs 25');
    expect(noSpaceLeftMessage('North Hub', 1, 25)).toBe(
      'North Hub has only 1 unit of space left; this application needs 25',
    );
  });
  it('when any sequence of reserve, release and capacity changes runs, then the identity holds', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('reserve' as const), n: fc.integer({ min: 1, max: 300 }) }),
      fc.record({ kind: fc.constant('release' as const), n: fc.integer({ min: 0, max: 300 }) }),
      fc.record({ kind: fc.constant('capacity' as const), n: fc.integer({ min: 0, max: 2000 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.array(step, { maxLength: 40 }), (capacity, steps) => {
        let space = { capacity, used: 0, reserved: 0, available: capacity };
        for (const { kind, n } of steps) {
          if (kind === 'reserve' && canReserve(space, n)) space = reserve(space, n);
          if (kind === 'release' && n <= space.reserved) space = releaseReservation(space, n);
          if (kind === 'capacity') space = withCapacity(space, n) ?? space;
          expect(spaceIsConsistent(space)).toBe(true);
        }
      }),
    );
  });
});
