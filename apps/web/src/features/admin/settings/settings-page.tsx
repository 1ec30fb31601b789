import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function SettingsPage() {
  return (
    <AdminScreen title="System settings" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
