import { describe, expect, it } from 'vitest';
import { branchSummary } from './summary.js';

describe('branchSummary', () => {
  it('when there are no branches, then every figure is 0', () => {
    expect(branchSummary([])).toEqual({
      totalBranches: 0,
      totalCapacity: 0,
      usedSpace: 0,
      reservedSpace: 0,
      availableSpace: 0,
      averageUtilization: 0,
      capacityUtilization: 0,
    });
  });

  it('when space is reserved, then it is apart from used and counts in the utilization', () => {
    const summary = branchSummary([{ capacity: 1000, available_space: 600, reserved_space: 100 }]);
    expect(summary).toMatchObject({ usedSpace: 300, reservedSpace: 100, availableSpace: 600 });
    expect(summary.capacityUtilization).toBe(40);
    expect(summary.averageUtilization).toBe(40);
  });

  it('when branches differ in size, then the average is the mean of their percentages and the share weighs by size', () => {
    const summary = branchSummary([
      { capacity: 1000, available_space: 700 }, // 30%
      { capacity: 100, available_space: 5 }, // 95%
    ]);
    expect(summary).toEqual({
      totalBranches: 2,
      totalCapacity: 1100,
      usedSpace: 395,
      reservedSpace: 0,
      availableSpace: 705,
      averageUtilization: 63, // (30 + 95) / 2 = 62.5, rounded up
      capacityUtilization: 36, // 395 / 1100 = 35.9%
    });
  });

  it('when the demo branches are summed, then the two figures are the 72% and 68% issue 18 saw side by side', () => {
    const summary = branchSummary([
      { capacity: 1000, available_space: 700 }, // 30%
      { capacity: 2500, available_space: 950 }, // 62%
      { capacity: 800, available_space: 176 }, // 78%
      { capacity: 1200, available_space: 96 }, // 92%
      { capacity: 600, available_space: 18 }, // 97%
    ]);
    expect(summary.averageUtilization).toBe(72); // 359 / 5 = 71.8
    expect(summary.capacityUtilization).toBe(68); // 4160 / 6100 = 68.2%
  });

  it('when every branch is the same size, then the two figures agree', () => {
    const summary = branchSummary([
      { capacity: 400, available_space: 100 }, // 75%
      { capacity: 400, available_space: 300 }, // 25%
    ]);
    expect(summary.averageUtilization).toBe(50);
    expect(summary.capacityUtilization).toBe(50);
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
      reservedSpace: 0,
      availableSpace: 50,
      averageUtilization: 25,
      capacityUtilization: 75,
    });
  });

  it('when every branch has capacity 0, then the share of total capacity is 0 rather than a division by zero', () => {
    expect(branchSummary([{ capacity: 0, available_space: 0 }]).capacityUtilization).toBe(0);
  });
});
