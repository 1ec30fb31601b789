import type { InstitutionType } from '@app/core/domain/products';
import type { MetricDefinition } from './metric-definition';
import { bankMetrics } from './bank-metrics';
import { creditUnionMetrics } from './credit-union-metrics';

/** Bank ids start LBPR, credit-union ids ACCT_ or FPR_, so one map serves both types. */
const byId = new Map<string, MetricDefinition>(
  [...bankMetrics, ...creditUnionMetrics].map((metric) => [metric.metricId, metric]),
);

/** The catalogue's metrics of one institution type. */
export function metricsOf(institutionType: InstitutionType): readonly MetricDefinition[] {
  return institutionType === 'bank' ? bankMetrics : creditUnionMetrics;
}

/** The metric with this id (exact, case-sensitive), or undefined; optionally only of one type. */
export function findMetric(
  metricId: string,
  institutionType?: InstitutionType,
): MetricDefinition | undefined {
  const metric = byId.get(metricId);
  if (!metric || (institutionType && metric.institutionType !== institutionType)) return undefined;
  return metric;
}
