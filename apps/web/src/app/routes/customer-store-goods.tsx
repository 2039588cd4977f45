import { PageContainer } from '../../components/layout/page-container';
import { Card, CardBody } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { StoreGoodsForm } from '../../features/customer-goods/components/store-goods-form';
import { StoreGoodsInfo } from '../../features/customer-goods/components/store-goods-info';

export function CustomerStoreGoodsScreen() {
  return (
    <PageContainer>
      <PageHeader
        title="Store Goods"
        description="Tell us about the goods you would like us to keep safe."
        backTo="/customer/dashboard"
        backLabel="Back to Dashboard"
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
