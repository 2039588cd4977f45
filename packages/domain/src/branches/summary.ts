import { percentUsed, usedSpace, type CapacityFigures } from './load.js';

/** The summary tiles of both branch screens (spec 01 "Branch Capacity", spec 02 "Branch management"). */
export type BranchSummary = {
  totalBranches: number;
  totalCapacity: number;
  usedSpace: number;
  availableSpace: number;
  /** Rounded mean of each branch's percent used; 0 with no branches. */
  averageUtilization: number;
};

/**
 * Averages the branches' own percentages (spec 01: "rounded mean of percent used") rather than
 * dividing the totals, so a small full branch counts as much as a large empty one.
 */
export function branchSummary(branches: readonly CapacityFigures[]): BranchSummary {
  let totalCapacity = 0;
  let used = 0;
  let availableSpace = 0;
  let percentSum = 0;
  for (const branch of branches) {
    totalCapacity += branch.capacity ?? 0;
    availableSpace += branch.available_space ?? 0;
    used += usedSpace(branch);
    percentSum += percentUsed(branch);
  }
  return {
    totalBranches: branches.length,
    totalCapacity,
    usedSpace: used,
    availableSpace,
    averageUtilization: branches.length === 0 ? 0 : Math.round(percentSum / branches.length),
  };
}
