import { expect } from 'vitest';
import type { InstitutionType } from '@app/core/domain/products';
import { fakeReportHistory, type QuarterItems } from './fake-report-history';
import { findMetric } from './find-metric';

/** Runs a metric of the catalogue on a hand-written history (tests). */
export function computeMetric(
  type: InstitutionType,
  metricId: string,
  reportDate: string,
  quarters: QuarterItems,
): number | null {
  const metric = findMetric(metricId, type);
  if (!metric) throw new Error(`No ${type} metric ${metricId}`);
  return metric.compute(fakeReportHistory(type, reportDate, quarters));
}

/** Exact up to floating-point noise (10 decimals). */
export function expectValue(actual: number | null, expected: number) {
  expect(actual).not.toBeNull();
  expect(actual as number).toBeCloseTo(expected, 10);
}
