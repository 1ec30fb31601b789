import type { DisplayType } from '@app/core/domain/display-type';
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
import { asLine, scoreFooting } from '@app/core/format/score-measures';
import { useMetricSeries, type SeriesPeer } from '../../../../api/metrics/get-metric-series';
import { directionNote, isScoreMetric, tileBadge } from '../utils/score-bands';
import { buildScoreSparklineOptions } from '../utils/score-sparkline-options';

/** The institution and peer whose scores a score tile draws. */
export interface ScoreSeriesParams {
  iid: number;
  peer: SeriesPeer;
}

type PerformanceTileProps = {
  metricId: string;
  /** null while loading: the tile's figures are empty until their answer arrives (spec 2.4). */
  kpi: KpiValue | null;
  /** A group's value is an average: whole-number metrics (scores) get decimals for it. */
  peerIsGroup: boolean;
  /** A measure's sparkline: its percentile rank in the peer group. */
  percentile: PercentileSeriesParams | null;
  /** A score's sparkline: the score itself, 1 to 5 (issue 23). */
  scores: ScoreSeriesParams | null;
  date: string | null;
};

const NO_PEER: SeriesPeer = { kind: 'none', id: 0, members: null };

function peerDisplayType(displayType: DisplayType, peerIsGroup: boolean): DisplayType {
  return peerIsGroup && (displayType === 'INT' || displayType === 'ORDINAL') ? 'DEC' : displayType;
}

/**
 * One performance tile (spec 2 section 2.10). A measure's sparkline is its percentile rank on
 * the 0 to 100 axis; a score's is the score on a 1 to 5 axis, with how many of its area's
 * measures it rests on (issue 23).
 */
export function PerformanceTile({
  metricId,
  kpi,
  peerIsGroup,
  percentile,
  scores,
  date,
}: PerformanceTileProps) {
  const isScore = isScoreMetric(metricId);
  const percentiles = usePercentileSeries(isScore ? null : percentile);
  const scoreSeries = useMetricSeries(
    scores?.iid ?? null,
    metricId,
    scores?.peer ?? NO_PEER,
    isScore && scores !== null,
  );
  const series = isScore ? scoreSeries : percentiles;
  const peerType = peerDisplayType('INT', peerIsGroup);
  const chartData = useMemo(
    () =>
      series.data && date ? comparisonSeries(series.data, date, isScore ? peerType : 'PCT2') : null,
    [series.data, date, isScore, peerType],
  );
  const option = useMemo(
    () =>
      !chartData
        ? null
        : isScore
          ? buildScoreSparklineOptions(chartData, peerType)
          : buildPercentileOptions(chartData, { variant: 'sparkline' }),
    [chartData, isScore, peerType],
  );
  const latest = isScore ? null : (chartData?.series[0]?.values.at(-1) ?? null);
  const badge = tileBadge(metricId, kpi?.value ?? null, latest === null ? null : latest * 100);
  const title = kpi?.metricTitle ?? metricId;
  const note = kpi ? directionNote(kpi.rankSort) : null;
  const footing = kpi ? scoreFooting(kpi.measures, kpi.value !== null) : null;
  const chartName = isScore ? 'score' : 'percentile rank';

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
        {footing && (
          <Text size="xs" c="gray.7" data-testid="score-measures">
            {asLine(footing)}
          </Text>
        )}
        <ChartFrame
          title={`${title}: ${chartName}`}
          hideTitle
          height={CHART_HEIGHTS.sparkline}
          isLoading={(isScore ? scores : percentile) !== null && series.isPending}
          isError={series.isError}
          onRetry={() => void series.refetch()}
          hasData={hasInstitutionData(chartData?.series)}
          table={chartData ? timeSeriesTable(chartData) : null}
        >
          {option && (
            <EChart
              option={option}
              height={CHART_HEIGHTS.sparkline}
              label={
                isScore
                  ? `${title}: the score, 1 to 5, over 5 years`
                  : `${title}: percentile rank in the peer group over 5 years`
              }
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
