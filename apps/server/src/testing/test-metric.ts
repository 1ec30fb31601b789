import type { MetricDefinition } from '../reference-data/catalogue/metric-definition';

/** A credit union metric for import tests: only its id and formula matter there. */
export function testMetric(
  metricId: string,
  compute: MetricDefinition['compute'],
): MetricDefinition {
  return {
    metricId,
    institutionType: 'credit union',
    metricTitle: metricId,
    metricInformation: '',
    categoryTitle: 'Test',
    metricDisplayOrder: 1,
    displayType: 'USD',
    rankSort: 'H',
    description: '',
    compute,
  };
}
