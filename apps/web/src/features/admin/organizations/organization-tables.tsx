import type { AdminUser, OrganizationSubscription } from '@app/core/api/admin/organizations';
import type { JoinRequest } from '@app/core/api/organization-admin';
import { Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { dateTime } from '../console/admin-dates';
import { claimLabel, MEMBERSHIP_LABELS, priceLabel, TIER_LABELS } from './organization-labels';

/** A person's name with their job title under it. */
function PersonCell({
  firstName,
  lastName,
  title,
}: {
  firstName: string;
  lastName: string;
  title: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {firstName} {lastName}
      </Text>
      {title && (
        <Text size="xs" c="dimmed">
          {title}
        </Text>
      )}
    </Stack>
  );
}

const MEMBERSHIP_COLOR = {
  active: 'teal',
  pending: 'yellow',
  declined: 'gray',
  expired: 'gray',
} as const;

export type UserAction = 'disable' | 'enable' | 'verification' | 'invitation' | 'end-sessions';

/** Requests to join the organization, oldest first, each with Approve and Decline. */
export function RequestsTable({
  requests,
  busy,
  onApprove,
  onDecline,
}: {
  requests: JoinRequest[];
  busy: string | null;
  onApprove: (request: JoinRequest) => void;
  onDecline: (request: JoinRequest) => void;
}) {
  const columns: DataTableColumn<JoinRequest>[] = [
    {
      key: 'name',
      header: 'Name',
      value: (r) => `${r.firstName} ${r.lastName}`,
      cell: (r) => <PersonCell firstName={r.firstName} lastName={r.lastName} title={r.title} />,
    },
    {
      key: 'email',
      header: 'Email',
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.email}</Text>
          {!r.emailVerified && (
            <Text size="xs" c="dimmed">
              Email not verified yet
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'requestedAt',
      header: 'Asked',
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm">{dateTime(r.requestedAt)}</Text>
          <Text size="xs" c="dimmed">
            Ends {dateTime(r.expiresAt)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      headerContent: '',
      headerProps: { 'aria-label': 'Actions' },
      exported: false,
      sortable: false,
      cell: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            loading={busy === r.id}
            onClick={() => onApprove(r)}
            aria-label={`Approve ${r.email}`}
          >
            Approve
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            disabled={busy === r.id}
            onClick={() => onDecline(r)}
            aria-label={`Decline ${r.email}`}
          >
            Decline
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      caption="Requests to join"
      columns={columns}
      rows={requests}
      rowKey={(r) => r.id}
      sortMode="none"
      rowHeaders={false}
      exportable={false}
      minWidth={640}
    />
  );
}

/** The actions a user's row offers: only those that would change something. */
function actionsOf(user: AdminUser): { action: UserAction; label: string; danger?: boolean }[] {
  const actions: { action: UserAction; label: string; danger?: boolean }[] = [];
  if (!user.emailVerified)
    actions.push({ action: 'verification', label: 'Resend verification email' });
  if (!user.hasPassword) actions.push({ action: 'invitation', label: 'Resend invitation email' });
  if (user.sessions > 0)
    actions.push({ action: 'end-sessions', label: 'End all sessions…', danger: true });
  actions.push(
    user.disabledAt
      ? { action: 'enable', label: 'Re-enable user' }
      : { action: 'disable', label: 'Disable user…', danger: true },
  );
  return actions;
}

export function UsersTable({
  users,
  busy,
  onAction,
}: {
  users: AdminUser[];
  busy: string | null;
  onAction: (user: AdminUser, action: UserAction) => void;
}) {
  const columns: DataTableColumn<AdminUser>[] = [
    {
      key: 'name',
      header: 'Name',
      value: (u) => `${u.firstName} ${u.lastName}`,
      cell: (u) => <PersonCell firstName={u.firstName} lastName={u.lastName} title={u.title} />,
    },
    {
      key: 'email',
      header: 'Email',
      cell: (u) => (
        <Stack gap={0}>
          <Text size="sm">{u.email}</Text>
          {!u.hasPassword ? (
            <Text size="xs" c="dimmed">
              No password set yet
            </Text>
          ) : (
            !u.emailVerified && (
              <Text size="xs" c="dimmed">
                Email not verified
              </Text>
            )
          )}
        </Stack>
      ),
    },
    {
      key: 'membership',
      header: 'Status',
      value: (u) => (u.disabledAt ? 'Disabled' : MEMBERSHIP_LABELS[u.membership]),
      cell: (u) => (
        <Group gap={4}>
          <Badge variant="dot" size="sm" tt="none" color={MEMBERSHIP_COLOR[u.membership]}>
            {MEMBERSHIP_LABELS[u.membership]}
          </Badge>
          {u.disabledAt && (
            <Badge variant="filled" size="sm" tt="none" color="red">
              Disabled
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'claims',
      header: 'Claims',
      value: (u) => u.claims.map(claimLabel).join(', ') || 'None',
    },
    {
      key: 'lastSignInAt',
      header: 'Last sign-in',
      value: (u) => (u.lastSignInAt ? dateTime(u.lastSignInAt) : 'Never'),
    },
    { key: 'sessions', header: 'Sessions', value: (u) => u.sessions, align: 'right' },
    {
      key: 'actions',
      header: 'Actions',
      headerContent: '',
      headerProps: { 'aria-label': 'Actions' },
      exported: false,
      sortable: false,
      cell: (u) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              size="compact-sm"
              loading={busy === u.id}
              aria-label={`Actions for ${u.email}`}
            >
              Actions
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {actionsOf(u).map(({ action, label, danger }) => (
              <Menu.Item
                key={action}
                color={danger ? 'red' : undefined}
                onClick={() => onAction(u, action)}
              >
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      sortMode="none"
      rowHeaders={false}
      exportable={false}
      minWidth={900}
    />
  );
}

export function SubscriptionsTable({
  subscriptions,
}: {
  subscriptions: OrganizationSubscription[];
}) {
  const columns: DataTableColumn<OrganizationSubscription>[] = [
    { key: 'tier', header: 'Product and tier', value: (s) => TIER_LABELS[s.tier] },
    {
      key: 'planType',
      header: 'Plan',
      cell: (s) => (
        <Stack gap={0}>
          <Text size="sm">{s.planType}</Text>
          <Text size="xs" c="dimmed">
            {priceLabel(s.priceCents, s.interval)}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: 'Status' },
    {
      key: 'billing',
      header: 'Billing provider',
      value: (s) =>
        [s.billingProvider, s.billingCustomerId, s.billingSubscriptionId]
          .filter(Boolean)
          .join(' · ') || 'None',
    },
    {
      key: 'startedAt',
      header: 'Period',
      cell: (s) => (
        <Text size="sm">
          {dateTime(s.startedAt)} – {s.endedAt ? dateTime(s.endedAt) : 'now'}
        </Text>
      ),
    },
    {
      key: 'nextRenewalAt',
      header: 'Next renewal',
      value: (s) => (s.nextRenewalAt ? dateTime(s.nextRenewalAt) : '-'),
    },
  ];
  return (
    <DataTable
      caption="Subscriptions"
      columns={columns}
      rows={subscriptions}
      rowKey={(s) => s.id}
      sortMode="none"
      rowHeaders={false}
      exportable={false}
      emptyText="No subscription."
      minWidth={860}
    />
  );
}
