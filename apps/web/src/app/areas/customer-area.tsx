import { Navigate, Route, Routes } from 'react-router';
import { areaScreen } from '../screen';

const Dashboard = areaScreen(() => import('../routes/customer-dashboard'), 'CustomerDashboardScreen');
const StoreGoods = areaScreen(() => import('../routes/customer-store-goods'), 'CustomerStoreGoodsScreen');
const BranchCapacity = areaScreen(() => import('../routes/customer-branch-capacity'), 'CustomerBranchCapacityScreen');
const ApplyToStore = areaScreen(() => import('../routes/customer-apply-to-store'), 'CustomerApplyToStoreScreen');
const Settings = areaScreen(() => import('../routes/customer-settings'), 'CustomerSettingsScreen');
const NotFound = areaScreen(() => import('../routes/not-found'), 'NotFoundScreen');

/** /customer/* (spec 01 section 2); router.tsx has already checked the role. */
export function CustomerArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="/customer/dashboard" replace />} />
      <Route path="dashboard" element={<Dashboard />} />
      <Route path="store-goods" element={<StoreGoods />} />
      <Route path="branch-capacity" element={<BranchCapacity />} />
      <Route path="apply-to-store" element={<ApplyToStore />} />
      <Route path="settings" element={<Settings />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
