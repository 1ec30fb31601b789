import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function OverviewPage() {
  return (
    <AdminScreen title="Overview" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
