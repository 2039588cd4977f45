import { UpcomingScreen } from '../../components/layout/upcoming-screen';

export function EmployeeGoodsScreen() {
  return (
    <UpcomingScreen
      title="Goods"
      description="Goods held across the branches you work with."
      backTo="/dashboard"
      backLabel="Back to Dashboard"
    />
  );
}
