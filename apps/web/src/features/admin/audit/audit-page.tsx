import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function AuditPage() {
  return (
    <AdminScreen title="Audit log" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
