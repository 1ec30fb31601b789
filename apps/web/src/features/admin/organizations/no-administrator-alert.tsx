import type { OrganizationDetail } from '@app/core/api/admin/organizations';
import { Alert } from '@mantine/core';

/**
 * An organization nobody administers: its members are told to contact support, as nobody of
 * theirs can upgrade it, invite users or approve requests to join (issue 23).
 */
export function NoAdministratorAlert({ organization }: { organization: OrganizationDetail }) {
  const members = organization.users.filter(
    (u) => u.membership === 'active' && !u.disabledAt && !u.claims.includes('platform-admin'),
  );
  if (members.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="No administrator">
      {organization.name} has no administrator: none of its users can upgrade its plan, invite users
      or approve requests to join, and its members are told to contact support. Choose Actions, then
      Make administrator, on one of its users below.
    </Alert>
  );
}
