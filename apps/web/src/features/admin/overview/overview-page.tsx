import type { AdminOverview, DataFreshness, ImportSummary } from '@app/core/api/admin/overview';
import { Anchor, Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { planName } from '@app/core/domain/plans';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../ui/data-table/data-table';
import { dateTime, reportDay } from '../console/admin-dates';
import { adminHref, type AdminSectionPath } from '../console/admin-sections';
import { AdminPanel } from '../console/admin-panel';
import { AdminScreen } from '../console/admin-screen';
import { QueryState } from '../console/query-state';
import { useAdminOverview } from './api/overview';

/** Short summaries, in the server's order; the screens they link to export their data. */
const OVERVIEW_TABLE = { sortMode: 'none', exportable: false, scrollable: true } as const;

/** /Admin: what an operator checks each morning (issue 14, screen 1). */
export function OverviewPage() {
  const overview = useAdminOverview();
  return (
    <AdminScreen
      title="Overview"
      description="Maintenance, data freshness, the last imports and what waits for an answer."
    >
      <QueryState query={overview} loading="Loading the overview">
        {(data) => <OverviewPanels overview={data} />}
      </QueryState>
    </AdminScreen>
  );
}

function OverviewPanels({ overview }: { overview: AdminOverview }) {
  const paid = overview.paidSubscriptions.reduce((sum, plan) => sum + plan.count, 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Figure label="Maintenance" to="maintenance">
          {overview.maintenance.maintenanceMode ? (
            <Badge color="orange" size="lg">
              On
            </Badge>
          ) : (
            <Badge color="green" size="lg" variant="light">
              Off
            </Badge>
          )}
        </Figure>
        <Figure label="Organizations" to="organizations">
          {overview.organizations}
        </Figure>
        <Figure label="Active users" to="organizations">
          {overview.activeUsers}
        </Figure>
        <Figure
          label="Pending membership requests"
          to="organizations"
          alert={overview.pendingRequests > 0}
        >
          {overview.pendingRequests}
        </Figure>
        <Figure label="Feedback not yet read" to="feedback" alert={overview.unreadFeedback > 0}>
          {overview.unreadFeedback}
        </Figure>
        <Figure label="E-mails that failed to send" to="outbox" alert={overview.failedEmails > 0}>
          {overview.failedEmails}
        </Figure>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AdminPanel title="Data freshness">
          <DataTable
            caption="Data freshness per source"
            columns={freshnessColumns}
            rows={overview.freshness}
            rowKey={(row) => row.source}
            {...OVERVIEW_TABLE}
          />
        </AdminPanel>
        <AdminPanel title={`Paid subscriptions (${paid})`}>
          <DataTable
            caption="Organizations paying for each plan"
            columns={[
              { key: 'planType', header: 'Plan', value: (row) => planName(row.planType) },
              { key: 'count', header: 'Organizations', align: 'right' },
            ]}
            rows={overview.paidSubscriptions}
            rowKey={(row) => row.planType}
            emptyText="No paid subscriptions yet."
            {...OVERVIEW_TABLE}
          />
        </AdminPanel>
      </SimpleGrid>
      <AdminPanel
        title="Last imports"
        action={
          <Anchor component={Link} to={adminHref('data')} size="sm">
            All imports
          </Anchor>
        }
      >
        <DataTable
          caption="The last imports"
          columns={importColumns}
          rows={overview.lastImports}
          rowKey={(row) => row.id}
          emptyText="No agency file has been imported yet (the demo dataset is generated, not imported)."
          {...OVERVIEW_TABLE}
          minWidth={640}
        />
      </AdminPanel>
    </Stack>
  );
}

const freshnessColumns: DataTableColumn<DataFreshness>[] = [
  { key: 'source', header: 'Source' },
  {
    key: 'newest',
    header: 'Newest quarter',
    cell: (row) => (row.newestDate ? reportDay(row.newestDate) : <Missing>No data yet</Missing>),
  },
  {
    key: 'loaded',
    header: 'Loaded',
    cell: (row) => (row.loadedAt ? dateTime(row.loadedAt) : <Missing>Not recorded</Missing>),
  },
];

const importColumns: DataTableColumn<ImportSummary>[] = [
  { key: 'finished', header: 'Finished', cell: (row) => dateTime(row.finishedAt) },
  { key: 'source', header: 'Source' },
  {
    key: 'quarter',
    header: 'Quarter',
    cell: (row) => (row.reportDate ? reportDay(row.reportDate) : <Missing>—</Missing>),
  },
  {
    key: 'outcome',
    header: 'Outcome',
    cell: (row) =>
      row.status === 'imported' ? (
        <Badge color="green" variant="light">
          Imported
        </Badge>
      ) : (
        <Stack gap={2}>
          <Badge color="red" variant="light">
            Refused
          </Badge>
          {row.refusal && (
            <Text size="xs" c="dimmed">
              {row.refusal}
            </Text>
          )}
        </Stack>
      ),
  },
  {
    key: 'rowsRead',
    header: 'Rows read',
    align: 'right',
    cell: (row) => row.rowsRead.toLocaleString('en-US'),
  },
  {
    key: 'skipped',
    header: 'Skipped',
    align: 'right',
    cell: (row) => row.skipped.toLocaleString('en-US'),
  },
];

function Missing({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function Figure({
  label,
  to,
  alert = false,
  children,
}: {
  label: string;
  to: AdminSectionPath;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" bg="white" role="group" aria-label={label}>
      <Stack gap={6}>
        <Anchor component={Link} to={adminHref(to)} size="sm" c="dimmed" underline="hover">
          {label}
        </Anchor>
        <Text fz={28} fw={700} lh={1} c={alert ? 'orange.8' : undefined} component="div">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
