import { describe, expect, it } from 'vitest';
import { branchSummary } from './summary.js';

describe('branchSummary', () => {
  it('when there are no branches, then every figure is 0', () => {
    expect(branchSummary([])).toEqual({
      totalBranches: 0,
      totalCapacity: 0,
      usedSpace: 0,
      availableSpace: 0,
      averageUtilization: 0,
    });
  });

  it('when branches differ in size, then the utilization is the rounded mean of their percentages', () => {
    const summary = branchSummary([
      { capacity: 1000, available_space: 700 }, // 30%
      { capacity: 100, available_space: 5 }, // 95%
    ]);
    expect(summary).toEqual({
      totalBranches: 2,
      totalCapacity: 1100,
      usedSpace: 395,
      availableSpace: 705,
      averageUtilization: 63, // (30 + 95) / 2 = 62.5, rounded up
    });
  });

  it('when a branch has capacity 0 or missing figures, then it counts as 0% used and adds nothing', () => {
    const summary = branchSummary([
      { capacity: 0, available_space: 0 },
      { capacity: null, available_space: undefined },
      { capacity: 200, available_space: 50 }, // 75%
    ]);
    expect(summary).toEqual({
      totalBranches: 3,
      totalCapacity: 200,
      usedSpace: 150,
      availableSpace: 50,
      averageUtilization: 25,
    });
  });
});
