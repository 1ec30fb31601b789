import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function MaintenancePage() {
  return (
    <AdminScreen title="Maintenance" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
