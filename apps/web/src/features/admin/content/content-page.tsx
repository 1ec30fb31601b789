import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function ContentPage() {
  return (
    <AdminScreen title="Content" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
