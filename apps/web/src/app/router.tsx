import { AREA_ROLES } from '@stockyard/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { RouteError } from '../components/layout/route-error';
import { sessionLoader } from '../lib/auth';
import { startRead } from '../lib/query-client';
import { readStoredToken } from '../lib/session-storage';
import { publicSettingsQueryOptions } from '../resources/site-settings';
import { loadNamespaces, type Namespace } from '../lib/i18n/store';
import { AppProviders } from './providers';
import { DashboardRedirect, GuestOnly, RequireAuth } from './route-guards';

type ScreenModule<Name extends string> = Record<Name, ComponentType> & { loader?: LoaderFunction };

/**
 * A screen's `route.lazy`: its code (app/routes/<screen>.tsx, a chunk of its own) and the catalogs
 * its words come from load together, so it renders without waiting for a word. `namespaces` are
 * the screen's own besides common, which every screen reads (test/route-namespaces.test.ts checks
 * them against the screen's code). A module that exports `loader` starts the screen's reads as
 * soon as its code is in, before the screen renders.
 */
function screen<Name extends string>(
  load: () => Promise<ScreenModule<Name>>,
  name: Name,
  namespaces: readonly Namespace[] = [],
) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(['common', ...namespaces])]);
    return { Component: module[name], loader: module.loader };
  };
}

const landing = screen(() => import('./routes/landing'), 'LandingScreen');
const notFound = screen(() => import('./routes/not-found'), 'NotFoundScreen');
const adminUsers = screen(() => import('./routes/admin-users'), 'AdminUsersScreen', ['users']);
const adminGoods = screen(() => import('./routes/staff-goods'), 'AdminGoodsScreen', ['goods']);
const adminBranches = screen(() => import('./routes/admin-branches'), 'AdminBranchesScreen', ['branches']);

/**
 * Every page's start: the site settings (the navbar's name, the sign-in and admin screens' rules)
 * and, for a signed-in reader, the session check and the signed-in bar's code, all alongside the
 * first screen's code; the first render waits for the session and the bar, so it draws them with
 * the screen, signed in, once.
 */
async function rootLoader() {
  startRead(publicSettingsQueryOptions());
  const signedIn = readStoredToken() !== null;
  await Promise.all([sessionLoader(), signedIn && import('../components/layout/signed-in-nav')]);
  return null;
}

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** /customer/* (spec 01 section 2). */
const customerArea: RouteObject[] = [
  redirect('/customer/dashboard'),
  {
    path: 'dashboard',
    lazy: screen(() => import('./routes/customer-dashboard'), 'CustomerDashboardScreen', ['applications', 'customer']),
  },
  {
    path: 'store-goods',
    lazy: screen(() => import('./routes/customer-store-goods'), 'CustomerStoreGoodsScreen', ['customer']),
  },
  {
    path: 'branch-capacity',
    lazy: screen(() => import('./routes/customer-branch-capacity'), 'CustomerBranchCapacityScreen', ['branches']),
  },
  {
    path: 'storage',
    lazy: screen(() => import('./routes/customer-storage'), 'CustomerStorageScreen', ['storage']),
  },
  {
    path: 'apply-to-store',
    lazy: screen(() => import('./routes/customer-apply-to-store'), 'CustomerApplyToStoreScreen', ['applications']),
  },
  {
    path: 'billing',
    lazy: screen(() => import('./routes/customer-billing'), 'CustomerBillingScreen', ['billing']),
  },
  {
    path: 'settings',
    lazy: screen(() => import('./routes/customer-settings'), 'CustomerSettingsScreen', ['auth', 'settings']),
  },
  { path: '*', lazy: notFound },
];

/** /employee/* (spec 01 section 2). */
const employeeArea: RouteObject[] = [
  redirect('/employee/dashboard'),
  {
    path: 'dashboard',
    lazy: screen(() => import('./routes/employee-dashboard'), 'EmployeeDashboardScreen', ['assignments', 'employee']),
  },
  { path: 'goods', lazy: screen(() => import('./routes/staff-goods'), 'EmployeeGoodsScreen', ['goods']) },
  {
    path: 'assignments',
    lazy: screen(() => import('./routes/employee-assignments'), 'EmployeeAssignmentsScreen', ['assignments']),
  },
  {
    path: 'inventory',
    lazy: screen(() => import('./routes/employee-inventory'), 'EmployeeInventoryScreen', ['inventory']),
  },
  {
    path: 'settings',
    lazy: screen(() => import('./routes/employee-settings'), 'EmployeeSettingsScreen', ['auth', 'settings']),
  },
  {
    path: 'applications',
    lazy: screen(() => import('./routes/staff-applications'), 'EmployeeApplicationsScreen', ['applications']),
  },
  { path: 'billing', lazy: screen(() => import('./routes/staff-billing'), 'EmployeeBillingScreen', ['billing']) },
  {
    path: 'transfers',
    lazy: screen(() => import('./routes/staff-transfers'), 'EmployeeTransfersScreen', ['transfers']),
  },
  {
    path: 'storage-queue',
    lazy: screen(() => import('./routes/staff-storage-queue'), 'EmployeeStorageQueueScreen', [
      'applications',
      'storage',
    ]),
  },
  { path: 'counts', lazy: screen(() => import('./routes/staff-counts'), 'EmployeeCountsScreen', ['counts']) },
  {
    path: 'counts/:id',
    lazy: screen(() => import('./routes/staff-count'), 'EmployeeCountScreen', ['counts', 'inventory']),
  },
  { path: '*', lazy: notFound },
];

/** /admin/* (spec 02 section 2). */
const adminArea: RouteObject[] = [
  {
    // The enrolment screen instead of the area while two-factor sign-in is required and missing.
    lazy: screen(() => import('./routes/admin-two-factor-gate'), 'AdminTwoFactorGate'),
    children: [
      redirect('/admin/dashboard'),
      {
        path: 'dashboard',
        lazy: screen(() => import('./routes/admin-dashboard'), 'AdminDashboardScreen', ['admin', 'assignments']),
      },
      { path: 'manage-users', lazy: adminUsers },
      { path: 'users', lazy: adminUsers },
      { path: 'manage-goods', lazy: adminGoods },
      { path: 'goods', lazy: adminGoods },
      { path: 'manage-branches', lazy: adminBranches },
      { path: 'branches', lazy: adminBranches },
      {
        path: 'assignments',
        lazy: screen(() => import('./routes/admin-assignments'), 'AdminAssignmentsScreen', ['assignments']),
      },
      {
        path: 'applications',
        lazy: screen(() => import('./routes/staff-applications'), 'AdminApplicationsScreen', ['applications']),
      },
      {
        path: 'storage-queue',
        lazy: screen(() => import('./routes/staff-storage-queue'), 'AdminStorageQueueScreen', [
          'applications',
          'storage',
        ]),
      },
      { path: 'messages', lazy: screen(() => import('./routes/admin-messages'), 'AdminMessagesScreen', ['admin']) },
      { path: 'billing', lazy: screen(() => import('./routes/staff-billing'), 'AdminBillingScreen', ['billing']) },
      { path: 'counts', lazy: screen(() => import('./routes/staff-counts'), 'AdminCountsScreen', ['counts']) },
      {
        path: 'counts/:id',
        lazy: screen(() => import('./routes/staff-count'), 'AdminCountScreen', ['counts', 'inventory']),
      },
      {
        path: 'transfers',
        lazy: screen(() => import('./routes/staff-transfers'), 'AdminTransfersScreen', ['transfers']),
      },
      {
        path: 'settings',
        lazy: screen(() => import('./routes/admin-settings'), 'AdminSettingsScreen', ['admin', 'auth', 'settings']),
      },
      { path: 'email-log', lazy: screen(() => import('./routes/admin-email-log'), 'AdminEmailLogScreen', ['admin']) },
    ],
  },
  { path: '*', lazy: notFound },
];

/** The route table of spec 01 section 2 and spec 02 section 2; guards are layout routes. */
const routes: RouteObject[] = [
  {
    element: (
      <AppProviders>
        <AppLayout />
      </AppProviders>
    ),
    loader: rootLoader,
    // Until the loaders are done, index.html's placeholder (the bar and a spinner) shows.
    HydrateFallback: () => null,
    // A failure in the layout itself; a screen's failure is caught below, inside the bar and footer.
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // The landing page, and its sections as addressable paths (footer quick links).
          { index: true, lazy: landing },
          { path: 'about', lazy: landing },
          { path: 'branches', lazy: landing },
          { path: 'contact', lazy: landing },
          { path: 'dashboard', element: <RequireAuth />, children: [{ index: true, element: <DashboardRedirect /> }] },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', lazy: screen(() => import('./routes/login'), 'LoginScreen', ['auth']) },
              {
                path: 'register',
                lazy: screen(() => import('./routes/register'), 'RegisterScreen', ['auth', 'settings']),
              },
            ],
          },
          { path: 'customer', element: <RequireAuth roles={AREA_ROLES.customer} />, children: customerArea },
          { path: 'employee', element: <RequireAuth roles={AREA_ROLES.employee} />, children: employeeArea },
          { path: 'admin', element: <RequireAuth roles={AREA_ROLES.admin} />, children: adminArea },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
