import { screen } from './screen';

/**
 * The public screens, and the three signed-in areas. Each area is a chunk of its own holding its
 * route table (areas/*), so the first screen does not carry the table of every signed-in screen.
 */
export const LandingScreen = screen(() => import('./routes/landing'), 'LandingScreen', {
  queries: false,
  allStyles: false,
});
export const LoginScreen = screen(() => import('./routes/login'), 'LoginScreen');
export const RegisterScreen = screen(() => import('./routes/register'), 'RegisterScreen');
export const NotFoundScreen = screen(() => import('./routes/not-found'), 'NotFoundScreen', { queries: false });

export const CustomerArea = screen(() => import('./areas/customer-area'), 'CustomerArea');
export const EmployeeArea = screen(() => import('./areas/employee-area'), 'EmployeeArea');
export const AdminArea = screen(() => import('./areas/admin-area'), 'AdminArea');
