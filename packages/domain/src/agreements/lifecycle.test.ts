import { describe, expect, it } from 'vitest';
import {
  canTakeReleaseStep,
  extensionRefusal,
  intakeLotSchema,
  isAgreementEmptied,
  LIFECYCLE_MESSAGES,
  locationCreateSchema,
  releaseRequestSchema,
} from './lifecycle.js';
import { occupy, spaceIsConsistent, vacate } from './space.js';

describe('intake and release space', () => {
  const space = { capacity: 1000, used: 100, reserved: 200, available: 700 };
  it('when the goods arrive, then the reservation becomes used and available stays', () => {
    expect(occupy(space, 200)).toEqual({ capacity: 1000, used: 300, reserved: 0, available: 700 });
    expect(() => occupy(space, 201)).toThrow(RangeError);
  });
  it('when the last lot is out, then used returns to available', () => {
    const after = vacate(occupy(space, 200), 300);
    expect(after).toEqual({ capacity: 1000, used: 0, reserved: 0, available: 1000 });
    expect(spaceIsConsistent(after)).toBe(true);
    expect(() => vacate(space, 101)).toThrow(RangeError);
  });
});

describe('release steps', () => {
  it('when a lot is stored, then it goes in transit or straight to delivered; in transit only to delivered', () => {
    expect(canTakeReleaseStep('stored', 'in_transit')).toBe(true);
    expect(canTakeReleaseStep('stored', 'delivered')).toBe(true);
    expect(canTakeReleaseStep('in_transit', 'delivered')).toBe(true);
    expect(canTakeReleaseStep('in_transit', 'in_transit')).toBe(false);
    expect(canTakeReleaseStep('delivered', 'delivered')).toBe(false);
    expect(canTakeReleaseStep('pending', 'in_transit')).toBe(false);
  });
  it('when every lot is delivered or removed, then the agreement is emptied; none is not', () => {
    expect(isAgreementEmptied(['delivered', 'removed'])).toBe(true);
    expect(isAgreementEmptied(['delivered', 'in_transit'])).toBe(false);
    expect(isAgreementEmptied([])).toBe(false);
  });
  it('when a delivery has no address, then it is refused; a pickup needs none', () => {
    const base = { lot_ids: [1], date: '2031-01-01', version: 1 };
    expect(releaseRequestSchema.safeParse({ ...base, method: 'pickup' }).success).toBe(true);
    const delivery = releaseRequestSchema.safeParse({ ...base, method: 'delivery' });
    expect(delivery.error?.issues[0]?.message).toBe(LIFECYCLE_MESSAGES.addressRequired);
    expect(releaseRequestSchema.safeParse({ ...base, lot_ids: [], method: 'pickup' }).success).toBe(false);
  });
});

describe('extension', () => {
  it('when the date is not later or the agreement is over, then refused', () => {
    expect(extensionRefusal('active', '2031-01-01', '2031-01-02')).toBeNull();
    expect(extensionRefusal('active', '2031-01-01', '2031-01-01')).toBe(LIFECYCLE_MESSAGES.extensionNotLater);
    expect(extensionRefusal('closed', '2031-01-01', '2032-01-01')).toBe(LIFECYCLE_MESSAGES.extensionNotOpen);
    expect(extensionRefusal('cancelled', '2031-01-01', '2032-01-01')).toBe(LIFECYCLE_MESSAGES.extensionNotOpen);
  });
});

describe('locations and lots', () => {
  it('when a code has spaces or symbols, then refused; A-03-2 is fine', () => {
    expect(locationCreateSchema.safeParse({ code: 'A-03-2' }).success).toBe(true);
    expect(locationCreateSchema.safeParse({ code: 'A 03' }).success).toBe(false);
    expect(locationCreateSchema.safeParse({ code: '' }).error?.issues[0]?.message).toBe(
      LIFECYCLE_MESSAGES.locationCodeRequired,
    );
  });
  it('when pieces are 0 or fractional, then refused', () => {
    const lot = { name: 'Sofa', category: 'furniture', pieces: 1, value: 0, location_id: 3 };
    expect(intakeLotSchema.parse(lot).category).toBe('Furniture');
    expect(intakeLotSchema.safeParse({ ...lot, pieces: 0 }).success).toBe(false);
    expect(intakeLotSchema.safeParse({ ...lot, pieces: 1.5 }).success).toBe(false);
  });
});
