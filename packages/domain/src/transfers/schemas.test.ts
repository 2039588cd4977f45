import { describe, expect, it } from 'vitest';
import {
  receiptIssue,
  shortfallOf,
  TRANSFER_MESSAGES,
  transferCreateSchema,
  transferReceiveSchema,
  transferReference,
} from './schemas.js';

describe('transfer rules', () => {
  it('when a transfer is referenced, then TRF- and six digits (more when larger)', () => {
    expect(transferReference(42)).toBe('TRF-000042');
    expect(transferReference(1_234_567)).toBe('TRF-1234567');
  });

  it('when what arrived is compared with what was sent, then the shortfall is the difference, never negative', () => {
    expect(shortfallOf(15, 12)).toBe(3);
    expect(shortfallOf(15, 15)).toBe(0);
    expect(shortfallOf(15, 0)).toBe(15);
    expect(shortfallOf(15, 16)).toBe(0);
  });

  it('when a receipt is checked, then more than sent is refused and a shortfall needs its reason', () => {
    expect(receiptIssue(10, 10, null)).toBeNull();
    expect(receiptIssue(10, 11, 'x')).toEqual({
      field: 'received_quantity',
      message: TRANSFER_MESSAGES.receivedTooMany,
    });
    expect(receiptIssue(10, 9, '  ')).toEqual({
      field: 'shortfall_reason',
      message: TRANSFER_MESSAGES.shortfallReasonRequired,
    });
    expect(receiptIssue(10, 0, 'Lost')).toBeNull();
  });

  it('when a transfer is requested, then quantity is a whole number of at least 1 and ids are positive', () => {
    expect(transferCreateSchema.parse({ good_id: 1, to_branch_id: 2, quantity: 1 })).toEqual({
      good_id: 1,
      to_branch_id: 2,
      quantity: 1,
      note: null,
    });
    for (const bad of [0, -1, 1.5, '3', 1_000_001])
      expect(transferCreateSchema.safeParse({ good_id: 1, to_branch_id: 2, quantity: bad }).success, String(bad)).toBe(
        false,
      );
    expect(transferCreateSchema.safeParse({ good_id: 0, to_branch_id: 2, quantity: 1 }).success).toBe(false);
    expect(transferReceiveSchema.safeParse({ received_quantity: 0, version: 1 }).success).toBe(true);
    expect(transferReceiveSchema.safeParse({ received_quantity: -1 }).success).toBe(false);
    expect(transferReceiveSchema.safeParse({ received_quantity: 1, extra: 1 }).success).toBe(false);
  });
});
