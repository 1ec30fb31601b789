import type { AdminUser, OrganizationSubscription } from '@app/core/api/admin/organizations';
import { planName } from '@app/core/domain/plans';
import { Badge, Button, Menu, Text } from '@mantine/core';
import { actionsColumn } from '../../../ui/data-table/actions-column';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { PersonCell } from '../../../ui/data-table/person-cell';
import { RowCards, usePhoneWidth } from '../../../ui/row-cards';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { dateTime, dateTimeOr } from '../console/admin-dates';
import { claimLabel, MEMBERSHIP_LABELS, priceLabel, TIER_LABELS } from './organization-labels';

const MEMBERSHIP_COLOR = {
  active: 'teal',
  pending: 'yellow',
  declined: 'gray',
  expired: 'gray',
} as const;

/** A user's one status: Disabled, else their membership (Active, Pending, …). */
export const statusOf = (user: AdminUser) =>
  user.disabledAt ? 'Disabled' : MEMBERSHIP_LABELS[user.membership];

export type UserAction =
  | 'disable'
  | 'enable'
  | 'verification'
  | 'invitation'
  | 'end-sessions'
  | 'make-administrator'
  | 'remove-administrator';

/** Whether the user administers their organization (an active member with client-admin). */
export const isAdministrator = (user: AdminUser) => user.claims.includes('client-admin');

/** Detail tables, few rows each: no sorting, no export, no row headers. */
const DETAIL_TABLE = { sortMode: 'none', rowHeaders: false, exportable: false } as const;

/** The actions a user's row offers: only those that would change something. */
function actionsOf(user: AdminUser): { action: UserAction; label: string; danger?: boolean }[] {
  const actions: { action: UserAction; label: string; danger?: boolean }[] = [];
  // The link the user was first sent, sent again: an invitation to whom an administrator
  // invited, a verification to whom signed up or asked to join.
  if (user.invited && !user.hasPassword)
    actions.push({ action: 'invitation', label: 'Resend invitation email' });
  else if (!user.invited && !user.emailVerified)
    actions.push({ action: 'verification', label: 'Resend verification email' });
  if (user.membership === 'active' && !user.disabledAt)
    actions.push(
      isAdministrator(user)
        ? { action: 'remove-administrator', label: 'Remove as administrator…', danger: true }
        : { action: 'make-administrator', label: 'Make administrator' },
    );
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
  const phone = usePhoneWidth();
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
        <TwoLineCell
          under={
            !u.hasPassword ? 'No password set yet' : !u.emailVerified ? 'Email not verified' : null
          }
        >
          {u.email}
        </TwoLineCell>
      ),
    },
    {
      key: 'membership',
      header: 'Status',
      value: statusOf,
      // A narrow column would cut the badge's words short.
      cellProps: () => ({ style: { minWidth: 96 } }),
      cell: (u) =>
        // One status a user: a disabled user cannot sign in, whatever their membership.
        u.disabledAt ? (
          <Badge variant="filled" size="sm" tt="none" color="red">
            Disabled
          </Badge>
        ) : (
          <Badge variant="dot" size="sm" tt="none" color={MEMBERSHIP_COLOR[u.membership]}>
            {MEMBERSHIP_LABELS[u.membership]}
          </Badge>
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
      value: (u) => dateTimeOr(u.lastSignInAt, 'Never'),
    },
    { key: 'sessions', header: 'Sessions', value: (u) => u.sessions, align: 'right' },
    actionsColumn((u) => (
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
    )),
  ];
  // On a phone each user is a card: the table cut its words and hid its columns.
  if (phone)
    return <RowCards caption="Users" columns={columns} rows={users} rowKey={(u) => u.id} />;
  return (
    <DataTable
      caption="Users"
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      {...DETAIL_TABLE}
      minWidth={900}
    />
  );
}

export function SubscriptionsTable({
  subscriptions,
}: {
  subscriptions: OrganizationSubscription[];
}) {
  const phone = usePhoneWidth();
  const columns: DataTableColumn<OrganizationSubscription>[] = [
    { key: 'tier', header: 'Product and tier', value: (s) => TIER_LABELS[s.tier] },
    {
      key: 'planType',
      header: 'Plan',
      value: (s) => planName(s.planType),
      cell: (s) => (
        <TwoLineCell under={priceLabel(s.priceCents, s.interval)}>
          {planName(s.planType)}
        </TwoLineCell>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      value: (s) => s.status.charAt(0).toUpperCase() + s.status.slice(1),
    },
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
          {dateTime(s.startedAt)} – {dateTimeOr(s.endedAt, 'now')}
        </Text>
      ),
    },
    {
      key: 'nextRenewalAt',
      header: 'Next renewal',
      value: (s) => dateTimeOr(s.nextRenewalAt, '-'),
    },
  ];
  if (phone)
    return (
      <RowCards
        caption="Subscriptions"
        columns={columns}
        rows={subscriptions}
        rowKey={(s) => s.id}
        emptyText="No subscription."
      />
    );
  return (
    <DataTable
      caption="Subscriptions"
      columns={columns}
      rows={subscriptions}
      rowKey={(s) => s.id}
      {...DETAIL_TABLE}
      emptyText="No subscription."
      minWidth={860}
    />
  );
}
