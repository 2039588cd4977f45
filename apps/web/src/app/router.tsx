import { AREA_ROLES } from '@stockyard/domain';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { lazyRoute, preloadMatches } from './lazy-route';
import { DashboardRedirect, GuestOnly, RequireAuth } from './route-guards';

const landing = lazyRoute(() => import('./routes/landing'), 'LandingScreen', { allStyles: false });
const notFound = lazyRoute(() => import('./routes/not-found'), 'NotFoundScreen');
const adminUsers = lazyRoute(() => import('./routes/admin-users'), 'AdminUsersScreen');
const adminGoods = lazyRoute(() => import('./routes/staff-goods'), 'AdminGoodsScreen');
const adminBranches = lazyRoute(() => import('./routes/admin-branches'), 'AdminBranchesScreen');

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** /customer/* (spec 01 section 2). */
const customerArea: RouteObject[] = [
  redirect('/customer/dashboard'),
  { path: 'dashboard', ...lazyRoute(() => import('./routes/customer-dashboard'), 'CustomerDashboardScreen') },
  { path: 'store-goods', ...lazyRoute(() => import('./routes/customer-store-goods'), 'CustomerStoreGoodsScreen') },
  {
    path: 'branch-capacity',
    ...lazyRoute(() => import('./routes/customer-branch-capacity'), 'CustomerBranchCapacityScreen'),
  },
  {
    path: 'apply-to-store',
    ...lazyRoute(() => import('./routes/customer-apply-to-store'), 'CustomerApplyToStoreScreen'),
  },
  { path: 'settings', ...lazyRoute(() => import('./routes/customer-settings'), 'CustomerSettingsScreen') },
  { path: '*', ...notFound },
];

/** /employee/* (spec 01 section 2). */
const employeeArea: RouteObject[] = [
  redirect('/employee/dashboard'),
  { path: 'dashboard', ...lazyRoute(() => import('./routes/employee-dashboard'), 'EmployeeDashboardScreen') },
  { path: 'goods', ...lazyRoute(() => import('./routes/staff-goods'), 'EmployeeGoodsScreen') },
  { path: 'assignments', ...lazyRoute(() => import('./routes/employee-assignments'), 'EmployeeAssignmentsScreen') },
  { path: 'inventory', ...lazyRoute(() => import('./routes/employee-inventory'), 'EmployeeInventoryScreen') },
  { path: 'settings', ...lazyRoute(() => import('./routes/employee-settings'), 'EmployeeSettingsScreen') },
  {
    path: 'applications',
    ...lazyRoute(() => import('./routes/staff-applications'), 'EmployeeApplicationsScreen'),
  },
  { path: '*', ...notFound },
];

/** /admin/* (spec 02 section 2). */
const adminArea: RouteObject[] = [
  {
    // The enrolment screen instead of the area while two-factor sign-in is required and missing.
    ...lazyRoute(() => import('./routes/admin-two-factor-gate'), 'AdminTwoFactorGate'),
    children: [
      redirect('/admin/dashboard'),
      { path: 'dashboard', ...lazyRoute(() => import('./routes/admin-dashboard'), 'AdminDashboardScreen') },
      { path: 'manage-users', ...adminUsers },
      { path: 'users', ...adminUsers },
      { path: 'manage-goods', ...adminGoods },
      { path: 'goods', ...adminGoods },
      { path: 'manage-branches', ...adminBranches },
      { path: 'branches', ...adminBranches },
      { path: 'assignments', ...lazyRoute(() => import('./routes/admin-assignments'), 'AdminAssignmentsScreen') },
      {
        path: 'applications',
        ...lazyRoute(() => import('./routes/staff-applications'), 'AdminApplicationsScreen'),
      },
      { path: 'messages', ...lazyRoute(() => import('./routes/admin-messages'), 'AdminMessagesScreen') },
      { path: 'settings', ...lazyRoute(() => import('./routes/admin-settings'), 'AdminSettingsScreen') },
      { path: 'email-log', ...lazyRoute(() => import('./routes/admin-email-log'), 'AdminEmailLogScreen') },
    ],
  },
  { path: '*', ...notFound },
];

/** The route table of spec 01 section 2 and spec 02 section 2; guards are layout routes. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // The landing page, and its sections as addressable paths (footer quick links).
      { index: true, ...landing },
      { path: 'about', ...landing },
      { path: 'branches', ...landing },
      { path: 'contact', ...landing },
      { path: 'dashboard', element: <RequireAuth />, children: [{ index: true, element: <DashboardRedirect /> }] },
      {
        // The one QueryClient provider, around every screen with server data: react-query comes
        // with the first such screen, never with the landing page.
        ...lazyRoute(() => import('../lib/query-client'), 'QueryLayout', { allStyles: false }),
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', ...lazyRoute(() => import('./routes/login'), 'LoginScreen') },
              { path: 'register', ...lazyRoute(() => import('./routes/register'), 'RegisterScreen') },
            ],
          },
          { path: 'customer', element: <RequireAuth roles={AREA_ROLES.customer} />, children: customerArea },
          { path: 'employee', element: <RequireAuth roles={AREA_ROLES.employee} />, children: employeeArea },
          { path: 'admin', element: <RequireAuth roles={AREA_ROLES.admin} />, children: adminArea },
        ],
      },
      { path: '*', ...notFound },
    ],
  },
];

export function AppRoutes() {
  const location = useLocation();
  preloadMatches(routes, location);
  return useRoutes(routes, location);
}
