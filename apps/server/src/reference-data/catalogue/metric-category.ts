import type { InstitutionType } from '@app/core/domain/products';
import type { MetricDefinition } from './metric-definition';
import { finiteOrNull } from './formula-helpers';

/** A metric as written in a category list: the category supplies the rest. */
export type MetricEntry = Omit<
  MetricDefinition,
  'institutionType' | 'categoryTitle' | 'metricDisplayOrder'
>;

/**
 * Turns the entries of one category into MetricDefinitions. The display order is the position
 * in the list (1, 2, 3 …), so it is unique within the category by construction. compute() is
 * wrapped so that a NaN or an Infinity that slipped past a formula still comes out as null.
 */
export function metricCategory(
  institutionType: InstitutionType,
  categoryTitle: string,
  entries: readonly MetricEntry[],
): MetricDefinition[] {
  return entries.map((entry, index) => ({
    ...entry,
    institutionType,
    categoryTitle,
    metricDisplayOrder: index + 1,
    compute: (report) => finiteOrNull(entry.compute(report)),
  }));
}
