import { useTranslation } from '../../../lib/i18n/react';

/** Placeholder rows while the first page of users loads. */
export function UsersSkeleton() {
  const { t } = useTranslation(['users']);
  return (
    <div role="status" aria-label={t('users:loading')} className="space-y-3">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <div className="size-10 shrink-0 animate-pulse rounded-full bg-gray-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-gray-100" />
          </div>
          <div className="hidden h-6 w-20 animate-pulse rounded-full bg-gray-100 sm:block" />
        </div>
      ))}
    </div>
  );
}
