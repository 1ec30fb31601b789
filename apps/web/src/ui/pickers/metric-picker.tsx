import type { Metric } from '@app/core/api/metrics';
import { useMemo } from 'react';
import type { PickerItem } from './picker-search';
import { SearchPicker } from './search-picker';

type MetricPickerProps = {
  /** Which picker of the page this is: opening one closes the others (open-picker-store). */
  pickerId?: string;
  label?: string;
  /** undefined while loading. */
  metrics: readonly Metric[] | undefined;
  selectedId: string | null;
  onSelect: (metricId: string) => void;
  /**
   * spec 2 section 5: trend pickers also search the information text, correlation pickers the
   * alternate title; others the title only.
   */
  searchIn?: 'trend' | 'correlation' | 'title';
  disabled?: boolean;
  /** Why a metric cannot be chosen beyond the plan (e.g. a mixed-charter group), or null. */
  unavailable?: (metric: Metric) => string | null;
};

const byOrder = (a: Metric, b: Metric) =>
  // Numbered categories ('1. Balance Sheet' … '11. …') read in number order.
  a.categoryTitle.localeCompare(b.categoryTitle, 'en', { numeric: true }) ||
  a.metricDisplayOrder - b.metricDisplayOrder ||
  a.metricTitle.localeCompare(b.metricTitle);

function toItem(
  metric: Metric,
  searchIn: MetricPickerProps['searchIn'],
  unavailable: MetricPickerProps['unavailable'],
): PickerItem {
  const why = unavailable?.(metric) ?? null;
  return {
    id: metric.metricId,
    title: metric.metricTitle,
    category: metric.categoryTitle,
    locked: metric.locked || why !== null,
    ...(why !== null ? { lockNote: why } : {}),
    searchText:
      searchIn === 'trend'
        ? [metric.metricInformation]
        : searchIn === 'correlation'
          ? [metric.alternateTitle]
          : [],
  };
}

/** The metric picker of the trend, correlation and decay screens (spec 2 sections 2.4, 2.7). */
export function MetricPicker({
  pickerId = 'metric',
  label = 'Metric',
  metrics,
  selectedId,
  onSelect,
  searchIn = 'title',
  disabled,
  unavailable,
}: MetricPickerProps) {
  const items = useMemo(
    () =>
      metrics && [...metrics].sort(byOrder).map((metric) => toItem(metric, searchIn, unavailable)),
    [metrics, searchIn, unavailable],
  );
  return (
    <SearchPicker
      label={label}
      items={items}
      selectedId={selectedId}
      onSelect={(item) => onSelect(item.id)}
      pickerId={pickerId}
      disabled={disabled}
    />
  );
}
