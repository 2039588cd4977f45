import { PageContainer } from '../../components/layout/page-container';
import { Card, CardBody } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { StoreGoodsForm } from '../../features/customer-goods/components/store-goods-form';
import { StoreGoodsInfo } from '../../features/customer-goods/components/store-goods-info';
import { useTranslation } from '../../lib/i18n/react';

export function CustomerStoreGoodsScreen() {
  const { t } = useTranslation(['common']);
  return (
    <PageContainer>
      <PageHeader
        title={t('common:pages.storeGoods')}
        description={t('common:pages.storeGoodsText')}
        backTo="/customer/dashboard"
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardBody>
            <StoreGoodsForm />
          </CardBody>
        </Card>
        <StoreGoodsInfo />
      </div>
    </PageContainer>
  );
}
