import type { SummaryRow } from '@app/core/api/metrics';
import { formatMetricValue, MISSING_VALUE } from '@app/core/format/format-metric-value';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { formatOrdinal } from '@app/core/format/format-ordinal';
import { NO_VALUES, type PeerStatistic } from '@app/core/analytics/peer-statistics';
import { NOT_COMMON_NOTE, NOT_COMMON_REASON } from '@app/core/domain/common-metrics';
import {
  fewInstitutionsNote,
  peerMemberCount,
  peerStatisticLabel,
} from '../../../../selection/peer-statistic';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useId, useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../../ui/data-table/data-table';
import { ExportMenu } from '../../../../ui/export/export-menu';
import type { PageComponentProps } from '../../../../product/renderer/component-registry';
import { usePageContext } from '../../../../product/renderer/page-context';
import { useQuarterlyGroupSummary } from '../api/get-quarterly-group-summary';
import { groupSummaryTable } from '../utils/group-summary-table';
import { rankText, reportingNote } from '../utils/summary-sections';
import { useRowDrawer } from '../utils/use-row-drawer';
import { DifferenceValue } from './difference-value';
import { QuarterlyGroupDrawer } from './quarterly-group-drawer';
import { SummaryState } from './summary-state';
import { SummaryTable, institutionValueColumn } from './summary-table';

/**
 * 'QuarterlyGroupSummary' (spec 2 section 2.5): the institution against its peer group at the
 * page's single date, in sections; a row opens the bottom drawer with its charts.
 */
export function QuarterlyGroupSummary(_props: PageComponentProps) {
  const { institution, peer, peerStatistic, dateRange, paywalled } = usePageContext();
  const date = dateRange?.endDate ?? null;
  const params =
    institution && peer && date && !paywalled
      ? {
          iid: institution.iid,
          date,
          groupType: peer.group.groupType,
          groupId: peer.group.groupId,
          members: peer.members,
          statistic: peerStatistic,
        }
      : null;
  const summary = useQuarterlyGroupSummary(params);
  const baseId = useId();
  const rowButtonId = useCallback((metricId: string) => `${baseId}-row-${metricId}`, [baseId]);
  const drawer = useRowDrawer(rowButtonId);
  const drawerId = `${baseId}-drawer`;
  const rows = useMemo(() => summary.data ?? [], [summary.data]);
  const columns = useMemo(() => groupColumns(peerStatistic ?? 'mean'), [peerStatistic]);
  // The most members with a value in any row: under 10, the figures rest on few institutions.
  const few = fewInstitutionsNote(
    rows.length === 0
      ? null
      : Math.max(
          ...rows.map((row) => row.institutionsWithValue - (row.institutionValue === null ? 0 : 1)),
        ),
  );
  const exportTable = useMemo(() => (rows.length > 0 ? groupSummaryTable(rows) : null), [rows]);
  const openRow = rows.find((row) => row.metricId === drawer.openMetricId) ?? null;
  const title = `Quarterly Group Summary${date ? ` – ${formatMonthYear(date)}` : ''}`;

  return (
    <Stack gap="sm" data-pc-room="quarterly">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${baseId}-title`}>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id={`${baseId}-title`}>
              {title}
            </Title>
            {peer && (
              <Text size="sm" c="gray.7">
                Compared with {peer.group.name} ·{' '}
                {peerStatisticLabel(peerStatistic ?? 'mean', peerMemberCount(peer))}
                {few ? ` · ${few}` : ''}
              </Text>
            )}
          </div>
          <ExportMenu table={exportTable} title={title} formats={['csv', 'xlsx']} />
        </Group>
        {paywalled || !params ? (
          paywalled ? (
            <LockedTable />
          ) : (
            <SummaryState state="loading" label="quarterly summary" />
          )
        ) : summary.isPending ? (
          <SummaryState state="loading" label="quarterly summary" />
        ) : summary.isError ? (
          <SummaryState state="error" error={summary.error} label="quarterly summary" />
        ) : rows.length === 0 ? (
          <SummaryState state="empty" label="quarterly summary" />
        ) : (
          <SummaryTable
            caption={title}
            columns={columns}
            rows={rows}
            drawer={drawer}
            rowButtonId={rowButtonId}
            drawerId={drawerId}
            minWidth={760}
          />
        )}
      </Paper>
      {openRow && params && peer && (
        <QuarterlyGroupDrawer
          id={drawerId}
          row={openRow}
          iid={params.iid}
          date={params.date}
          group={peer.group}
          members={peer.members}
          onClose={drawer.close}
        />
      )}
    </Stack>
  );
}

const value = (row: SummaryRow, v: number | null) => formatMetricValue(v, row.displayType);

/** The group figure's column names its statistic (issue 28): Average, Median, … */
const STATISTIC_HEADERS: Record<PeerStatistic, string> = {
  mean: 'Average',
  median: 'Median',
  trimmed: 'Trimmed Average',
  aggregate: 'Aggregate',
};

/**
 * Why a row has no group figure where the group cannot have one (a metric a group of banks and
 * credit unions does not compare, a statistic the metric does not take); "no member has a value"
 * goes without saying beside a dash.
 */
function GroupValueReason({ row }: { row: SummaryRow }) {
  const reason = row.groupValue === null ? row.groupValueReason : null;
  if (!reason || reason === NO_VALUES) return null;
  return (
    <Text size="xs" c="dimmed" title={reason} data-group-value-reason="">
      {reason === NOT_COMMON_REASON ? NOT_COMMON_NOTE : reason}
    </Text>
  );
}

/** The subject's percentile within the group beside its rank (issue 28): "60th percentile". */
function PercentileNote({ row }: { row: SummaryRow }) {
  if (row.institutionPercentile === null || row.institutionPercentile === undefined) return null;
  return (
    // The space keeps "146" and "74th" apart when the cell is read or copied as text.
    <Text span size="xs" c="dimmed" ml={4} data-percentile="">
      {' '}
      {formatOrdinal(Math.round(row.institutionPercentile))} percentile
    </Text>
  );
}

/** Value, Rank, Average, Difference and Top Institution (spec 2 section 2.5). */
const groupColumns = (statistic: PeerStatistic): DataTableColumn<SummaryRow>[] => [
  institutionValueColumn(),
  {
    key: 'rank',
    header: 'Rank',
    align: 'right',
    cellProps: () => ({ 'data-column': 'rank' }),
    cell: (row) => (
      <>
        {rankText(row.institutionRank, row.institutionsReporting)}
        <PercentileNote row={row} />
        <ReportingNote row={row} />
      </>
    ),
  },
  {
    key: 'average',
    header: STATISTIC_HEADERS[statistic],
    align: 'right',
    cellProps: () => ({ 'data-column': 'average' }),
    cell: (row) => (
      <>
        {value(row, row.groupValue)}
        <GroupValueReason row={row} />
      </>
    ),
  },
  {
    key: 'difference',
    header: 'Difference',
    align: 'right',
    cellProps: () => ({ 'data-column': 'difference' }),
    cell: (row) => (
      <DifferenceValue
        value={row.difference}
        displayType={row.displayType}
        rankSort={row.rankSort}
      />
    ),
  },
  {
    key: 'top',
    header: 'Top Institution',
    cellProps: () => ({ 'data-column': 'top' }),
    cell: (row) =>
      row.topInstitutionLabel === null ? (
        MISSING_VALUE
      ) : (
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="sm" lineClamp={1} title={row.topInstitutionLabel}>
            {row.topInstitutionLabel}
          </Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {value(row, row.topInstitutionValue)}
          </Text>
        </Group>
      ),
  },
];

const LOCKED_COLUMNS: DataTableColumn[] = [
  { key: 'metric', header: 'Metric' },
  ...groupColumns('mean').map(({ key, header }) => ({ key, header })),
];
const LOCKED_ROWS = [{}, {}, {}];

/** The paywalled look: the columns without figures (no call is made, spec 2 section 4). */
function LockedTable() {
  return (
    <DataTable
      caption="Quarterly group summary (locked)"
      columns={LOCKED_COLUMNS}
      rows={LOCKED_ROWS}
      sortMode="none"
      rowHeaders={false}
      exportable={false}
      scrollable={false}
      tableProps={{ verticalSpacing: 7 }}
    />
  );
}

/** '146 selected, 114 reporting' under the rank, where not every selected peer has a value. */
function ReportingNote({ row }: { row: SummaryRow }) {
  // A metric a mixed-charter group does not compare has no rank to be among anyone.
  if (row.groupValueReason === NOT_COMMON_REASON) return null;
  const note = reportingNote(row.institutionsReporting, row.institutionsWithValue);
  if (!note) return null;
  return (
    <Text size="xs" c="dimmed" data-reporting-note>
      {note}
    </Text>
  );
}
