import type {
  AdminUser,
  OrganizationDetail,
  SetOrganizationProducts,
} from '@app/core/api/admin/organizations';
import type { JoinRequest } from '@app/core/api/organization-admin';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { adminHref } from '../console/admin-sections';
import { dateTime } from '../console/admin-dates';
import { AdminScreen } from '../console/admin-screen';
import {
  afterOrganizationChange,
  approveMembership,
  declineMembership,
  disableUser,
  enableUser,
  endSessions,
  resendEmail,
  setOrganizationProducts,
  useAdminOrganization,
} from './api/admin-organizations';
import { ConfirmDialog, type Confirmation } from './confirm-dialog';
import { institutionLabel, ORGANIZATION_TYPE_LABELS, TIER_LABELS } from './organization-labels';
import {
  RequestsTable,
  SubscriptionsTable,
  UsersTable,
  type UserAction,
} from './organization-tables';
import { messageOf } from './message-of';
import { ProductsDialog } from './products-dialog';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** /Admin/organizations/:organizationId: one organization, its users and what can be done. */
export function OrganizationView() {
  const { organizationId = '' } = useParams();
  const organization = useAdminOrganization(organizationId);
  if (organization.isPending) return <PageLoader label="Loading the organization" />;
  if (organization.isError) {
    return (
      <LoadError message={organization.error.message} onRetry={() => void organization.refetch()} />
    );
  }
  return <OrganizationScreen organization={organization.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" bg="white">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function OrganizationScreen({ organization }: { organization: OrganizationDetail }) {
  const queryClient = useQueryClient();
  /** The user or request being acted on (its buttons wait), or 'products'. */
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [editingProducts, setEditingProducts] = useState(false);

  /** Runs a change; in a dialog its failure shows there, otherwise above the sections. */
  async function run(
    key: string,
    change: () => Promise<OrganizationDetail>,
    done: string,
    inDialog = false,
  ) {
    setBusy(key);
    setError(null);
    setDialogError(null);
    try {
      await afterOrganizationChange(queryClient, await change());
      setNotice(done);
      setConfirmation(null);
      setEditingProducts(false);
    } catch (failure) {
      const message = messageOf(failure, 'The change could not be made.');
      if (inDialog) setDialogError(message);
      else setError(message);
    } finally {
      setBusy(null);
    }
  }

  const confirm = (next: Confirmation) => {
    setDialogError(null);
    setConfirmation(next);
  };

  const approve = (request: JoinRequest) =>
    void run(
      request.id,
      () => approveMembership(request.id),
      `${fullName(request)} joined ${organization.name}.`,
    );

  const decline = (request: JoinRequest) =>
    confirm({
      title: 'Decline request',
      text: `Decline ${fullName(request)} (${request.email})? They are told by email and see nothing of ${organization.name}.`,
      confirmLabel: 'Decline Request',
      run: () =>
        run(
          request.id,
          () => declineMembership(request.id),
          `${fullName(request)}'s request was declined.`,
          true,
        ),
    });

  const onUserAction = (user: AdminUser, action: UserAction) => {
    const name = fullName(user);
    if (action === 'enable') {
      void run(user.id, () => enableUser(user.id), `${name} may sign in again.`);
    } else if (action === 'verification' || action === 'invitation') {
      void run(
        user.id,
        () => resendEmail(user.id, { kind: action }),
        `A new ${action} email went to ${user.email}.`,
      );
    } else if (action === 'end-sessions') {
      confirm({
        title: 'End all sessions',
        text: `Sign ${name} (${user.email}) out everywhere? They may sign in again.`,
        confirmLabel: 'End Sessions',
        run: () =>
          run(user.id, () => endSessions(user.id), `${name} was signed out everywhere.`, true),
      });
    } else {
      confirm({
        title: 'Disable user',
        text: `Disable ${name} (${user.email})? Their sessions end now and they cannot sign in until re-enabled.`,
        confirmLabel: 'Disable User',
        askReason: true,
        run: (reason) =>
          run(user.id, () => disableUser(user.id, { reason }), `${name} is disabled.`, true),
      });
    }
  };

  const saveProducts = (change: SetOrganizationProducts) =>
    run(
      'products',
      () => setOrganizationProducts(organization.id, change),
      `${organization.name}'s products were changed.`,
      true,
    );

  const institution = organization.institutions[0];
  return (
    <AdminScreen
      title={organization.name}
      description={institution ? institutionLabel(institution) : 'No institution of its own.'}
      actions={
        <Anchor component={Link} to={adminHref('organizations')} size="sm">
          All organizations
        </Anchor>
      }
    >
      {notice && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
      <Section title="Organization">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <Fact label="Type">{ORGANIZATION_TYPE_LABELS[organization.organizationType]}</Fact>
          <Fact label={organization.institutions.length > 1 ? 'Institutions' : 'Institution'}>
            {organization.institutions.map(institutionLabel).join('; ') || 'None'}
          </Fact>
          <Fact label="Partner">{organization.partnerCode ?? 'None'}</Fact>
          <Fact label="Created">{dateTime(organization.createdAt)}</Fact>
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Fact label="Products and tiers">
            {organization.products.map((p) => TIER_LABELS[p.tier]).join(', ') || 'None'}
          </Fact>
          <Button
            variant="default"
            onClick={() => {
              setDialogError(null);
              setEditingProducts(true);
            }}
          >
            Change Products
          </Button>
        </Group>
      </Section>
      {organization.joinRequests.length > 0 && (
        <Section title="Requests to join">
          <RequestsTable
            requests={organization.joinRequests}
            busy={busy}
            onApprove={approve}
            onDecline={decline}
          />
        </Section>
      )}
      <Section title="Users">
        <UsersTable users={organization.users} busy={busy} onAction={onUserAction} />
      </Section>
      <Section title="Subscriptions">
        <SubscriptionsTable subscriptions={organization.subscriptions} />
      </Section>
      <ConfirmDialog
        confirmation={confirmation}
        busy={busy !== null}
        error={dialogError}
        onClose={() => setConfirmation(null)}
      />
      <ProductsDialog
        organization={organization}
        opened={editingProducts}
        busy={busy === 'products'}
        error={dialogError}
        onClose={() => setEditingProducts(false)}
        onSave={saveProducts}
      />
    </AdminScreen>
  );
}
