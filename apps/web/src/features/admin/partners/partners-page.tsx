import type { AdminPartner } from '@app/core/api/admin/partners';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes, useLocation, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { AdminScreen } from '../console/admin-screen';
import { adminHref } from '../console/admin-sections';
import { afterPartnerChange, removePartner, usePartners } from './api/partners';
import { messageOf } from './message-of';
import { PartnerEditor } from './partner-editor';

function partnerColumns(
  onRemove: (partner: AdminPartner) => void,
): DataTableColumn<AdminPartner>[] {
  return [
    {
      key: 'name',
      header: 'Partner',
      cell: (partner) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {partner.name}
          </Text>
          <Text size="xs" c="dimmed">
            /login/{partner.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      value: (partner) => [partner.phone, partner.email].filter(Boolean).join(' · '),
    },
    {
      key: 'organizationCount',
      header: 'Organizations',
      displayType: 'INT',
    },
    {
      key: 'actions',
      header: 'Actions',
      headerContent: '',
      headerProps: { 'aria-label': 'Actions' },
      exported: false,
      sortable: false,
      cell: (partner) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            component={Link}
            to={adminHref(`partners/${partner.code}`)}
            variant="subtle"
            size="compact-sm"
            aria-label={`Edit ${partner.name}`}
          >
            Edit
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() => onRemove(partner)}
            aria-label={`Remove ${partner.name}`}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];
}

function PartnerList() {
  const partners = usePartners();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<AdminPartner | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const confirmRemove = async (partner: AdminPartner) => {
    try {
      await removePartner(partner.code);
      setRemoving(null);
      setNotice(
        `${partner.name} was removed; /login/${partner.code} now shows the default branding.`,
      );
      await afterPartnerChange(queryClient);
    } catch (failure) {
      setRemoveError(messageOf(failure, 'The partner could not be removed.'));
    }
  };

  const columns = partnerColumns((partner) => {
    setRemoveError(null);
    setRemoving(partner);
  });

  return (
    <AdminScreen
      title="Partners"
      description="Partner branding on /login/{code} and /signup/{code}: logo, contact details and advert."
      actions={
        <Button component={Link} to={adminHref('partners/new')}>
          New Partner
        </Button>
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
      {partners.isPending ? (
        <PageLoader label="Loading partners" />
      ) : partners.isError ? (
        <LoadError
          message="The partners could not be loaded."
          onRetry={() => void partners.refetch()}
        />
      ) : (
        <DataTable
          caption="Partners"
          columns={columns}
          rows={partners.data}
          rowKey={(partner) => partner.code}
          rowHeaders={false}
          exportable={false}
          minWidth={640}
          emptyText="No partners yet."
          tableProps={{ verticalSpacing: 'sm', striped: true, highlightOnHover: true }}
        />
      )}

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove partner">
        {removing && (
          <Stack>
            <Text size="sm">
              Remove {removing.name}? /login/{removing.code} and /signup/{removing.code} go back to
              the default branding, and its uploaded images are deleted.
              {removing.organizationCount > 0 &&
                ` Its ${removing.organizationCount} organizations keep their accounts, without the partner.`}
            </Text>
            {removeError && (
              <Alert color="red" variant="light" role="alert">
                {removeError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                onClick={() => {
                  // confirmRemove shows its own failure in the dialog.
                  void confirmRemove(removing);
                }}
              >
                Remove Partner
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </AdminScreen>
  );
}

function NewPartner() {
  return (
    <AdminScreen
      title="New partner"
      description="Its code makes the addresses /login/{code} and /signup/{code}."
    >
      <PartnerEditor existing={null} />
    </AdminScreen>
  );
}

function EditPartner() {
  const { code = '' } = useParams();
  const location = useLocation();
  const partners = usePartners();
  const created = (location.state as { notice?: string } | null)?.notice;
  if (partners.isPending) return <PageLoader label="Loading partner" />;
  if (partners.isError)
    return (
      <LoadError
        message="The partner could not be loaded."
        onRetry={() => void partners.refetch()}
      />
    );
  const partner = partners.data.find((p) => p.code === code);
  if (!partner)
    return (
      <AdminScreen title="Partner not found" description={`No partner has the code ${code}.`}>
        <Anchor component={Link} to={adminHref('partners')}>
          Back to Partners
        </Anchor>
      </AdminScreen>
    );
  return (
    <AdminScreen title={`Edit ${partner.name}`} description={`Branding of /login/${partner.code}.`}>
      {created && (
        <Alert color="teal" variant="light" role="status">
          {created}
        </Alert>
      )}
      <PartnerEditor key={partner.code} existing={partner} />
    </AdminScreen>
  );
}

/** Issue 14, partners: the list, a new partner, and one partner's editor with its preview. */
export function PartnersPage() {
  return (
    <Routes>
      <Route index element={<PartnerList />} />
      <Route path="new" element={<NewPartner />} />
      <Route path=":code" element={<EditPartner />} />
    </Routes>
  );
}
