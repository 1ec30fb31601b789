import type {
  AdminUser,
  OrganizationDetail,
  SetOrganizationProducts,
} from '@app/core/api/admin/organizations';
import type { JoinRequest } from '@app/core/api/organization-admin';
import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { afterOrganizationChange } from '../../../api/invalidations';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../../api/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { JoinRequestsTable } from '../../../ui/join-requests-table';
import { NoticeAlert } from '../../../ui/notice-alert';
import { dateTime } from '../console/admin-dates';
import { AdminPanel } from '../console/admin-panel';
import { AdminScreen } from '../console/admin-screen';
import { adminHref } from '../console/admin-sections';
import { ConfirmDialog } from '../console/confirm-dialog';
import { QueryState } from '../console/query-state';
import { useConfirmation } from '../console/use-confirmation';
import {
  approveMembership,
  declineMembership,
  disableUser,
  enableUser,
  endSessions,
  resendEmail,
  setAdministrator,
  setOrganizationProducts,
  useAdminOrganization,
} from './api/admin-organizations';
import { institutionLabel, ORGANIZATION_TYPE_LABELS, TIER_LABELS } from './organization-labels';
import { NoAdministratorAlert } from './no-administrator-alert';
import {
  isAdministrator,
  SubscriptionsTable,
  UsersTable,
  type UserAction,
} from './organization-tables';
import { ProductsDialog } from './products-dialog';
import { UserFactorsPanel } from './user-factors-panel';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** /Admin/organizations/:organizationId: one organization, its users and what can be done. */
export function OrganizationView() {
  const { organizationId = '' } = useParams();
  const organization = useAdminOrganization(organizationId);
  return (
    <QueryState query={organization} loading="Loading the organization">
      {(detail) => <OrganizationScreen organization={detail} />}
    </QueryState>
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
  const [productsError, setProductsError] = useState<string | null>(null);
  const [editingProducts, setEditingProducts] = useState(false);
  const confirmation = useConfirmation();

  /** Makes a change and says so; a failure is thrown to whoever shows it. */
  async function apply(key: string, change: () => Promise<OrganizationDetail>, done: string) {
    setBusy(key);
    setError(null);
    try {
      await afterOrganizationChange(queryClient, await change());
      setNotice(done);
    } finally {
      setBusy(null);
    }
  }

  /** A change made without asking: its failure shows above the sections. */
  const applyNow = (key: string, change: () => Promise<OrganizationDetail>, done: string) =>
    void apply(key, change, done).catch((failure: unknown) =>
      setError(messageOf(failure, 'The change could not be made.')),
    );

  const approve = (request: JoinRequest) =>
    applyNow(
      request.id,
      () => approveMembership(request.id),
      `${fullName(request)} joined ${organization.name}.`,
    );

  const decline = (request: JoinRequest) =>
    confirmation.ask({
      title: 'Decline request',
      text: `Decline ${fullName(request)} (${request.email})? They are told by email and see nothing of ${organization.name}.`,
      confirmLabel: 'Decline Request',
      run: () =>
        apply(
          request.id,
          () => declineMembership(request.id),
          `${fullName(request)}'s request was declined.`,
        ),
    });

  const onUserAction = (user: AdminUser, action: UserAction) => {
    const name = fullName(user);
    if (action === 'enable') {
      applyNow(user.id, () => enableUser(user.id), `${name} may sign in again.`);
    } else if (action === 'verification' || action === 'invitation') {
      applyNow(
        user.id,
        () => resendEmail(user.id, { kind: action }),
        `A new ${action} email went to ${user.email}.`,
      );
    } else if (action === 'make-administrator') {
      confirmation.ask({
        title: 'Make administrator',
        text: `Make ${name} (${user.email}) an administrator of ${organization.name}? They can then invite, change and delete its users, approve requests to join and change its plan.`,
        confirmLabel: 'Make Administrator',
        run: () =>
          apply(
            user.id,
            () => setAdministrator(user.id, true),
            `${name} is now an administrator of ${organization.name}.`,
          ),
      });
    } else if (action === 'remove-administrator') {
      confirmation.ask({
        title: 'Remove as administrator',
        text: `${name} (${user.email}) will no longer administer ${organization.name}. They keep their products.`,
        confirmLabel: 'Remove Administrator',
        run: () =>
          apply(
            user.id,
            () => setAdministrator(user.id, false),
            `${name} no longer administers ${organization.name}.`,
          ),
      });
    } else if (action === 'end-sessions') {
      confirmation.ask({
        title: 'End all sessions',
        text: `Sign ${name} (${user.email}) out everywhere? They may sign in again.`,
        confirmLabel: 'End Sessions',
        run: () => apply(user.id, () => endSessions(user.id), `${name} was signed out everywhere.`),
      });
    } else {
      confirmation.ask({
        title: 'Disable user',
        text: `Disable ${name} (${user.email})? Their sessions end now and they cannot sign in until re-enabled.`,
        confirmLabel: 'Disable User',
        askReason: true,
        run: (reason) =>
          apply(user.id, () => disableUser(user.id, { reason }), `${name} is disabled.`),
      });
    }
  };

  /** The products dialog keeps its own failure, like the confirmations. */
  const saveProducts = async (change: SetOrganizationProducts) => {
    setProductsError(null);
    try {
      await apply(
        'products',
        () => setOrganizationProducts(organization.id, change),
        `${organization.name}'s products were changed.`,
      );
      setEditingProducts(false);
    } catch (failure) {
      setProductsError(messageOf(failure, 'The change could not be made.'));
    }
  };

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
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <ErrorAlert error={error} onClose={() => setError(null)} />
      <AdminPanel title="Organization">
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
              setProductsError(null);
              setEditingProducts(true);
            }}
          >
            Change Products
          </Button>
        </Group>
      </AdminPanel>
      {organization.joinRequests.length > 0 && (
        <AdminPanel title="Requests to join">
          <JoinRequestsTable
            requests={organization.joinRequests}
            busy={busy}
            onApprove={approve}
            onDecline={decline}
            formatDate={dateTime}
          />
        </AdminPanel>
      )}
      {!organization.users.some(isAdministrator) && (
        <NoAdministratorAlert organization={organization} />
      )}
      <AdminPanel title="Users">
        <UsersTable users={organization.users} busy={busy} onAction={onUserAction} />
      </AdminPanel>
      <AdminPanel title="Two-factor sign-in">
        <UserFactorsPanel users={organization.users} />
      </AdminPanel>
      <AdminPanel title="Subscriptions">
        <SubscriptionsTable subscriptions={organization.subscriptions} />
      </AdminPanel>
      <ConfirmDialog {...confirmation.dialogProps} />
      <ProductsDialog
        organization={organization}
        opened={editingProducts}
        busy={busy === 'products'}
        error={productsError}
        onClose={() => setEditingProducts(false)}
        onSave={saveProducts}
      />
    </AdminScreen>
  );
}
