import type { Metric } from '@app/core/api/metrics';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import { isCorrelationMetric } from '../../reference-data/catalogue/metric-lists';
import { REGRESSION_RATE_IDS, rateCatalogue } from '../../reference-data/rates/rate-catalogue';

const REGRESSION_RATES = rateCatalogue
  .filter((r) => (REGRESSION_RATE_IDS as readonly string[]).includes(r.rateId))
  .map((r) => r.rateIdStatistical);

export function presentMetric(metric: MetricDefinition): Metric {
  return {
    metricId: metric.metricId,
    metricTitle: metric.metricTitle,
    metricInformation: metric.metricInformation,
    categoryTitle: metric.categoryTitle,
    category: metric.categoryTitle,
    metricDisplayOrder: metric.metricDisplayOrder,
    displayType: metric.displayType,
    rankSort: metric.rankSort,
    description1: metric.description,
    alternateTitle: metric.alternateTitle ?? null,
    rates: isCorrelationMetric(metric) ? REGRESSION_RATES : [],
    locked: false,
    aggregate: metric.ratio !== undefined,
  };
}
