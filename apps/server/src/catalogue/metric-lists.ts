import type { Metric } from '@app/core/api/metrics';
import type { InstitutionType } from '@app/core/domain/products';
import { REGRESSION_RATE_IDS, rateCatalogue } from '../rates/rate-catalogue';
import { CATEGORY_TITLES } from '../catalogue/category-titles';
import { metricsOf } from '../catalogue/find-metric';
import type { MetricDefinition } from '../catalogue/metric-definition';

const REGRESSION_RATES = rateCatalogue
  .filter((r) => (REGRESSION_RATE_IDS as readonly string[]).includes(r.rateId))
  .map((r) => r.rateIdStatistical);

/** Deposit balances whose run-off the decay page studies. */
const DECAY_METRIC_IDS: Record<InstitutionType, readonly string[]> = {
  bank: [
    'LBPRNMD',
    'LBPR2200',
    'LBPRCOREDEP',
    'LBPR2215',
    'LBPR2210',
    'LBPR6810',
    'LBPR0352',
    'LBPR6631',
    'LBPR6636',
    'LBPRTIMEDEP',
  ],
  'credit union': [
    'ACCT_NMD',
    'ACCT_018',
    'ACCT_013',
    'ACCT_657',
    'ACCT_902',
    'ACCT_911',
    'ACCT_908C',
    'ACCT_906C',
  ],
};

/** Metrics a correlation or regression relates to market rates: rates, yields and costs. */
function isCorrelationMetric(metric: MetricDefinition) {
  return (
    metric.categoryTitle === CATEGORY_TITLES.depositAndBorrowingCosts ||
    (metric.categoryTitle === CATEGORY_TITLES.earnings && metric.displayType === 'PCT')
  );
}

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
  };
}

export const metricLists = {
  trend: (type: InstitutionType) => metricsOf(type),
  correlation: (type: InstitutionType) => metricsOf(type).filter(isCorrelationMetric),
  decay: (type: InstitutionType) => {
    const ids = DECAY_METRIC_IDS[type];
    return metricsOf(type).filter((m) => ids.includes(m.metricId));
  },
};

export type MetricListName = keyof typeof metricLists;
