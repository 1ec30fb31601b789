import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function FeedbackPage() {
  return (
    <AdminScreen title="Feedback" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
