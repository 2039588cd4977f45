import { PageContainer } from '../../components/layout/page-container';
import { QueryErrorBoundary } from '../../components/ui/query-error-boundary';
import { inventoryLoadError, InventoryScreen } from '../../features/inventory/components/inventory-screen';
import { useTranslateMessage } from '../../lib/i18n/messages';
import { useTranslation } from '../../lib/i18n/react';

export function EmployeeInventoryScreen() {
  const { t } = useTranslation(['inventory']);
  const translateMessage = useTranslateMessage();
  return (
    <PageContainer>
      {/* The list, its summary and Low Stock Alerts are read apart: with the API down, one message. */}
      <QueryErrorBoundary
        message={(error) => inventoryLoadError(error, translateMessage)}
        retryLabel={t('inventory:tryAgain')}
      >
        <InventoryScreen />
      </QueryErrorBoundary>
    </PageContainer>
  );
}
