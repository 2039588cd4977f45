import { lazy, Suspense } from 'react';
import { PageSection } from '../../../components/layout/page-section';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { BranchListSkeleton } from './branch-list-skeleton';

// The list needs react-query and zod: it loads when the section comes near the screen (at once on
// /branches, which scrolls to it), so a visitor who stays at the top never downloads them.
const LiveBranchList = lazy(() => import('./live-branch-list').then((module) => ({ default: module.LiveBranchList })));

export function LandingBranchesSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <PageSection
      id="branches"
      tone="grey"
      eyebrow="Our branches"
      title="Find space near you"
      description="Live capacity for every Stockyard branch, updated as goods come and go."
    >
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<BranchListSkeleton />}>
            <LiveBranchList />
          </Suspense>
        ) : (
          <BranchListSkeleton />
        )}
      </div>
    </PageSection>
  );
}
