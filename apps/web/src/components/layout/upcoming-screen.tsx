import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';
import { PageContainer } from './page-container';

type UpcomingScreenProps = {
  title: string;
  description?: ReactNode;
  backTo?: string;
  backLabel?: string;
  /** Real content the screen can already show above the empty state (a greeting, for instance). */
  children?: ReactNode;
};

/**
 * The frame of a screen whose content is still being built: the real title, back button and route,
 * and an honest empty state instead of invented figures.
 */
export function UpcomingScreen({ title, description, backTo, backLabel, children }: UpcomingScreenProps) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} backTo={backTo} backLabel={backLabel} />
      {children && <div className="mb-6">{children}</div>}
      <EmptyState
        icon={Hammer}
        title="This screen is coming in this release."
        description="You are in the right place. This part of Stockyard is being finished and will appear here."
      />
    </PageContainer>
  );
}
