import { lazy } from 'react';

// Each chart is its own chunk: the cards and lists paint first, the drawings follow.
export const ActivityTrendChart = lazy(() =>
  import('./activity-trend-chart').then((module) => ({ default: module.ActivityTrendChart })),
);
export const StockStatusChart = lazy(() =>
  import('./stock-status-chart').then((module) => ({ default: module.StockStatusChart })),
);
export const BranchUtilisationChart = lazy(() =>
  import('./branch-utilisation-chart').then((module) => ({ default: module.BranchUtilisationChart })),
);
