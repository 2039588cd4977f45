import { UpcomingScreen } from '../../components/layout/upcoming-screen';

export function CustomerSettingsScreen() {
  return (
    <UpcomingScreen title="Account Settings" description="Manage your profile, notifications, privacy and password." />
  );
}
