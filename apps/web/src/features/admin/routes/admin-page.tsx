import type { UserState } from '@app/core/api/auth';
import { Navigate } from 'react-router';
import { ComingSoonPage } from '../../../ui/coming-soon-page';

/** /Admin, the platform admin area; anyone else belongs on their dashboard. */
export function AdminPage({ user }: { user: UserState }) {
  if (!user.admin) return <Navigate to="/dashboard" replace />;
  return (
    <ComingSoonPage
      title="Administration"
      note="The platform administration area (maintenance, messages, news, partners, organizations, users) is coming soon."
    />
  );
}
