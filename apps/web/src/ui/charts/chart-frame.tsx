import { isApiError } from '../../api/api-error';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { DataTable } from '../data-table/data-table';
import { ExportMenu } from '../export/export-menu';
import type { ExportTable } from '../export/export-table';

/** spec 2 section 8: the charts' empty text. */
export const CHART_EMPTY_TEXT = 'No Data Available';

type ChartFrameProps = {
  title: string;
  /** The chart's height (CHART_HEIGHTS): every state keeps it, so the page does not jump. */
  height: number;
  /** True until the first data arrives (TanStack Query's isPending). */
  isLoading: boolean;
  /** A failed load: shown with a retry button (refetch). */
  isError?: boolean;
  /**
   * The failed call's error: a 400 is the server saying why this chart cannot be had (e.g. a
   * peer group of banks and credit unions), so its words are shown and no retry is offered.
   */
  error?: unknown;
  onRetry?: () => void;
  /**
   * Whether there is something to draw: false gives 'No Data Available' (spec 2 section 4: when
   * the institution series is empty; see hasInstitutionData). Recomputed from each new answer,
   * so the chart comes back when data exists again.
   */
  hasData: boolean;
  /** The chart's numbers: its text alternative and its CSV export (…Table functions). */
  table: ExportTable | null;
  /** Controls beside the title (a picker, a legend). */
  actions?: ReactNode;
  /** Hide the visible title (a tile that titles itself); it stays as the accessible name. */
  hideTitle?: boolean;
  /** The chart: <EChart option=… height=… label=… />. */
  children: ReactNode;
};

/**
 * Every chart's frame (spec 2 section 4, Chart; issue 6 items 8 and 9): the title; a loading
 * indicator until data arrives; an error with retry; 'No Data Available' when there is nothing
 * to draw; the chart otherwise. It carries the chart's text alternative, a table of the same
 * numbers, read by screen readers and shown on 'Show data table', and an Export menu (CSV).
 */
export function ChartFrame({
  title,
  height,
  isLoading,
  isError = false,
  error,
  onRetry,
  hasData,
  table,
  actions,
  hideTitle = false,
  children,
}: ChartFrameProps) {
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const ready = !isLoading && !isError && hasData;
  // A drawn chart grows by the lines of its full legend (EChart, printChartOption).

  let body: ReactNode;
  const refused = isError && isApiError(error, 400) ? error.message : null;
  if (refused) {
    body = (
      <Stack h="100%" align="center" justify="center" px="md">
        <Text c="dimmed" size="sm" ta="center" data-chart-refusal="">
          {refused}
        </Text>
      </Stack>
    );
  } else if (isError) {
    body = (
      <Alert color="red" variant="light" title={`Could not load ${title}`}>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Alert>
    );
  } else if (isLoading) {
    body = (
      <Stack h="100%" align="center" justify="center" role="status">
        <Loader size="sm" type="dots" aria-hidden />
        <VisuallyHidden>Loading {title}</VisuallyHidden>
      </Stack>
    );
  } else if (!hasData) {
    body = (
      <Stack h="100%" align="center" justify="center">
        <Text c="dimmed" size="sm">
          {CHART_EMPTY_TEXT}
        </Text>
      </Stack>
    );
  } else {
    body = children;
  }

  const dataTable =
    ready && table ? (
      <DataTable
        caption={`${title} data`}
        columns={table.columns}
        rows={table.rows}
        sortMode="none"
        exportable={false}
        scrollable={tableShown}
      />
    ) : null;

  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      p="sm"
      radius="md"
      data-print-together=""
    >
      {/* On a phone the buttons go under a long title rather than squeeze it to a word a line. */}
      <Group justify="space-between" align="center" mb="xs" wrap="wrap" gap="xs">
        {hideTitle ? (
          <VisuallyHidden>
            <Title order={3}>{title}</Title>
          </VisuallyHidden>
        ) : (
          <Title order={3} size="h5" style={{ flex: '1 1 14rem' }}>
            {title}
          </Title>
        )}
        {/* Buttons mean nothing on paper (spec 2.13). */}
        <Group gap={4} wrap="nowrap" data-print-hidden>
          {actions}
          {ready && table && (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? 'Hide data table' : 'Show data table'}
            </Button>
          )}
          <ExportMenu table={ready ? table : null} title={title} />
        </Group>
      </Group>
      <div style={ready ? { minHeight: height } : { height, position: 'relative' }}>{body}</div>
      <div id={tableId}>
        {dataTable &&
          (tableShown ? (
            <div style={{ marginTop: 8 }}>{dataTable}</div>
          ) : (
            <VisuallyHidden>{dataTable}</VisuallyHidden>
          ))}
      </div>
    </Paper>
  );
}
