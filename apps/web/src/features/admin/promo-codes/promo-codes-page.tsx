import { Text } from '@mantine/core';
import { AdminScreen } from '../console/admin-screen';

export function PromoCodesPage() {
  return (
    <AdminScreen title="Promo codes" description="Being built.">
      <Text>Being built.</Text>
    </AdminScreen>
  );
}
