import { describe, expect, it } from 'vitest';
import { alertSubscriptionsRevision, alertSubscriptionsUpdateSchema } from './schemas.js';

describe('alert subscriptions revision', () => {
  const set = [
    { branch_id: 2, kind: 'low_stock' },
    { branch_id: 1, kind: 'out_of_stock' },
  ];

  it('when the same set comes in another order or with a repeat, then the revision is the same', () => {
    const revision = alertSubscriptionsRevision(set, false);
    expect(revision).toMatch(/^[0-9a-f]{8}$/);
    expect(alertSubscriptionsRevision([...set].reverse(), false)).toBe(revision);
    expect(alertSubscriptionsRevision([...set, set[0]!], false)).toBe(revision);
  });

  it('when a subscription or the digest switch differs, then the revision differs', () => {
    const revision = alertSubscriptionsRevision(set, false);
    expect(alertSubscriptionsRevision(set, true)).not.toBe(revision);
    expect(alertSubscriptionsRevision(set.slice(1), false)).not.toBe(revision);
    expect(alertSubscriptionsRevision([{ branch_id: 21, kind: 'low_stock' }], false)).not.toBe(
      alertSubscriptionsRevision([{ branch_id: 2, kind: '1low_stock' }], false),
    );
    expect(alertSubscriptionsRevision([], false)).not.toBe(alertSubscriptionsRevision([], true));
  });

  it('when a save has no revision or a malformed one, then it is refused', () => {
    for (const revision of [undefined, '', 'ABCDEF12', '1234567', 42]) {
      expect(alertSubscriptionsUpdateSchema.safeParse({ subscriptions: [], digest: false, revision }).success).toBe(
        false,
      );
    }
    expect(
      alertSubscriptionsUpdateSchema.safeParse({ subscriptions: [], digest: false, revision: '0a1b2c3d' }).success,
    ).toBe(true);
  });
});
