import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function OrganizationsPage() {
  return (
    <AdminScreen title="Organizations and users" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
