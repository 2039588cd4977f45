import { percentUsed, reservedSpace, usedSpace, type CapacityFigures } from './load.js';

/**
 * The summary figures of the branch screens (spec 01 "Branch Capacity", spec 02 "Branch management")
 * and of the admin dashboard's Branch Utilisation chart, so no screen works out its own.
 */
export type BranchSummary = {
  totalBranches: number;
  totalCapacity: number;
  usedSpace: number;
  reservedSpace: number;
  availableSpace: number;
  /** Avg Utilization: the rounded mean of each branch's percent used; 0 with no branches. */
  averageUtilization: number;
  /** The share of the total capacity taken (used and reserved) over total capacity, rounded; 0 with no capacity. */
  capacityUtilization: number;
};

/**
 * Two utilization figures, because they answer different questions and differ whenever branches
 * differ in size. Avg Utilization averages the branches' own percentages (spec 01: "rounded mean
 * of percent used"), so a small full branch counts as much as a large empty one; the share of total
 * capacity divides the totals, so it weighs each branch by its size. A screen that shows one says
 * which it is (issue 18: "68% in use" on the dashboard read as the same thing as "Avg Utilization 72%").
 */
export function branchSummary(branches: readonly CapacityFigures[]): BranchSummary {
  let totalCapacity = 0;
  let used = 0;
  let reserved = 0;
  let availableSpace = 0;
  let percentSum = 0;
  for (const branch of branches) {
    totalCapacity += branch.capacity ?? 0;
    availableSpace += branch.available_space ?? 0;
    used += usedSpace(branch);
    reserved += reservedSpace(branch);
    percentSum += percentUsed(branch);
  }
  return {
    totalBranches: branches.length,
    totalCapacity,
    usedSpace: used,
    reservedSpace: reserved,
    availableSpace,
    averageUtilization: branches.length === 0 ? 0 : Math.round(percentSum / branches.length),
    // The totals as one branch, so the rounding and the zero-capacity rule are percentUsed's.
    capacityUtilization: percentUsed({ capacity: totalCapacity, available_space: availableSpace }),
  };
}
