import type { PeerStatistic } from '@app/core/analytics/peer-statistics';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import { badRequest } from '../../platform/http/http-error';

/**
 * Why a metric cannot have a statistic, or null when it can: the aggregate ratio (Σ numerator /
 * Σ denominator) only for a metric defined as a ratio of summable items (catalogue `ratio`).
 */
export function statisticRefusal(metric: MetricDefinition, statistic: PeerStatistic) {
  if (statistic !== 'aggregate' || metric.ratio) return null;
  return `The aggregate statistic is not offered for ${metric.metricTitle} (${metric.metricId}): it is not defined as a ratio of summable items, so there is no sum of numerators over a sum of denominators.`;
}

/** A route of one metric refuses a statistic the metric cannot have: 400 naming why. */
export function requireStatistic(metric: MetricDefinition, statistic: PeerStatistic) {
  const why = statisticRefusal(metric, statistic);
  if (why) throw badRequest(why);
}

/** The aggregate's scale of each ratio metric (compute = Σ numerator / Σ denominator × scale). */
export const ratioScales = (metrics: readonly MetricDefinition[]) =>
  new Map(metrics.flatMap((m) => (m.ratio ? [[m.metricId, m.ratio.scale] as const] : [])));
