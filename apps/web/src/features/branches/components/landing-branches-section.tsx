import { lazy, Suspense } from 'react';
import { PageSection } from '../../../components/layout/page-section';
import { useTranslation } from '../../../lib/i18n/react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { BranchListSkeleton } from './branch-list-skeleton';

// The list needs react-query and zod: it loads when the section comes near the screen (at once on
// /branches, which scrolls to it), so a visitor who stays at the top never downloads them.
const LiveBranchList = lazy(() => import('./live-branch-list').then((module) => ({ default: module.LiveBranchList })));

export function LandingBranchesSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { t } = useTranslation(['landing']);
  return (
    <PageSection
      id="branches"
      tone="grey"
      eyebrow={t('landing:branches.eyebrow')}
      title={t('landing:branches.title')}
      description={t('landing:branches.description')}
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
