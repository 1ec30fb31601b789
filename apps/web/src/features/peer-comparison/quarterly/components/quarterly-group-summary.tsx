import type { SummaryRow } from '@app/core/api/metrics';
import { formatMetricValue, MISSING_VALUE } from '@app/core/format/format-metric-value';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useCallback, useId, useMemo } from 'react';
import { ExportMenu } from '../../../../ui/export/export-menu';
import { MetricValue } from '../../../../ui/values/metric-value';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { useQuarterlyGroupSummary } from '../api/get-quarterly-group-summary';
import { groupSummaryTable } from '../utils/group-summary-table';
import { groupSections, rankText, reportingNote } from '../utils/summary-sections';
import { useRowDrawer } from '../utils/use-row-drawer';
import { DifferenceValue } from './difference-value';
import { QuarterlyGroupDrawer } from './quarterly-group-drawer';
import { SummaryTableRow } from './summary-table-row';
import { SummaryState } from './summary-state';
import classes from './summary-table.module.css';

const COLUMNS = ['Value', 'Rank', 'Average', 'Difference', 'Top Institution'] as const;

/**
 * 'QuarterlyGroupSummary' (spec 2 section 2.5): the institution against its peer group at the
 * page's single date, in sections; a row opens the bottom drawer with its charts.
 */
export function QuarterlyGroupSummary(_props: PageComponentProps) {
  const { institution, peer, dateRange, paywalled } = usePageContext();
  const date = dateRange?.endDate ?? null;
  const params =
    institution && peer && date && !paywalled
      ? {
          iid: institution.iid,
          date,
          groupType: peer.group.groupType,
          groupId: peer.group.groupId,
          members: peer.members,
        }
      : null;
  const summary = useQuarterlyGroupSummary(params);
  const baseId = useId();
  const rowButtonId = useCallback((metricId: string) => `${baseId}-row-${metricId}`, [baseId]);
  const drawer = useRowDrawer(rowButtonId);
  const drawerId = `${baseId}-drawer`;
  const rows = useMemo(() => summary.data ?? [], [summary.data]);
  const sections = useMemo(() => groupSections(rows), [rows]);
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
                Compared with {peer.group.name}
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
          <Table.ScrollContainer minWidth={760}>
            <Table className={classes.table} verticalSpacing={4} highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Metric</Table.Th>
                  {COLUMNS.map((column) => (
                    <Table.Th
                      key={column}
                      scope="col"
                      ta={column === 'Top Institution' ? 'left' : 'right'}
                    >
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sections.map((section) => (
                  <Fragment key={section.title}>
                    <Table.Tr className={classes.sectionRow}>
                      <Table.Th scope="colgroup" colSpan={COLUMNS.length + 1}>
                        {section.title}
                      </Table.Th>
                    </Table.Tr>
                    {section.rows.map((row) => (
                      <GroupSummaryRow
                        key={row.metricId}
                        row={row}
                        buttonId={rowButtonId(row.metricId)}
                        drawerId={drawerId}
                        open={drawer.openMetricId === row.metricId}
                        onToggle={() => drawer.toggle(row.metricId)}
                      />
                    ))}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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

function GroupSummaryRow({
  row,
  buttonId,
  drawerId,
  open,
  onToggle,
}: {
  row: SummaryRow;
  buttonId: string;
  drawerId: string;
  open: boolean;
  onToggle: () => void;
}) {
  const value = (v: number | null) => formatMetricValue(v, row.displayType);
  return (
    <SummaryTableRow
      row={row}
      buttonId={buttonId}
      drawerId={drawerId}
      open={open}
      onToggle={onToggle}
    >
      <Table.Td ta="right" data-column="value">
        <MetricValue
          value={row.institutionValue}
          displayType={row.displayType}
          note={row.institutionValueNote}
        />
      </Table.Td>
      <Table.Td ta="right" data-column="rank">
        {rankText(row.institutionRank, row.institutionsReporting)}
        <ReportingNote row={row} />
      </Table.Td>
      <Table.Td ta="right" data-column="average">
        {value(row.groupValue)}
      </Table.Td>
      <Table.Td ta="right" data-column="difference">
        <DifferenceValue
          value={row.difference}
          displayType={row.displayType}
          rankSort={row.rankSort}
        />
      </Table.Td>
      <Table.Td data-column="top">
        {row.topInstitutionLabel === null ? (
          MISSING_VALUE
        ) : (
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="sm" lineClamp={1} title={row.topInstitutionLabel}>
              {row.topInstitutionLabel}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {value(row.topInstitutionValue)}
            </Text>
          </Group>
        )}
      </Table.Td>
    </SummaryTableRow>
  );
}

/** The paywalled look: the columns without figures (no call is made, spec 2 section 4). */
function LockedTable() {
  return (
    <Table aria-label="Quarterly group summary (locked)">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Metric</Table.Th>
          {COLUMNS.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[1, 2, 3].map((line) => (
          <Table.Tr key={line}>
            {[0, ...COLUMNS].map((_, cell) => (
              <Table.Td key={cell}>{MISSING_VALUE}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** '146 selected, 114 reporting' under the rank, where not every selected peer has a value. */
function ReportingNote({ row }: { row: SummaryRow }) {
  const note = reportingNote(row.institutionsReporting, row.institutionsWithValue);
  if (!note) return null;
  return (
    <Text size="xs" c="dimmed" data-reporting-note>
      {note}
    </Text>
  );
}
