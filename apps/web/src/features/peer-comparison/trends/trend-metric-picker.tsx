import type { Metric } from '@app/core/api/metrics';
import { Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useMetricList } from '../../../api/metrics/get-metric-list';
import { usePageContext } from '../../../product/renderer/page-context';
import { PRODUCT_SESSION_KEYS } from '../../../product/renderer/product-session-keys';
import { useSessionValue } from '../../../product/renderer/use-session-value';
import { MetricPicker } from '../../../ui/pickers/metric-picker';
import { defaultMetricId } from '../../../ui/pickers/picker-defaults';
import { mixedMetricChoice } from '../groups/mixed/mixed-metrics';

/**
 * The Trends room's metric: the trend list, the choice remembered per institution type (spec 2
 * section 3, trend-metricId-{type}), and against a group of banks and credit unions only the
 * common metric set chosen (issue 28 point 4). `wholeGroup`: the page reads the peer's group
 * even when one institution is the peer (the Distribution page), so a mixed group rules.
 */
export function useTrendMetric({ wholeGroup = false }: { wholeGroup?: boolean } = {}) {
  const { institution, institutionType, peer, paywalled } = usePageContext();
  const iid = institution?.iid ?? null;
  const metrics = useMetricList('trend', iid, !paywalled);
  const [saved, save] = useSessionValue(PRODUCT_SESSION_KEYS.trendMetric(institutionType));
  const [current, setCurrent] = useState<string | null>(null);
  const choice = useMemo(
    () =>
      mixedMetricChoice(
        metrics.data,
        peer && wholeGroup ? { ...peer, institution: null } : peer,
        institutionType,
      ),
    [metrics.data, peer, institutionType, wholeGroup],
  );
  const metricId = choice.metrics ? defaultMetricId(choice.metrics, saved, current) : null;
  const chosen: Metric | null = metrics.data?.find((m) => m.metricId === metricId) ?? null;
  return {
    metrics,
    choice,
    metricId,
    chosen,
    select: (id: string) => {
      setCurrent(id);
      void save(id);
    },
  };
}

export type TrendMetric = ReturnType<typeof useTrendMetric>;

/**
 * The Trends room's metric picker row, one for its Trend and Distribution pages: the picker
 * (search over title and information text, category-grouped, the unavailable entries saying
 * why) and the chosen metric's information text beside it.
 */
export function TrendMetricPicker({ pickerId, trend }: { pickerId: string; trend: TrendMetric }) {
  const { paywalled, print } = usePageContext();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <div style={{ width: 440, maxWidth: '100%' }}>
        <MetricPicker
          pickerId={pickerId}
          metrics={paywalled ? [] : trend.choice.metrics}
          unavailable={trend.choice.unavailable}
          searchIn="trend"
          selectedId={trend.metricId}
          disabled={paywalled || print}
          onSelect={trend.select}
        />
      </div>
      {trend.chosen?.metricInformation && (
        <Text size="sm" c="gray.7" style={{ flex: '1 1 320px' }}>
          {trend.chosen.metricInformation}
        </Text>
      )}
    </Group>
  );
}
