import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TrendMetricPicker, useTrendMetric } from '../trends/trend-metric-picker';
import { apiQueryOptions } from '../../../api/api-query';
import type { PageComponentProps } from '../../../product/renderer/component-registry';
import { usePageContext } from '../../../product/renderer/page-context';
import { fewInstitutionsNote } from '../../../selection/peer-statistic';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { CHART_HEIGHTS } from '../../../ui/charts/chart-heights';
import { EChart } from '../../../ui/charts/e-chart';
import { buildDistributionOptions, distributionTable } from './distribution-options';

/**
 * The Distribution page of the Trends room (issue 28): for the trend metric and the page's
 * date, the peer group's members as dots, quartiles and median drawn, the institution marked,
 * the members beyond the box's fences named on hover; the table behind it exports. A single
 * institution as the peer shows its group.
 */
export function DistributionExplorer(_props: PageComponentProps) {
  const { institution, peer, dateRange, paywalled, print } = usePageContext();
  const iid = institution?.iid ?? null;
  // The group is read even when one institution is the peer: a mixed group rules the list.
  const trend = useTrendMetric({ wholeGroup: true });
  const { metrics, metricId, chosen } = trend;
  const date = dateRange?.endDate ?? null;
  const members = peer?.members && peer.members.length > 0 ? peer.members : undefined;

  const found = useQuery({
    ...apiQueryOptions(analysisRoutes.distribution, {
      params: {
        iid: iid ?? 0,
        metricId: metricId ?? '',
        date: date ?? '',
        groupId: peer?.group.groupId ?? 0,
      },
      query: { members },
    }),
    enabled: !paywalled && iid !== null && metricId !== null && date !== null && peer !== null,
    staleTime: Infinity,
  });
  const displayType = chosen?.displayType ?? 'PCT';
  const option = useMemo(
    () => (found.data ? buildDistributionOptions(found.data, displayType) : null),
    [found.data, displayType],
  );
  const table = useMemo(
    () => (found.data ? distributionTable(found.data, displayType) : null),
    [found.data, displayType],
  );
  const title = chosen
    ? `${chosen.metricTitle}: ${found.data?.groupName ?? peer?.group.name ?? 'peer group'}`
    : 'Distribution';
  const note = found.data ? fewInstitutionsNote(found.data.values.length) : null;

  return (
    <Stack gap="sm" data-component="DistributionExplorer">
      <TrendMetricPicker pickerId="distribution-metric" trend={trend} />
      <ChartFrame
        title={title}
        height={CHART_HEIGHTS.trend}
        isLoading={!paywalled && (metrics.isPending || (metricId !== null && found.isPending))}
        isError={metrics.isError || found.isError}
        error={metrics.error ?? found.error}
        onRetry={() => void (metrics.isError ? metrics.refetch() : found.refetch())}
        hasData={!paywalled && (found.data?.values.length ?? 0) > 0}
        table={table}
      >
        {option && (
          <EChart
            option={option}
            height={CHART_HEIGHTS.trend}
            label={`${title}: the members' values, the institution marked`}
            renderer={print ? 'svg' : 'canvas'}
          />
        )}
      </ChartFrame>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}
