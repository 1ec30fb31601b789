import { PRODUCT_NAMES, type ProductCode } from '@app/core/domain/products';
import type { OrganizationUser } from '@app/core/api/organization-admin';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { afterOrganizationUsersChange } from '../../../api/invalidations';
import { actionsColumn } from '../../../ui/data-table/actions-column';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { PersonCell } from '../../../ui/data-table/person-cell';
import { RowCards, usePhoneWidth } from '../../../ui/row-cards';
import { LoadError } from '../../../ui/load-error';
import { NoticeAlert } from '../../../ui/notice-alert';
import { PageLoader } from '../../../ui/page-loader';
import {
  deleteUser,
  inviteUser,
  updateUser,
  useOrganizationUsers,
} from '../api/organization-admin';
import { UserForm } from './user-form';
import classes from './users-table.module.css';

type UserActions = {
  onEdit: (user: OrganizationUser) => void;
  onDelete: (user: OrganizationUser) => void;
};

/** Name, Email, Access, Status and the Edit and Delete buttons. */
function userColumns({ onEdit, onDelete }: UserActions): DataTableColumn<OrganizationUser>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (user) => (
        <PersonCell
          firstName={user.firstName}
          lastName={user.lastName}
          title={user.title}
          suffix={user.self ? ' (you)' : ''}
        />
      ),
    },
    { key: 'email', header: 'Email', cell: (user) => <Text size="sm">{user.email}</Text> },
    {
      key: 'access',
      header: 'Access',
      cell: (user) => (
        <Group gap={4}>
          {user.products.map((p) => (
            <Badge key={p} variant="light" size="sm">
              {PRODUCT_NAMES[p]}
            </Badge>
          ))}
          {user.admin && (
            <Badge variant="light" color="grape" size="sm">
              Administration
            </Badge>
          )}
          {user.products.length === 0 && !user.admin && (
            <Text size="xs" c="dimmed">
              No access yet
            </Text>
          )}
        </Group>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (user) => (
        <Badge variant="dot" color={user.status === 'active' ? 'teal' : 'yellow'} size="sm">
          {user.status === 'active' ? 'Active' : 'Invited'}
        </Badge>
      ),
    },
    pinnedRight(
      actionsColumn((user) => (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onEdit(user)}
            aria-label={`Edit ${user.email}`}
          >
            Edit
          </Button>
          {!user.self && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              onClick={() => onDelete(user)}
              aria-label={`Delete ${user.email}`}
            >
              Delete
            </Button>
          )}
        </>
      )),
    ),
  ];
}

/** The column stays at the right edge while the table scrolls sideways. */
function pinnedRight<Row>(column: DataTableColumn<Row>): DataTableColumn<Row> {
  return {
    ...column,
    headerProps: { ...column.headerProps, className: classes.actions },
    cellProps: () => ({ className: classes.actions }),
  };
}

/** The organization's users: invite, edit and delete them (spec 1, administration). */
export function UsersSection({ products }: { products: ProductCode[] }) {
  const users = useOrganizationUsers();
  const phone = usePhoneWidth();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<OrganizationUser | null>(null);
  const [deleting, setDeleting] = useState<OrganizationUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const refresh = () => afterOrganizationUsersChange(queryClient);

  const confirmDelete = async (user: OrganizationUser) => {
    try {
      await deleteUser(user.id);
      setNotice(`${user.email} was deleted.`);
      setDeleting(null);
      await refresh();
    } catch (failure) {
      setDeleteError(messageOf(failure, 'The user could not be deleted.'));
    }
  };

  const columns = userColumns({
    onEdit: setEditing,
    onDelete: (user) => {
      setDeleteError(null);
      setDeleting(user);
    },
  });

  if (users.isPending) return <PageLoader label="Loading users" />;
  if (users.isError)
    return (
      <LoadError message="The users could not be loaded." onRetry={() => void users.refetch()} />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          Users
        </Title>
        <Button onClick={() => setInviting(true)}>Invite User</Button>
      </Group>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      {phone ? (
        // On a phone each user is a card: the table cut its words and hid its columns.
        <RowCards caption="Users" columns={columns} rows={users.data} rowKey={(user) => user.id} />
      ) : (
        <DataTable
          caption="Users"
          columns={columns}
          rows={users.data}
          rowKey={(user) => user.id}
          sortMode="none"
          rowHeaders={false}
          exportable={false}
          minWidth={640}
          tableProps={{ verticalSpacing: 'sm', striped: true, highlightOnHover: true }}
        />
      )}

      <Modal opened={inviting} onClose={() => setInviting(false)} title="Invite a user" size="lg">
        <Text size="sm" c="dimmed" mb="md">
          We email them a link to set their password. It expires in 7 days.
        </Text>
        <UserForm
          initial={{
            firstName: '',
            lastName: '',
            email: '',
            products: [...products],
            admin: false,
          }}
          products={products}
          withEmail
          submitLabel="Send Invitation"
          onSubmit={async (values) => {
            const invited = await inviteUser(values);
            setInviting(false);
            setNotice(`Invitation sent to ${invited.email}.`);
            await refresh();
          }}
        />
      </Modal>

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit user" size="lg">
        {editing && (
          <>
            <Text size="sm" c="dimmed" mb="md">
              {editing.email}
            </Text>
            <UserForm
              initial={{ ...editing }}
              products={products}
              withEmail={false}
              adminLocked={editing.self}
              submitLabel="Save Changes"
              onSubmit={async (values) => {
                await updateUser(editing.id, values);
                setEditing(null);
                setNotice(`${values.firstName} ${values.lastName} was updated.`);
                await refresh();
              }}
            />
          </>
        )}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete user">
        {deleting && (
          <Stack>
            <Text size="sm">
              Delete {deleting.firstName} {deleting.lastName} ({deleting.email})? They can no longer
              sign in, and their saved choices are removed.
            </Text>
            {deleteError && (
              <Alert color="red" variant="light" role="alert">
                {deleteError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                onClick={() => {
                  // A click handler returns nothing to wait on; confirmDelete shows its own failure.
                  void confirmDelete(deleting);
                }}
              >
                Delete User
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
