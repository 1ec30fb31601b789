import { useCurrentUser } from '../features/auth/components/require-auth';
import { DashboardPage } from '../features/dashboard/routes/dashboard-page';
import { InstitutionSwitcher } from '../features/shell/components/institution-switcher';

export function DashboardRoute() {
  const user = useCurrentUser();
  return <DashboardPage user={user} institutionSelector={<InstitutionSwitcher user={user} />} />;
}
