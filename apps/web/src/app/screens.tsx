import { lazy, type ComponentType } from 'react';

type ScreenOptions = {
  /**
   * Wrap the screen in the shared QueryClient provider (the default). react-query loads in parallel
   * with the screen's own chunk, which keeps it out of the first-screen bundle. The landing page
   * opts out: its server-backed sections bring their own provider when they load.
   */
  queries?: boolean;
};

/** Every screen is its own chunk, so the first page only downloads what it shows. */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  { queries = true }: ScreenOptions = {},
) {
  return lazy(async () => {
    if (!queries) return { default: (await load())[name] };
    const [module, { QueryProvider }] = await Promise.all([load(), import('../lib/query-client')]);
    const Screen: ComponentType = module[name];
    return {
      default: function ScreenWithQueries() {
        return (
          <QueryProvider>
            <Screen />
          </QueryProvider>
        );
      },
    };
  });
}

export const LandingScreen = screen(() => import('./routes/landing'), 'LandingScreen', { queries: false });
export const LoginScreen = screen(() => import('./routes/login'), 'LoginScreen');
export const RegisterScreen = screen(() => import('./routes/register'), 'RegisterScreen');
export const NotFoundScreen = screen(() => import('./routes/not-found'), 'NotFoundScreen', { queries: false });

export const CustomerDashboardScreen = screen(() => import('./routes/customer-dashboard'), 'CustomerDashboardScreen');
export const CustomerStoreGoodsScreen = screen(
  () => import('./routes/customer-store-goods'),
  'CustomerStoreGoodsScreen',
);
export const CustomerBranchCapacityScreen = screen(
  () => import('./routes/customer-branch-capacity'),
  'CustomerBranchCapacityScreen',
);
export const CustomerApplyToStoreScreen = screen(
  () => import('./routes/customer-apply-to-store'),
  'CustomerApplyToStoreScreen',
);
export const CustomerSettingsScreen = screen(() => import('./routes/customer-settings'), 'CustomerSettingsScreen');

export const EmployeeDashboardScreen = screen(() => import('./routes/employee-dashboard'), 'EmployeeDashboardScreen');
export const EmployeeGoodsScreen = screen(() => import('./routes/employee-goods'), 'EmployeeGoodsScreen');
export const EmployeeAssignmentsScreen = screen(
  () => import('./routes/employee-assignments'),
  'EmployeeAssignmentsScreen',
);
export const EmployeeInventoryScreen = screen(() => import('./routes/employee-inventory'), 'EmployeeInventoryScreen');
export const EmployeeSettingsScreen = screen(() => import('./routes/employee-settings'), 'EmployeeSettingsScreen');
export const EmployeeApplicationsScreen = screen(
  () => import('./routes/employee-applications'),
  'EmployeeApplicationsScreen',
);

export const AdminDashboardScreen = screen(() => import('./routes/admin-dashboard'), 'AdminDashboardScreen');
export const AdminUsersScreen = screen(() => import('./routes/admin-users'), 'AdminUsersScreen');
export const AdminGoodsScreen = screen(() => import('./routes/admin-goods'), 'AdminGoodsScreen');
export const AdminBranchesScreen = screen(() => import('./routes/admin-branches'), 'AdminBranchesScreen');
export const AdminAssignmentsScreen = screen(() => import('./routes/admin-assignments'), 'AdminAssignmentsScreen');
export const AdminSettingsScreen = screen(() => import('./routes/admin-settings'), 'AdminSettingsScreen');
export const AdminApplicationsScreen = screen(() => import('./routes/admin-applications'), 'AdminApplicationsScreen');
export const AdminMessagesScreen = screen(() => import('./routes/admin-messages'), 'AdminMessagesScreen');
/** Wraps the admin area: the enrolment screen while two-factor sign-in is required and missing. */
export const AdminTwoFactorGate = screen(() => import('./routes/admin-two-factor-gate'), 'AdminTwoFactorGate');
