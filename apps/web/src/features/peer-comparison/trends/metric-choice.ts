import type { Metric } from '@app/core/api/metrics';
import type { PickerItem } from '../../../ui/pickers/picker-search';

/** A metric as a picker entry; the metric rides along for its display type. */
export interface MetricPickerItem extends PickerItem {
  metric: Metric;
}

/**
 * Picker entries of metrics, grouped by categoryTitle. `searchField` is the extra text the
 * search matches besides the title (spec 2 section 5): the information text for trend metrics,
 * alternateTitle for correlation metrics.
 */
export function metricPickerItems(
  metrics: readonly Metric[],
  searchField: 'metricInformation' | 'alternateTitle',
): MetricPickerItem[] {
  return metrics.map((metric) => ({
    id: metric.metricId,
    title: metric.metricTitle,
    category: metric.categoryTitle,
    searchText: [metric[searchField]],
    metric,
  }));
}

/**
 * spec 2 section 4: the metric shown is the saved one, else the current one, else the first;
 * a saved or current id no longer in the list is passed over. null for an empty list.
 */
export function chooseMetricId(
  metrics: readonly Pick<Metric, 'metricId'>[],
  saved: string | null | undefined,
  current: string | null | undefined,
): string | null {
  const known = (id: string | null | undefined) =>
    id !== null && id !== undefined && metrics.some((m) => m.metricId === id) ? id : null;
  return known(saved) ?? known(current) ?? metrics[0]?.metricId ?? null;
}
