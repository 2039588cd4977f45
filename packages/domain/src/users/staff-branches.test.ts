import { describe, expect, it } from 'vitest';
import { createUserRequestSchema, STAFF_BRANCHES_MAX, staffBranchSet } from './schemas.js';

const base = {
  username: 'worker_one',
  first_name: 'Wendy',
  last_name: 'Worker',
  email: 'wendy@example.com',
  role: 'employee',
  branch_id: 3,
  password: 'Tidal-Ember-5173',
};

describe('the branches an employee works at', () => {
  it('when the home branch is also chosen, then it counts once and the set is ordered', () => {
    expect(staffBranchSet('employee', 3, [5, 3, 1, 5])).toEqual([1, 3, 5]);
  });

  it('when nothing else is chosen, then the home branch alone', () => {
    expect(staffBranchSet('employee', 3, [])).toEqual([3]);
  });

  it('when the user is an admin or a customer, or has no home branch, then no branches', () => {
    expect(staffBranchSet('admin', 3, [4])).toEqual([]);
    expect(staffBranchSet('customer', null, [4])).toEqual([]);
    expect(staffBranchSet('employee', null, [4])).toEqual([]);
  });

  it('when a request sends branch_ids, then ids are checked and bounded; a customer keeps none', () => {
    expect(createUserRequestSchema.parse({ ...base, branch_ids: [4, 5] }).branch_ids).toEqual([4, 5]);
    expect(createUserRequestSchema.parse(base).branch_ids).toBeUndefined();
    for (const bad of [[0], [-1], [1.5], ['2'], 7])
      expect(createUserRequestSchema.safeParse({ ...base, branch_ids: bad }).success, JSON.stringify(bad)).toBe(false);
    const tooMany = Array.from({ length: STAFF_BRANCHES_MAX + 1 }, (_, i) => i + 1);
    expect(createUserRequestSchema.safeParse({ ...base, branch_ids: tooMany }).success).toBe(false);
    const atMost = Array.from({ length: STAFF_BRANCHES_MAX }, (_, i) => i + 1);
    expect(createUserRequestSchema.safeParse({ ...base, branch_ids: atMost }).success).toBe(true);
    expect(
      createUserRequestSchema.parse({ ...base, role: 'customer', branch_id: null, branch_ids: [4] }).branch_ids,
    ).toEqual([]);
  });
});
