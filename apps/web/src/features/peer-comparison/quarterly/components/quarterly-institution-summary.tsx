import { formatMonthYear } from '@app/core/format/format-month-year';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useId, useMemo } from 'react';
import type { DataTableColumn } from '../../../../ui/data-table/data-table';
import { ExportMenu } from '../../../../ui/export/export-menu';
import type { PageComponentProps } from '../../../../product/renderer/component-registry';
import { usePageContext } from '../../../../product/renderer/page-context';
import type { InstitutionSummaryRow } from '@app/core/api/metrics';
import { useQuarterlyInstitutionSummary } from '../api/get-quarterly-institution-summary';
import {
  institutionSummaryTable,
  type SummaryInstitution,
} from '../utils/institution-summary-table';
import { useRowDrawer } from '../utils/use-row-drawer';
import { MetricValue } from '../../../../ui/values/metric-value';
import { DifferenceValue } from './difference-value';
import { QuarterlyInstitutionDrawer } from './quarterly-institution-drawer';
import { SummaryState } from './summary-state';
import { SummaryTable, institutionValueColumn } from './summary-table';

/**
 * 'QuarterlyInstitutionSummary' (spec 2 section 2.6): the institution against the up to 3
 * institutions of the multi-institution peer selector, a Value and Difference pair each; the
 * selected row is highlighted and its drawer holds a trend chart of all of them.
 */
export function QuarterlyInstitutionSummary(_props: PageComponentProps) {
  const { institution, peerInstitutions, dateRange, paywalled } = usePageContext();
  const date = dateRange?.endDate ?? null;
  const peers = useMemo(
    () => peerInstitutions.filter((p) => p.iid !== institution?.iid),
    [peerInstitutions, institution?.iid],
  );
  const params =
    institution && date && !paywalled && peers.length > 0
      ? { iid: institution.iid, date, iids: peers.map((p) => p.iid) }
      : null;
  const summary = useQuarterlyInstitutionSummary(params);
  const baseId = useId();
  const rowButtonId = useCallback((metricId: string) => `${baseId}-row-${metricId}`, [baseId]);
  const drawer = useRowDrawer(rowButtonId);
  const drawerId = `${baseId}-drawer`;
  const rows = useMemo(() => summary.data ?? [], [summary.data]);
  const exportTable = useMemo(
    () =>
      institution && rows.length > 0
        ? institutionSummaryTable(rows, { iid: institution.iid, label: institution.label }, peers)
        : null,
    [rows, institution, peers],
  );
  const openRow = rows.find((row) => row.metricId === drawer.openMetricId) ?? null;
  const title = `Quarterly Institution Summary${date ? ` – ${formatMonthYear(date)}` : ''}`;

  let body;
  if (paywalled) body = <SummaryState state="empty" label="institution summary" />;
  else if (!institution || !date)
    body = <SummaryState state="loading" label="institution summary" />;
  else if (peers.length === 0) {
    body = (
      <Text c="gray.7" py="md">
        Choose up to 3 peer institutions with the peer selector to compare them here.
      </Text>
    );
  } else if (summary.isPending) body = <SummaryState state="loading" label="institution summary" />;
  else if (summary.isError) {
    body = <SummaryState state="error" error={summary.error} label="institution summary" />;
  } else if (rows.length === 0) body = <SummaryState state="empty" label="institution summary" />;
  else {
    body = (
      <SummaryTable
        caption={title}
        columns={institutionColumns(institution.label, peers)}
        rows={rows}
        drawer={drawer}
        rowButtonId={rowButtonId}
        drawerId={drawerId}
        minWidth={360 + peers.length * 240}
      />
    );
  }

  return (
    <Stack gap="sm" data-pc-room="quarterly">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${baseId}-title`}>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Title order={2} size="h4" id={`${baseId}-title`}>
            {title}
          </Title>
          <ExportMenu table={exportTable} title={title} formats={['csv', 'xlsx']} />
        </Group>
        {body}
      </Paper>
      {openRow && institution && date && (
        <QuarterlyInstitutionDrawer
          id={drawerId}
          row={openRow}
          iid={institution.iid}
          date={date}
          peers={peers}
          onClose={drawer.close}
        />
      )}
    </Stack>
  );
}

/** The institution's value, then a Value and Difference pair per peer (spec 2 section 2.6). */
function institutionColumns(
  label: string,
  peers: readonly SummaryInstitution[],
): DataTableColumn<InstitutionSummaryRow>[] {
  return [
    { ...institutionValueColumn<InstitutionSummaryRow>(), header: label },
    ...peers.flatMap((peer): DataTableColumn<InstitutionSummaryRow>[] => {
      const found = (row: InstitutionSummaryRow) => row.peers.find((p) => p.iid === peer.iid);
      const group = { key: `peer-${peer.iid}`, header: peer.label };
      return [
        {
          key: `peer-${peer.iid}-value`,
          header: 'Value',
          group,
          align: 'right',
          cellProps: () => ({ 'data-column': `peer-${peer.iid}-value` }),
          cell: (row) => (
            <MetricValue
              value={found(row)?.value ?? null}
              displayType={row.displayType}
              note={found(row)?.note}
              reason={found(row)?.reason}
            />
          ),
        },
        {
          key: `peer-${peer.iid}-difference`,
          header: 'Difference',
          group,
          align: 'right',
          cellProps: () => ({ 'data-column': `peer-${peer.iid}-difference` }),
          cell: (row) => (
            <DifferenceValue
              value={found(row)?.difference ?? null}
              displayType={row.displayType}
              rankSort={row.rankSort}
            />
          ),
        },
      ];
    }),
  ];
}
