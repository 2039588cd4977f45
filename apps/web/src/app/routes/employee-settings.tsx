import { UpcomingScreen } from '../../components/layout/upcoming-screen';

export function EmployeeSettingsScreen() {
  return (
    <UpcomingScreen
      title="Settings"
      description="Manage your profile, security, notifications and preferences."
      backTo="/dashboard"
      backLabel="Back to Dashboard"
    />
  );
}
