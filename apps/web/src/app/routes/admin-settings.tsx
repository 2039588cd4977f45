import { UpcomingScreen } from '../../components/layout/upcoming-screen';

export function AdminSettingsScreen() {
  return (
    <UpcomingScreen
      title="Admin Settings"
      description="System, security, notification and database settings."
      backTo="/admin/dashboard"
      backLabel="Back to Dashboard"
    />
  );
}
