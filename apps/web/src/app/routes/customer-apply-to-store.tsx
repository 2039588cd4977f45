import { PageContainer } from '../../components/layout/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { ApplicationWizard } from '../../features/applications/components/application-wizard';
import { useTranslation } from '../../lib/i18n/react';

export function CustomerApplyToStoreScreen() {
  const { t } = useTranslation(['common']);
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title={t('common:pages.applyToStore')}
        description={t('common:pages.applyToStoreText')}
        backTo="/customer/dashboard"
      />
      <ApplicationWizard />
    </PageContainer>
  );
}
