import { describe, expect, it } from 'vitest';
import {
  capacityBarColour,
  capacityStatus,
  landingLoadLabel,
  percentUsed,
  usageBarColour,
  usageLabel,
  usedSpace,
} from './load.js';

describe('percent used', () => {
  it('when a branch is part used, then the percent is rounded (capacity - available) / capacity', () => {
    expect(percentUsed({ capacity: 1000, available_space: 700 })).toBe(30);
    expect(percentUsed({ capacity: 3, available_space: 1 })).toBe(67);
    expect(percentUsed({ capacity: 200, available_space: 101 })).toBe(50); // 49.5 rounds up
    expect(percentUsed({ capacity: 1000, available_space: 505 })).toBe(50); // 49.5 rounds up
    expect(percentUsed({ capacity: 1000, available_space: 506 })).toBe(49); // 49.4 rounds down
  });
  it('when the branch is empty or full, then 0 and 100', () => {
    expect(percentUsed({ capacity: 500, available_space: 500 })).toBe(0);
    expect(percentUsed({ capacity: 500, available_space: 0 })).toBe(100);
  });
  it('when capacity is 0, negative or missing, then 0 rather than a division by zero', () => {
    expect(percentUsed({ capacity: 0, available_space: 0 })).toBe(0);
    expect(percentUsed({ capacity: -5, available_space: 0 })).toBe(0);
    expect(percentUsed({ capacity: null, available_space: 10 })).toBe(0);
    expect(percentUsed({ capacity: undefined, available_space: undefined })).toBe(0);
  });
  it('when available space is missing, then the whole capacity counts as used', () => {
    expect(percentUsed({ capacity: 80, available_space: null })).toBe(100);
    expect(percentUsed({ capacity: 80, available_space: undefined })).toBe(100);
  });
});

describe('used space', () => {
  it('when figures are given, then used = capacity - available', () => {
    expect(usedSpace({ capacity: 1000, available_space: 700 })).toBe(300);
    expect(usedSpace({ capacity: 1000, available_space: 700, reserved_space: 100 })).toBe(200);
    expect(percentUsed({ capacity: 1000, available_space: 700, reserved_space: 100 })).toBe(30);
    expect(usedSpace({ capacity: 0, available_space: 0 })).toBe(0);
  });
  it('when fields are missing, then they count as 0', () => {
    expect(usedSpace({ capacity: null, available_space: null })).toBe(0);
    expect(usedSpace({ capacity: 50, available_space: undefined })).toBe(50);
  });
  it('when available exceeds capacity (bad data), then used is 0, never negative', () => {
    expect(usedSpace({ capacity: 10, available_space: 20 })).toBe(0);
    expect(usedSpace({ capacity: undefined, available_space: 5 })).toBe(0);
  });
});

describe('landing load label (50 / 70 / 90)', () => {
  it.each([
    [0, 'Available'],
    [49, 'Available'],
    [50, 'Active'],
    [69, 'Active'],
    [70, 'Busy'],
    [89, 'Busy'],
    [90, 'Nearly Full'],
    [100, 'Nearly Full'],
  ])('when %i%% is used, then %s', (percent, label) => {
    expect(landingLoadLabel(percent)).toBe(label);
  });
});

describe('capacity screen status (50 / 80 / 95)', () => {
  it.each([
    [0, 'available'],
    [49, 'available'],
    [50, 'optimal'],
    [79, 'optimal'],
    [80, 'busy'],
    [94, 'busy'],
    [95, 'full'],
    [100, 'full'],
  ])('when %i%% is used, then %s', (percent, status) => {
    expect(capacityStatus(percent)).toBe(status);
  });
  it('when capacity is 0, then the branch reads as available', () => {
    expect(capacityStatus(percentUsed({ capacity: 0, available_space: 0 }))).toBe('available');
  });
});

describe('capacity screen bar colour (over 50 / 75 / 90)', () => {
  it.each([
    [0, 'green'],
    [50, 'green'],
    [51, 'blue'],
    [75, 'blue'],
    [76, 'orange'],
    [90, 'orange'],
    [91, 'red'],
    [100, 'red'],
  ])('when %i%% is used, then %s', (percent, colour) => {
    expect(capacityBarColour(percent)).toBe(colour);
  });
  it('when capacity is missing, then the bar is green', () => {
    expect(capacityBarColour(percentUsed({ capacity: undefined, available_space: undefined }))).toBe('green');
  });
});

describe('admin usage label (50 / 70 / 85 / 95)', () => {
  it.each([
    [0, 'Available'],
    [49, 'Available'],
    [50, 'Active'],
    [69, 'Active'],
    [70, 'Moderate'],
    [84, 'Moderate'],
    [85, 'High Usage'],
    [94, 'High Usage'],
    [95, 'Critical'],
    [100, 'Critical'],
  ])('when %i%% is used, then %s', (percent, label) => {
    expect(usageLabel(percent)).toBe(label);
  });
  it('when capacity is 0, then the label is Available', () => {
    expect(usageLabel(percentUsed({ capacity: 0, available_space: 0 }))).toBe('Available');
  });
});

describe('admin usage bar colour (70 / 90)', () => {
  it.each([
    [0, 'green'],
    [69, 'green'],
    [70, 'yellow'],
    [89, 'yellow'],
    [90, 'red'],
    [100, 'red'],
  ])('when %i%% is used, then %s', (percent, colour) => {
    expect(usageBarColour(percent)).toBe(colour);
  });
});
