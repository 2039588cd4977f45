import { UpcomingScreen } from '../../components/layout/upcoming-screen';

export function AdminMessagesScreen() {
  return (
    <UpcomingScreen title="Contact Messages" description="Messages sent through the contact form on the home page." />
  );
}
