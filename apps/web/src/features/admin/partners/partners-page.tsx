import type { AdminPartner } from '@app/core/api/admin/partners';
import { Alert, Anchor, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterPartnerChange } from '../../../api/invalidations';
import { Link, Route, Routes, useLocation, useParams } from 'react-router';
import { actionsColumn } from '../../../ui/data-table/actions-column';
import type { DataTableColumn } from '../../../ui/data-table/data-table';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { NoticeAlert } from '../../../ui/notice-alert';
import { AdminScreen } from '../console/admin-screen';
import { adminHref } from '../console/admin-sections';
import { AdminTable } from '../console/admin-table';
import { ConfirmDialog } from '../console/confirm-dialog';
import { QueryState } from '../console/query-state';
import { useConfirmation } from '../console/use-confirmation';
import { removePartner, usePartners } from './api/partners';
import { PartnerEditor } from './partner-editor';

function partnerColumns(
  onRemove: (partner: AdminPartner) => void,
): DataTableColumn<AdminPartner>[] {
  return [
    {
      key: 'name',
      header: 'Partner',
      cell: (partner) => (
        <TwoLineCell fw={600} under={`/login/${partner.code}`}>
          {partner.name}
        </TwoLineCell>
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
    actionsColumn((partner) => (
      <>
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
      </>
    )),
  ];
}

function PartnerList() {
  const partners = usePartners();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const confirmation = useConfirmation();

  const columns = partnerColumns((partner) =>
    confirmation.ask({
      title: 'Remove partner',
      text: `Remove ${partner.name}? /login/${partner.code} and /signup/${partner.code} go back to the default branding, and its uploaded images are deleted.${
        partner.organizationCount > 0
          ? ` Its ${partner.organizationCount} organizations keep their accounts, without the partner.`
          : ''
      }`,
      confirmLabel: 'Remove Partner',
      failure: 'The partner could not be removed.',
      run: async () => {
        await removePartner(partner.code);
        setNotice(
          `${partner.name} was removed; /login/${partner.code} now shows the default branding.`,
        );
        await afterPartnerChange(queryClient);
      },
    }),
  );

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
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <QueryState
        query={partners}
        loading="Loading partners"
        failure="The partners could not be loaded."
      >
        {(rows) => (
          <AdminTable
            caption="Partners"
            columns={columns}
            rows={rows}
            rowKey={(partner) => partner.code}
            rowHeaders={false}
            exportable={false}
            minWidth={640}
            emptyText="No partners yet."
            striped
          />
        )}
      </QueryState>
      <ConfirmDialog {...confirmation.dialogProps} />
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
  return (
    <QueryState
      query={partners}
      loading="Loading partner"
      failure="The partner could not be loaded."
    >
      {(all) => {
        const partner = all.find((p) => p.code === code);
        if (!partner)
          return (
            <AdminScreen title="Partner not found" description={`No partner has the code ${code}.`}>
              <Anchor component={Link} to={adminHref('partners')}>
                Back to Partners
              </Anchor>
            </AdminScreen>
          );
        return (
          <AdminScreen
            title={`Edit ${partner.name}`}
            description={`Branding of /login/${partner.code}.`}
          >
            {created && (
              <Alert color="teal" variant="light" role="status">
                {created}
              </Alert>
            )}
            <PartnerEditor key={partner.code} existing={partner} />
          </AdminScreen>
        );
      }}
    </QueryState>
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
