import { AREA_ROLES } from '@stockyard/domain';
import { Navigate, Route, Routes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { DashboardRedirect, GuestOnly, RequireAuth } from './route-guards';
import * as S from './screens';

/** The route table of spec 01 section 2 and spec 02 section 2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {/* The landing page, and its sections as addressable paths (footer quick links). */}
        <Route index element={<S.LandingScreen />} />
        <Route path="about" element={<S.LandingScreen />} />
        <Route path="branches" element={<S.LandingScreen />} />
        <Route path="contact" element={<S.LandingScreen />} />

        <Route element={<GuestOnly />}>
          <Route path="login" element={<S.LoginScreen />} />
          <Route path="register" element={<S.RegisterScreen />} />
        </Route>

        <Route element={<RequireAuth />}>
          <Route path="dashboard" element={<DashboardRedirect />} />
        </Route>

        <Route path="customer" element={<RequireAuth roles={AREA_ROLES.customer} />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<S.CustomerDashboardScreen />} />
          <Route path="store-goods" element={<S.CustomerStoreGoodsScreen />} />
          <Route path="branch-capacity" element={<S.CustomerBranchCapacityScreen />} />
          <Route path="apply-to-store" element={<S.CustomerApplyToStoreScreen />} />
          <Route path="settings" element={<S.CustomerSettingsScreen />} />
        </Route>

        <Route path="employee" element={<RequireAuth roles={AREA_ROLES.employee} />}>
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<S.EmployeeDashboardScreen />} />
          <Route path="goods" element={<S.EmployeeGoodsScreen />} />
          <Route path="assignments" element={<S.EmployeeAssignmentsScreen />} />
          <Route path="inventory" element={<S.EmployeeInventoryScreen />} />
          <Route path="settings" element={<S.EmployeeSettingsScreen />} />
          <Route path="applications" element={<S.EmployeeApplicationsScreen />} />
        </Route>

        <Route path="admin" element={<RequireAuth roles={AREA_ROLES.admin} />}>
          <Route element={<S.AdminTwoFactorGate />}>
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<S.AdminDashboardScreen />} />
            <Route path="manage-users" element={<S.AdminUsersScreen />} />
            <Route path="users" element={<S.AdminUsersScreen />} />
            <Route path="manage-goods" element={<S.AdminGoodsScreen />} />
            <Route path="goods" element={<S.AdminGoodsScreen />} />
            <Route path="manage-branches" element={<S.AdminBranchesScreen />} />
            <Route path="branches" element={<S.AdminBranchesScreen />} />
            <Route path="assignments" element={<S.AdminAssignmentsScreen />} />
            <Route path="applications" element={<S.AdminApplicationsScreen />} />
            <Route path="messages" element={<S.AdminMessagesScreen />} />
            <Route path="settings" element={<S.AdminSettingsScreen />} />
          </Route>
        </Route>

        <Route path="*" element={<S.NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
