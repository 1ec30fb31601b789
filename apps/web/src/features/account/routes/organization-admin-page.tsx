import type { UserState } from '@app/core/api/auth';
import { CLIENT_ADMIN_CLAIM } from '@app/core/domain/products';
import { Container, Text } from '@mantine/core';
import { ComingSoonPage } from '../../../ui/coming-soon-page';
import { PageTitle } from '../../../ui/page-title';

/** /account/admin: an organization's own user administration, for client-admin users. */
export function OrganizationAdminPage({ user }: { user: UserState }) {
  if (!user.claims.includes(CLIENT_ADMIN_CLAIM)) {
    return (
      <Container size="sm" py={64}>
        <PageTitle documentTitle="Administration">
          You do not have access to Administration
        </PageTitle>
        <Text c="dimmed" mt="sm">
          Ask your organization&apos;s administrator if you need to manage users.
        </Text>
      </Container>
    );
  }
  return (
    <ComingSoonPage
      title="Administration"
      note={`Inviting and managing the users of ${user.organizationName}, and uploading your logo, are coming soon.`}
    />
  );
}
