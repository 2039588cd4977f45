import { Card, CardBody } from '../../../components/ui/card';

export const BRANCH_GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function BranchListSkeleton() {
  return (
    <div role="status" aria-label="Loading branches" className={BRANCH_GRID}>
      {[0, 1, 2].map((key) => (
        <Card key={key} aria-hidden="true" className="h-full">
          <CardBody className="animate-pulse">
            <div className="h-5 w-2/3 rounded bg-gray-200" />
            <div className="mt-3 h-4 w-1/2 rounded bg-gray-100" />
            <div className="mt-4 h-4 w-full rounded bg-gray-100" />
            <div className="mt-8 h-2 w-full rounded-full bg-gray-200" />
            <div className="mt-3 h-3 w-1/2 rounded bg-gray-100" />
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
