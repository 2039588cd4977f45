import Package2 from 'lucide-react/icons/package-2';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CardSkeletons } from '../../../components/ui/card-skeletons';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/i18n/react';
import { useMyAgreements } from '../api/storage-api';
import { AgreementCard } from './agreement-card';

/** The customer's storage: one card per agreement. */
export function MyStorage() {
  const { t } = useTranslation(['storage']);
  const agreements = useMyAgreements();
  return (
    <>
      <PageHeader title={t('storage:mine.title')} description={t('storage:mine.description')} />
      {agreements.isPending ? (
        <CardSkeletons
          label={t('storage:mine.loading')}
          count={2}
          className="grid gap-4"
          bars={['h-6 w-1/3', 'h-24']}
        />
      ) : agreements.isError ? (
        <LoadError query={agreements} title={t('storage:mine.loadFailed')} />
      ) : agreements.data.length === 0 ? (
        <EmptyState
          icon={Package2}
          title={t('storage:mine.empty')}
          description={t('storage:mine.emptyHint')}
          action={
            <Link to="/customer/apply-to-store" className={buttonClasses({})}>
              {t('storage:mine.apply')}
            </Link>
          }
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {agreements.data.map((agreement) => (
            <AgreementCard key={agreement.id} agreement={agreement} />
          ))}
        </div>
      )}
    </>
  );
}
