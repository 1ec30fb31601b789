import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function PartnersPage() {
  return (
    <AdminScreen title="Partners" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
