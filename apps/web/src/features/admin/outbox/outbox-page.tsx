import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function OutboxPage() {
  return (
    <AdminScreen title="E-mail outbox" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
