import type { InstitutionType } from '@app/core/domain/products';

/**
 * Keys of the page choices in the user session store (spec 2 section 3: "Session keys
 * remembered per institutionType"). The correlation rate is remembered per metric.
 */
export const PRODUCT_SESSION_KEYS = {
  trendMetric: (type: InstitutionType) => `trend-metricId-${type}`,
  decayMetric: (type: InstitutionType) => `decay-metricId-${type}`,
  correlationMetric: (type: InstitutionType) => `correlation-metricId-${type}`,
  correlationRate: (metricId: string, type: InstitutionType) =>
    `correlation-rateId-${metricId}${type}`,
  regressionMetric: (type: InstitutionType) => `regression-metricId-${type}`,
  regressionRate: (type: InstitutionType) => `regression-rateId-${type}`,
  /** spec 2 section 2.10: collapsible section headers remember their state per title. */
  sectionOpen: (title: string) => `section-open-${title}`,
} as const;
