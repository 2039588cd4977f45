import { lazy, Suspense } from 'react';
import { PageSection } from '../../../components/layout/page-section';
import { BranchListSkeleton } from './branch-list-skeleton';

// The list needs react-query and zod; the section around it is part of the first paint.
const LiveBranchList = lazy(() => import('./live-branch-list').then((module) => ({ default: module.LiveBranchList })));

export function LandingBranchesSection() {
  return (
    <PageSection
      id="branches"
      tone="grey"
      eyebrow="Our branches"
      title="Find space near you"
      description="Live capacity for every Stockyard branch, updated as goods come and go."
    >
      <Suspense fallback={<BranchListSkeleton />}>
        <LiveBranchList />
      </Suspense>
    </PageSection>
  );
}
