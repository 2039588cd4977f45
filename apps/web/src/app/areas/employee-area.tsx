import { Navigate, Route, Routes } from 'react-router';
import { areaScreen } from '../screen';

const Dashboard = areaScreen(() => import('../routes/employee-dashboard'), 'EmployeeDashboardScreen');
const Goods = areaScreen(() => import('../routes/employee-goods'), 'EmployeeGoodsScreen');
const Assignments = areaScreen(() => import('../routes/employee-assignments'), 'EmployeeAssignmentsScreen');
const Inventory = areaScreen(() => import('../routes/employee-inventory'), 'EmployeeInventoryScreen');
const Settings = areaScreen(() => import('../routes/employee-settings'), 'EmployeeSettingsScreen');
const Applications = areaScreen(() => import('../routes/employee-applications'), 'EmployeeApplicationsScreen');
const NotFound = areaScreen(() => import('../routes/not-found'), 'NotFoundScreen');

/** /employee/* (spec 01 section 2); router.tsx has already checked the role. */
export function EmployeeArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="/employee/dashboard" replace />} />
      <Route path="dashboard" element={<Dashboard />} />
      <Route path="goods" element={<Goods />} />
      <Route path="assignments" element={<Assignments />} />
      <Route path="inventory" element={<Inventory />} />
      <Route path="settings" element={<Settings />} />
      <Route path="applications" element={<Applications />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
