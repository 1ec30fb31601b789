import type { UserState } from '@app/core/api/auth';
import { askYourAdministratorText, mayChangePlan } from '@app/core/domain/membership';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * spec 2 section 2: a page above the user's plan says so and links to the upgrade. Only the
 * organization's administrators may upgrade (issue 11): anyone else is told whom to ask, or
 * how to reach support where nobody administers it.
 */
export function PaywallBanner({
  message,
  user,
}: {
  message: string;
  user: Pick<UserState, 'admin' | 'claims' | 'administrators' | 'support'>;
}) {
  return (
    <Alert color="ocean" variant="light" title="Get This Feature!">
      <Text size="sm" mb="xs">
        {message}
      </Text>
      {mayChangePlan(user) ? (
        <Anchor component={Link} to="/upgrade-pricing" size="sm" fw={600}>
          Upgrade Plan
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {askYourAdministratorText(user)}
        </Text>
      )}
    </Alert>
  );
}
