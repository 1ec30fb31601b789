import type { JoinRequest } from '@app/core/api/organization-admin';
import { Button } from '@mantine/core';
import { actionsColumn } from './data-table/actions-column';
import { DataTable, type DataTableColumn } from './data-table/data-table';
import { PersonCell } from './data-table/person-cell';
import { TwoLineCell } from './data-table/two-line-cell';

type JoinRequestsTableProps = {
  requests: readonly JoinRequest[];
  /** The request being answered: its buttons wait. */
  busy: string | null;
  onApprove: (request: JoinRequest) => void;
  onDecline: (request: JoinRequest) => void;
  /** How Asked and Ends read: a day for the organization's admin, a moment for the console. */
  formatDate: (iso: string) => string;
};

/**
 * Requests to join an organization, with Approve and Decline: the organization's own admin
 * (Account) and the platform admin (the console) answer the same requests.
 */
export function JoinRequestsTable({
  requests,
  busy,
  onApprove,
  onDecline,
  formatDate,
}: JoinRequestsTableProps) {
  const columns: DataTableColumn<JoinRequest>[] = [
    {
      key: 'name',
      header: 'Name',
      value: (request) => `${request.firstName} ${request.lastName}`,
      cell: (request) => (
        <PersonCell
          firstName={request.firstName}
          lastName={request.lastName}
          title={request.title}
        />
      ),
    },
    {
      key: 'email',
      header: 'Email',
      cell: (request) => (
        <TwoLineCell under={request.emailVerified ? null : 'Email not verified yet'}>
          {request.email}
        </TwoLineCell>
      ),
    },
    {
      key: 'asked',
      header: 'Asked',
      cell: (request) => (
        <TwoLineCell under={`Ends ${formatDate(request.expiresAt)}`}>
          {formatDate(request.requestedAt)}
        </TwoLineCell>
      ),
    },
    actionsColumn((request) => (
      <>
        <Button
          size="compact-sm"
          loading={busy === request.id}
          onClick={() => onApprove(request)}
          aria-label={`Approve ${request.email}`}
        >
          Approve
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          disabled={busy === request.id}
          onClick={() => onDecline(request)}
          aria-label={`Decline ${request.email}`}
        >
          Decline
        </Button>
      </>
    )),
  ];
  return (
    <DataTable
      caption="Requests to join"
      columns={columns}
      rows={requests}
      rowKey={(request) => request.id}
      sortMode="none"
      rowHeaders={false}
      exportable={false}
      minWidth={640}
      tableProps={{ verticalSpacing: 'sm' }}
    />
  );
}
