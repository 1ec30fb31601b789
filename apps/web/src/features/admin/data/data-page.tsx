import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function DataPage() {
  return (
    <AdminScreen title="Data" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
