import type { OrganizationListItem } from '@app/core/api/admin/organizations';
import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { RowCards, usePhoneWidth } from '../../../ui/row-cards';
import { adminHref } from '../console/admin-sections';
import { AdminScreen } from '../console/admin-screen';
import { AdminTable } from '../console/admin-table';
import { QueryState } from '../console/query-state';
import { useDebouncedSearch } from '../console/use-debounced-search';
import { useOrganizationSearch } from './api/admin-organizations';
import { institutionLabel, TIER_LABELS } from './organization-labels';

export const organizationHref = (organizationId: string) =>
  adminHref(`organizations/${organizationId}`);

/** /Admin/organizations: organizations by name, institution or a user's e-mail. */
export function OrganizationSearch() {
  const { words, inputProps } = useDebouncedSearch();
  const organizations = useOrganizationSearch(words);
  // On a phone each organization is a card: the table cut its words and hid its columns.
  const phone = usePhoneWidth();
  const emptyText = words ? `No organization matches “${words}”.` : 'No organization yet.';
  return (
    <AdminScreen
      title="Organizations and users"
      description="Find an organization, then see what it holds and pays for, its users and its requests to join."
    >
      <TextInput
        label="Search organizations"
        description="The organization's name, its institution's name or ID, or a user's email"
        placeholder="Prairie Gate, 9000001, standard@example.com"
        {...inputProps}
        maw={480}
      />
      <QueryState query={organizations} loading="Loading organizations">
        {(rows) =>
          phone ? (
            <RowCards
              caption="Organizations"
              columns={columns}
              rows={rows}
              rowKey={(organization) => organization.id}
              emptyText={emptyText}
            />
          ) : (
            <AdminTable
              caption="Organizations"
              columns={columns}
              rows={rows}
              rowKey={(organization) => organization.id}
              pageSize={25}
              emptyText={emptyText}
              minWidth={760}
            />
          )
        }
      </QueryState>
    </AdminScreen>
  );
}

const columns: DataTableColumn<OrganizationListItem>[] = [
  {
    key: 'name',
    header: 'Organization',
    cell: (organization) => (
      <Stack gap={0}>
        <Anchor component={Link} to={organizationHref(organization.id)} size="sm" fw={600}>
          {organization.name}
        </Anchor>
        {organization.matchedEmails.map((email) => (
          <Text size="xs" c="dimmed" key={email}>
            {email}
          </Text>
        ))}
      </Stack>
    ),
  },
  {
    key: 'institution',
    header: 'Institution',
    value: (organization) =>
      organization.institution ? institutionLabel(organization.institution) : null,
  },
  { key: 'organizationType', header: 'Type' },
  {
    key: 'products',
    header: 'Products',
    value: (organization) =>
      organization.products.map((p) => TIER_LABELS[p.tier]).join(', ') || 'None',
  },
  { key: 'users', header: 'Users', value: (organization) => organization.users, align: 'right' },
  {
    key: 'pendingRequests',
    header: 'Requests to join',
    value: (organization) => organization.pendingRequests,
    align: 'right',
  },
];
