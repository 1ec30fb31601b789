import type { UserState } from '@app/core/api/auth';
import { askLabel, askYourAdministratorText } from '@app/core/domain/membership';
import { Alert } from '@mantine/core';

/**
 * For a member who may not change the plan: only the organization's administrators do, named,
 * or support where it has none (issue 11; issue 23).
 */
export function AskAdministratorAlert({
  user,
}: {
  user: Pick<UserState, 'administrators' | 'support'>;
}) {
  return (
    <Alert color="yellow" variant="light" title={askLabel(user)}>
      {askYourAdministratorText(user)}
    </Alert>
  );
}
