import type { UserState } from '@app/core/api/auth';
import { CLIENT_ADMIN_CLAIM } from '@app/core/domain/products';
import { Container, Paper, Stack, Text } from '@mantine/core';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { useOrganizationSummary } from '../api/organization-admin';
import { JoinRequestsSection } from '../components/join-requests-section';
import { TwoFactorPolicySection } from '../components/two-factor-policy-section';
import { LogoSection } from '../components/logo-section';
import { UsersSection } from '../components/users-section';
import { SsoSection } from '../components/sso-section';

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
  return <Administration organizationName={user.organizationName} />;
}

function Administration({ organizationName }: { organizationName: string }) {
  const summary = useOrganizationSummary();
  const products = (summary.data?.products ?? []).map((p) => p.product);
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <PageTitle>Administration</PageTitle>
        <Text c="dimmed">Users and logo of {organizationName}.</Text>
      </Stack>
      <Stack gap="lg">
        <JoinRequestsSection />
        <Paper withBorder radius="md" p="xl" bg="white">
          {summary.isPending ? (
            <PageLoader label="Loading your organization" />
          ) : (
            <UsersSection products={products} />
          )}
        </Paper>
        <Paper withBorder radius="md" p="xl" bg="white">
          <LogoSection />
        </Paper>
        <Paper withBorder radius="md" p="xl" bg="white">
          <SsoSection />
        </Paper>
        <Paper withBorder radius="md" p="xl" bg="white">
          <TwoFactorPolicySection />
        </Paper>
      </Stack>
    </Container>
  );
}
