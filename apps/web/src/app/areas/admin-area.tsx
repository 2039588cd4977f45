import { Navigate, Route, Routes } from 'react-router';
import { areaScreen } from '../screen';

/** Wraps the admin area: the enrolment screen while two-factor sign-in is required and missing. */
const TwoFactorGate = areaScreen(() => import('../routes/admin-two-factor-gate'), 'AdminTwoFactorGate');
const Dashboard = areaScreen(() => import('../routes/admin-dashboard'), 'AdminDashboardScreen');
const Users = areaScreen(() => import('../routes/admin-users'), 'AdminUsersScreen');
const Goods = areaScreen(() => import('../routes/admin-goods'), 'AdminGoodsScreen');
const Branches = areaScreen(() => import('../routes/admin-branches'), 'AdminBranchesScreen');
const Assignments = areaScreen(() => import('../routes/admin-assignments'), 'AdminAssignmentsScreen');
const Applications = areaScreen(() => import('../routes/admin-applications'), 'AdminApplicationsScreen');
const Messages = areaScreen(() => import('../routes/admin-messages'), 'AdminMessagesScreen');
const Settings = areaScreen(() => import('../routes/admin-settings'), 'AdminSettingsScreen');
const EmailLog = areaScreen(() => import('../routes/admin-email-log'), 'AdminEmailLogScreen');
const NotFound = areaScreen(() => import('../routes/not-found'), 'NotFoundScreen');

/** /admin/* (spec 02 section 2); router.tsx has already checked the role. */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<TwoFactorGate />}>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="manage-users" element={<Users />} />
        <Route path="users" element={<Users />} />
        <Route path="manage-goods" element={<Goods />} />
        <Route path="goods" element={<Goods />} />
        <Route path="manage-branches" element={<Branches />} />
        <Route path="branches" element={<Branches />} />
        <Route path="assignments" element={<Assignments />} />
        <Route path="applications" element={<Applications />} />
        <Route path="messages" element={<Messages />} />
        <Route path="settings" element={<Settings />} />
        <Route path="email-log" element={<EmailLog />} />
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
