import { AREA_ROLES } from '@stockyard/domain';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { lazyRoute, preloadMatches } from './lazy-route';
import { DashboardRedirect, GuestOnly, RequireAuth } from './route-guards';

const landing = lazyRoute(() => import('./routes/landing'), 'LandingScreen', { allStyles: false });
const notFound = lazyRoute(() => import('./routes/not-found'), 'NotFoundScreen');
const adminUsers = lazyRoute(() => import('./routes/admin-users'), 'AdminUsersScreen', { namespaces: ['users'] });
const adminGoods = lazyRoute(() => import('./routes/staff-goods'), 'AdminGoodsScreen', { namespaces: ['goods'] });
const adminBranches = lazyRoute(() => import('./routes/admin-branches'), 'AdminBranchesScreen', {
  namespaces: ['branches'],
});

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** /customer/* (spec 01 section 2). */
const customerArea: RouteObject[] = [
  redirect('/customer/dashboard'),
  {
    path: 'dashboard',
    ...lazyRoute(() => import('./routes/customer-dashboard'), 'CustomerDashboardScreen', {
      namespaces: ['applications', 'customer'],
    }),
  },
  {
    path: 'store-goods',
    ...lazyRoute(() => import('./routes/customer-store-goods'), 'CustomerStoreGoodsScreen', {
      namespaces: ['customer'],
    }),
  },
  {
    path: 'branch-capacity',
    ...lazyRoute(() => import('./routes/customer-branch-capacity'), 'CustomerBranchCapacityScreen', {
      namespaces: ['branches'],
    }),
  },
  {
    path: 'apply-to-store',
    ...lazyRoute(() => import('./routes/customer-apply-to-store'), 'CustomerApplyToStoreScreen', {
      namespaces: ['applications'],
    }),
  },
  {
    path: 'settings',
    ...lazyRoute(() => import('./routes/customer-settings'), 'CustomerSettingsScreen', {
      namespaces: ['auth', 'settings'],
    }),
  },
  { path: '*', ...notFound },
];

/** /employee/* (spec 01 section 2). */
const employeeArea: RouteObject[] = [
  redirect('/employee/dashboard'),
  {
    path: 'dashboard',
    ...lazyRoute(() => import('./routes/employee-dashboard'), 'EmployeeDashboardScreen', {
      namespaces: ['assignments', 'employee'],
    }),
  },
  {
    path: 'goods',
    ...lazyRoute(() => import('./routes/staff-goods'), 'EmployeeGoodsScreen', { namespaces: ['goods'] }),
  },
  {
    path: 'assignments',
    ...lazyRoute(() => import('./routes/employee-assignments'), 'EmployeeAssignmentsScreen', {
      namespaces: ['assignments'],
    }),
  },
  {
    path: 'inventory',
    ...lazyRoute(() => import('./routes/employee-inventory'), 'EmployeeInventoryScreen', { namespaces: ['inventory'] }),
  },
  {
    path: 'settings',
    ...lazyRoute(() => import('./routes/employee-settings'), 'EmployeeSettingsScreen', {
      namespaces: ['auth', 'settings'],
    }),
  },
  {
    path: 'applications',
    ...lazyRoute(() => import('./routes/staff-applications'), 'EmployeeApplicationsScreen', {
      namespaces: ['applications'],
    }),
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
      {
        path: 'dashboard',
        ...lazyRoute(() => import('./routes/admin-dashboard'), 'AdminDashboardScreen', { namespaces: ['admin'] }),
      },
      { path: 'manage-users', ...adminUsers },
      { path: 'users', ...adminUsers },
      { path: 'manage-goods', ...adminGoods },
      { path: 'goods', ...adminGoods },
      { path: 'manage-branches', ...adminBranches },
      { path: 'branches', ...adminBranches },
      {
        path: 'assignments',
        ...lazyRoute(() => import('./routes/admin-assignments'), 'AdminAssignmentsScreen', {
          namespaces: ['assignments'],
        }),
      },
      {
        path: 'applications',
        ...lazyRoute(() => import('./routes/staff-applications'), 'AdminApplicationsScreen', {
          namespaces: ['applications'],
        }),
      },
      {
        path: 'messages',
        ...lazyRoute(() => import('./routes/admin-messages'), 'AdminMessagesScreen', { namespaces: ['admin'] }),
      },
      {
        path: 'settings',
        ...lazyRoute(() => import('./routes/admin-settings'), 'AdminSettingsScreen', {
          namespaces: ['admin', 'auth', 'settings'],
        }),
      },
      {
        path: 'email-log',
        ...lazyRoute(() => import('./routes/admin-email-log'), 'AdminEmailLogScreen', { namespaces: ['admin'] }),
      },
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
              { path: 'login', ...lazyRoute(() => import('./routes/login'), 'LoginScreen', { namespaces: ['auth'] }) },
              {
                path: 'register',
                ...lazyRoute(() => import('./routes/register'), 'RegisterScreen', { namespaces: ['auth', 'settings'] }),
              },
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
