import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** spec 2 section 2: a page above the user's plan says so and links to the upgrade. */
export function PaywallBanner({ message }: { message: string }) {
  return (
    <Alert color="ocean" variant="light" title="Get This Feature!">
      <Text size="sm" mb="xs">
        {message}
      </Text>
      <Anchor component={Link} to="/upgrade-pricing" size="sm" fw={600}>
        Upgrade Plan
      </Anchor>
    </Alert>
  );
}
