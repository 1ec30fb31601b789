import type { InstitutionType } from '@app/core/domain/products';
import { CATEGORY_TITLES } from './category-titles';
import { metricsOf } from './find-metric';
import type { MetricDefinition } from './metric-definition';

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
export function isCorrelationMetric(metric: MetricDefinition) {
  return (
    metric.categoryTitle === CATEGORY_TITLES.depositAndBorrowingCosts ||
    (metric.categoryTitle === CATEGORY_TITLES.earnings && metric.displayType === 'PCT')
  );
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
