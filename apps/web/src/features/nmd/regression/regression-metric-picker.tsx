import { useMemo } from 'react';
import type { PickerItem } from '../../../ui/pickers/picker-search';
import { SearchPicker } from '../../../ui/pickers/search-picker';
import type { RegressionMetric } from '@app/core/api/metrics';

type RegressionMetricPickerProps = {
  pickerId: string;
  metrics: readonly RegressionMetric[] | undefined;
  selectedId: string | null;
  onSelect: (metricId: string) => void;
  disabled?: boolean;
};

/**
 * The Metric dropdown of the regression screens (spec 2 section 2.8): the regression dropdown's
 * metrics grouped by category title, searchable; the category header is hidden by SearchPicker
 * when there is only one category.
 */
export function RegressionMetricPicker({
  pickerId,
  metrics,
  selectedId,
  onSelect,
  disabled,
}: RegressionMetricPickerProps) {
  const items = useMemo(
    () =>
      metrics?.map((m): PickerItem => ({
        id: m.metricId,
        title: m.metricTitle,
        category: m.categoryTitle,
      })),
    [metrics],
  );
  return (
    <SearchPicker
      label="Metric"
      items={items}
      selectedId={selectedId}
      onSelect={(item) => onSelect(item.id)}
      pickerId={pickerId}
      disabled={disabled}
    />
  );
}
