import { AREA_ROLES } from '@stockyard/domain';
import { Route, Routes } from 'react-router';
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

        {/* Each signed-in area brings its own route table (areas/*) when first opened. */}
        <Route path="customer" element={<RequireAuth roles={AREA_ROLES.customer} />}>
          <Route path="*" element={<S.CustomerArea />} />
        </Route>
        <Route path="employee" element={<RequireAuth roles={AREA_ROLES.employee} />}>
          <Route path="*" element={<S.EmployeeArea />} />
        </Route>
        <Route path="admin" element={<RequireAuth roles={AREA_ROLES.admin} />}>
          <Route path="*" element={<S.AdminArea />} />
        </Route>

        <Route path="*" element={<S.NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
