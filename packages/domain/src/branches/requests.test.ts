import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_ABOVE_CAPACITY_MESSAGE,
  AVAILABLE_INVALID_MESSAGE,
  AVAILABLE_TOO_LARGE_MESSAGE,
  BRANCH_REQUIRED_FIELDS_MESSAGE,
  CAPACITY_INVALID_MESSAGE,
  CAPACITY_TOO_LARGE_MESSAGE,
  MANAGER_NOT_STAFF_MESSAGE,
  OTHER_USE_INVALID_MESSAGE,
} from './messages.js';
import {
  branchCapacityUpdateSchema,
  branchCreateSchema,
  branchPutBodySchema,
  branchUpdateSchema,
  MAX_BRANCH_SPACE,
} from './requests.js';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (result: Parsed) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));

const valid = { name: 'East Yard', location: '1 Dock St', capacity: 100 };

describe('create branch request', () => {
  it('when available space and other use are omitted, then nothing is used and optional fields are null', () => {
    expect(branchCreateSchema.parse(valid)).toEqual({
      ...valid,
      other_use: 0,
      description: null,
      manager_id: null,
    });
    expect(branchCreateSchema.parse({ ...valid, available_space: null }).other_use).toBe(0);
  });
  it("when the spec's available space is typed, then it implies the other use; other use wins when both come", () => {
    expect(branchCreateSchema.parse({ ...valid, available_space: 70 }).other_use).toBe(30);
    expect(branchCreateSchema.parse({ ...valid, available_space: 70, other_use: 5 }).other_use).toBe(5);
    expect(issues(branchCreateSchema.safeParse({ ...valid, other_use: -1 }))).toEqual([
      { field: 'other_use', message: OTHER_USE_INVALID_MESSAGE },
    ]);
  });
  it('when text has spaces around it, then it is trimmed', () => {
    const parsed = branchCreateSchema.parse({ ...valid, name: '  East  ', location: ' Dock ', description: '  ' });
    expect(parsed).toMatchObject({ name: 'East', location: 'Dock', description: null });
  });
  it.each([
    ['name', undefined],
    ['name', '   '],
    ['location', undefined],
    ['location', ''],
    ['capacity', undefined],
    ['capacity', null],
    ['capacity', Number.NaN],
  ])('when %s is %j, then "Please fill in all required fields."', (field, value) => {
    expect(issues(branchCreateSchema.safeParse({ ...valid, [field]: value }))).toEqual([
      { field, message: BRANCH_REQUIRED_FIELDS_MESSAGE },
    ]);
  });
  it.each([-1, 1.5, '10'])('when capacity is %j, then it is refused as not a whole number of 0 or more', (capacity) => {
    expect(issues(branchCreateSchema.safeParse({ ...valid, capacity }))).toEqual([
      { field: 'capacity', message: CAPACITY_INVALID_MESSAGE },
    ]);
  });
  it.each([MAX_BRANCH_SPACE + 1, 99_999_999_999_999, 1e20, MAX_BRANCH_SPACE + 0.5])(
    'when capacity is %j (above the column), then only the limit is named',
    (capacity) => {
      expect(issues(branchCreateSchema.safeParse({ ...valid, capacity }))).toEqual([
        { field: 'capacity', message: CAPACITY_TOO_LARGE_MESSAGE },
      ]);
    },
  );
  it.each([MAX_BRANCH_SPACE + 1, 99_999_999_999_999, 1e20])(
    'when available space is %j (above the column), then only the limit is named',
    (available) => {
      expect(issues(branchCreateSchema.safeParse({ ...valid, available_space: available }))).toEqual([
        { field: 'available_space', message: AVAILABLE_TOO_LARGE_MESSAGE },
      ]);
      expect(issues(branchPutBodySchema.safeParse({ capacity: 10, available_space: available }))).toEqual([
        { field: 'available_space', message: AVAILABLE_TOO_LARGE_MESSAGE },
      ]);
    },
  );
  it('when the limit is named, then it is the column maximum written in English', () => {
    const limit = MAX_BRANCH_SPACE.toLocaleString('en-US');
    expect(CAPACITY_TOO_LARGE_MESSAGE).toBe(`Total capacity must be at most ${limit}`);
    expect(AVAILABLE_TOO_LARGE_MESSAGE).toBe(`Available space must be at most ${limit}`);
  });
  it('when capacity is 0 or the column maximum, then it is accepted', () => {
    expect(branchCreateSchema.parse({ ...valid, capacity: 0 }).other_use).toBe(0);
    expect(branchCreateSchema.safeParse({ ...valid, capacity: MAX_BRANCH_SPACE }).success).toBe(true);
  });
  it.each([-1, 2.5, 'x'])('when available space is %j, then it is refused', (available) => {
    expect(issues(branchCreateSchema.safeParse({ ...valid, available_space: available }))).toEqual([
      { field: 'available_space', message: AVAILABLE_INVALID_MESSAGE },
    ]);
  });
  it('when available space is one above capacity, then it is refused; equal and 0 are fine', () => {
    expect(issues(branchCreateSchema.safeParse({ ...valid, available_space: 101 }))).toEqual([
      { field: 'available_space', message: AVAILABLE_ABOVE_CAPACITY_MESSAGE },
    ]);
    expect(branchCreateSchema.parse({ ...valid, available_space: 100 }).other_use).toBe(0);
    expect(branchCreateSchema.parse({ ...valid, available_space: 0 }).other_use).toBe(100);
  });
  it('when capacity is invalid, then only its own message appears, not the comparison', () => {
    expect(issues(branchCreateSchema.safeParse({ ...valid, capacity: 'ten', available_space: 5 }))).toEqual([
      { field: 'capacity', message: CAPACITY_INVALID_MESSAGE },
    ]);
  });
  it.each([0, -3, 1.5, '4'])('when manager_id is %j, then it is refused', (managerId) => {
    expect(issues(branchCreateSchema.safeParse({ ...valid, manager_id: managerId }))).toEqual([
      { field: 'manager_id', message: MANAGER_NOT_STAFF_MESSAGE },
    ]);
  });
  it('when manager_id is 1 or null, then it is accepted', () => {
    expect(branchCreateSchema.parse({ ...valid, manager_id: 1 }).manager_id).toBe(1);
    expect(branchCreateSchema.parse({ ...valid, manager_id: null }).manager_id).toBeNull();
  });
  it('when the name is longer than the column, then it is refused', () => {
    expect(branchCreateSchema.safeParse({ ...valid, name: 'x'.repeat(150) }).success).toBe(true);
    expect(issues(branchCreateSchema.safeParse({ ...valid, name: 'x'.repeat(151) }))).toEqual([
      { field: 'name', message: 'At most 150 characters' },
    ]);
  });
});

describe('edit branch request', () => {
  it('when description and manager are absent, then they stay absent (kept on the server)', () => {
    const parsed = branchUpdateSchema.parse(valid);
    expect(parsed.description).toBeUndefined();
    expect(parsed.manager_id).toBeUndefined();
    expect(parsed.available_space).toBeUndefined();
  });
  it('when description is empty or null and manager null, then they are cleared', () => {
    expect(branchUpdateSchema.parse({ ...valid, description: '', manager_id: null })).toMatchObject({
      description: null,
      manager_id: null,
    });
  });
  it('when name and location are missing, then both are required', () => {
    expect(issues(branchUpdateSchema.safeParse({ capacity: 5 }))).toEqual([
      { field: 'name', message: BRANCH_REQUIRED_FIELDS_MESSAGE },
      { field: 'location', message: BRANCH_REQUIRED_FIELDS_MESSAGE },
    ]);
  });
  it('when available space exceeds capacity, then it is refused', () => {
    expect(issues(branchUpdateSchema.safeParse({ ...valid, available_space: 101 }))).toEqual([
      { field: 'available_space', message: AVAILABLE_ABOVE_CAPACITY_MESSAGE },
    ]);
  });
});

describe('capacity update request', () => {
  it('when the new capacity is above the column in Manage Capacity or Edit, then the limit is named', () => {
    expect(issues(branchCapacityUpdateSchema.safeParse({ capacity: 99_999_999_999_999 }))).toEqual([
      { field: 'capacity', message: CAPACITY_TOO_LARGE_MESSAGE },
    ]);
    expect(issues(branchUpdateSchema.safeParse({ ...valid, capacity: MAX_BRANCH_SPACE + 1 }))).toEqual([
      { field: 'capacity', message: CAPACITY_TOO_LARGE_MESSAGE },
    ]);
    expect(branchCapacityUpdateSchema.safeParse({ capacity: MAX_BRANCH_SPACE }).success).toBe(true);
  });
  it('when capacity and available space fit, then both parse', () => {
    expect(branchCapacityUpdateSchema.parse({ capacity: 10, available_space: 10 })).toEqual({
      capacity: 10,
      available_space: 10,
    });
  });
  it('when capacity is missing or available above it, then the messages appear', () => {
    expect(issues(branchCapacityUpdateSchema.safeParse({}))).toEqual([
      { field: 'capacity', message: BRANCH_REQUIRED_FIELDS_MESSAGE },
    ]);
    expect(issues(branchCapacityUpdateSchema.safeParse({ capacity: 10, available_space: 11 }))).toEqual([
      { field: 'available_space', message: AVAILABLE_ABOVE_CAPACITY_MESSAGE },
    ]);
  });
});

describe('PUT body', () => {
  it('when only capacity and available space are sent, then it is a capacity update', () => {
    expect(branchPutBodySchema.parse({ capacity: 50, available_space: 20 })).toEqual({
      kind: 'capacity',
      capacity: 50,
      available_space: 20,
    });
    expect(branchPutBodySchema.parse({ capacity: 50, id: 3, created_at: 'x' })).toEqual({
      kind: 'capacity',
      capacity: 50,
      available_space: undefined,
    });
  });
  it('when name and location are sent, then it is an edit', () => {
    expect(branchPutBodySchema.parse({ ...valid, manager_id: null })).toMatchObject({
      kind: 'edit',
      ...valid,
      manager_id: null,
    });
  });
  it('when an edit lacks name or location, then they are required alongside other errors', () => {
    expect(issues(branchPutBodySchema.safeParse({ description: 'x', capacity: -1 }))).toEqual([
      { field: 'capacity', message: CAPACITY_INVALID_MESSAGE },
      { field: 'name', message: BRANCH_REQUIRED_FIELDS_MESSAGE },
      { field: 'location', message: BRANCH_REQUIRED_FIELDS_MESSAGE },
    ]);
    expect(issues(branchPutBodySchema.safeParse({ name: 'A', capacity: 5 }))).toEqual([
      { field: 'location', message: BRANCH_REQUIRED_FIELDS_MESSAGE },
    ]);
  });
  it('when available space is above capacity, then it is refused in either form', () => {
    for (const body of [
      { capacity: 5, available_space: 6 },
      { ...valid, available_space: 101 },
    ]) {
      expect(issues(branchPutBodySchema.safeParse(body))).toEqual([
        { field: 'available_space', message: AVAILABLE_ABOVE_CAPACITY_MESSAGE },
      ]);
    }
  });
  it('when the body is not an object, then it is refused without a crash', () => {
    expect(branchPutBodySchema.safeParse(null).success).toBe(false);
    expect(branchPutBodySchema.safeParse([1]).success).toBe(false);
  });
});
