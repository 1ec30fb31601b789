import { describe, expect, it } from 'vitest';
import { bankMetrics } from './bank-metrics';
import { creditUnionMetrics } from './credit-union-metrics';
import { findMetric, metricsOf } from './find-metric';

describe('findMetric', () => {
  it('finds a metric of either type by id', () => {
    expect(findMetric('LBPR2170')?.institutionType).toBe('bank');
    expect(findMetric('ACCT_010')?.institutionType).toBe('credit union');
    expect(findMetric('FPR_NWRATIO')?.metricTitle).toBe('Net Worth Ratio');
  });

  it('checks the institution type when given', () => {
    expect(findMetric('LBPR2170', 'bank')).toBeDefined();
    expect(findMetric('LBPR2170', 'credit union')).toBeUndefined();
  });

  it('answers undefined for an unknown or differently cased id', () => {
    expect(findMetric('NOPE')).toBeUndefined();
    expect(findMetric('lbpr2170')).toBeUndefined();
  });

  it('finds every catalogue metric', () => {
    for (const metric of [...bankMetrics, ...creditUnionMetrics]) {
      expect(findMetric(metric.metricId)).toBe(metric);
    }
  });
});

describe('metricsOf', () => {
  it('returns the catalogue of the type', () => {
    expect(metricsOf('bank')).toBe(bankMetrics);
    expect(metricsOf('credit union')).toBe(creditUnionMetrics);
  });
});
