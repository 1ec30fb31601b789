import type { DisplayType } from '@app/core/format/display-type';
import { formatMetricValue, MISSING_VALUE } from '@app/core/format/format-metric-value';
import { Badge, Box, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { buildPercentileOptions } from '../../../../ui/charts/build-percentile-options';
import { timeSeriesTable } from '../../../../ui/charts/build-line-options';
import { ChartFrame } from '../../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../../ui/charts/chart-heights';
import { INSTITUTION_COLOR, PEER_COLOR } from '../../../../ui/charts/chart-palette';
import { hasInstitutionData } from '../../../../ui/charts/chart-series';
import { EChart } from '../../../../ui/charts/e-chart';
import {
  usePercentileSeries,
  type PercentileSeriesParams,
} from '../../quarterly/api/get-percentile-series';
import { comparisonSeries } from '../../quarterly/utils/comparison-window';
import type { KpiValue } from '@app/core/api/metrics';
import { directionNote, tileBadge } from '../utils/score-bands';

type PerformanceTileProps = {
  metricId: string;
  /** null while loading: the tile's figures are empty until their answer arrives (spec 2.4). */
  kpi: KpiValue | null;
  /** A group's value is an average: whole-number metrics (scores) get decimals for it. */
  peerIsGroup: boolean;
  percentile: PercentileSeriesParams | null;
  date: string | null;
};

function peerDisplayType(displayType: DisplayType, peerIsGroup: boolean): DisplayType {
  return peerIsGroup && (displayType === 'INT' || displayType === 'ORDINAL') ? 'DEC' : displayType;
}

/** One performance tile (spec 2 section 2.10). */
export function PerformanceTile({
  metricId,
  kpi,
  peerIsGroup,
  percentile,
  date,
}: PerformanceTileProps) {
  const series = usePercentileSeries(percentile);
  const chartData = useMemo(
    () => (series.data && date ? comparisonSeries(series.data, date, 'PCT2') : null),
    [series.data, date],
  );
  const option = useMemo(
    () => (chartData ? buildPercentileOptions(chartData, { variant: 'sparkline' }) : null),
    [chartData],
  );
  const latest = chartData?.series[0]?.values.at(-1) ?? null;
  const badge = tileBadge(metricId, kpi?.value ?? null, latest === null ? null : latest * 100);
  const title = kpi?.metricTitle ?? metricId;
  const note = kpi ? directionNote(kpi.rankSort) : null;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={title}
      data-metric-id={metricId}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {title}
          </Title>
          {badge && (
            <Tooltip label={badge.explanation} multiline w={260} withArrow>
              <Badge
                color={badge.color}
                variant="dot"
                tabIndex={0}
                data-testid="tile-badge"
                style={{ flexShrink: 0 }}
              >
                {badge.text}
              </Badge>
            </Tooltip>
          )}
        </Group>
        <Group gap="lg" wrap="nowrap">
          <Figure
            label="Institution"
            color={INSTITUTION_COLOR}
            value={kpi ? formatMetricValue(kpi.value, kpi.displayType) : MISSING_VALUE}
            testId="institution-value"
          />
          <Figure
            label="Peer"
            color={PEER_COLOR}
            value={
              kpi
                ? formatMetricValue(kpi.peerValue, peerDisplayType(kpi.displayType, peerIsGroup))
                : MISSING_VALUE
            }
            testId="peer-value"
          />
        </Group>
        <ChartFrame
          title={`${title}: percentile rank`}
          hideTitle
          height={CHART_HEIGHTS.sparkline}
          isLoading={percentile !== null && series.isPending}
          isError={series.isError}
          onRetry={() => void series.refetch()}
          hasData={hasInstitutionData(chartData?.series)}
          table={chartData ? timeSeriesTable(chartData) : null}
        >
          {option && (
            <EChart
              option={option}
              height={CHART_HEIGHTS.sparkline}
              label={`${title}: percentile rank in the peer group over 5 years`}
            />
          )}
        </ChartFrame>
        {note && (
          <Text size="xs" c="gray.7">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({
  label,
  color,
  value,
  testId,
}: {
  label: string;
  color: string;
  value: string;
  testId: string;
}) {
  return (
    <div>
      <Group gap={4} wrap="nowrap">
        <Box aria-hidden="true" w={10} h={10} style={{ background: color, borderRadius: 2 }} />
        <Text size="xs" c="gray.7">
          {label}
        </Text>
      </Group>
      <Text fz={22} fw={700} lh={1.2} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
