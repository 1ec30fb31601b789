import { useCurrentUser } from '../features/auth/components/require-auth';
import { AdminLayout } from '../features/admin/console/admin-layout';

export function AdminRoute() {
  return <AdminLayout user={useCurrentUser()} />;
}
