import type { Metric } from '@app/core/api/metrics';

/** Test data: a catalogue metric, a PCT with higher is better, unless `extra` says otherwise. */
export const makeMetric = (
  metricId: string,
  metricTitle: string,
  categoryTitle: string,
  extra: Partial<Metric> = {},
): Metric => ({
  metricId,
  metricTitle,
  metricInformation: '',
  categoryTitle,
  category: categoryTitle,
  metricDisplayOrder: 1,
  displayType: 'PCT',
  rankSort: 'H',
  description1: '',
  alternateTitle: null,
  rates: [],
  locked: false,
  ...extra,
});
