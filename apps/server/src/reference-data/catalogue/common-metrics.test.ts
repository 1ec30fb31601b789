import { describe, expect, it } from 'vitest';
import { COMMON_METRICS, pairedMetricId } from '@app/core/domain/common-metrics';
import { findMetric } from './find-metric';

describe('the common metric set of mixed-charter groups (issue 28 point 4)', () => {
  it.each(COMMON_METRICS.map((m) => [m.title, m] as const))(
    '%s pairs a bank metric and a credit-union metric of the catalogue, read the same way',
    (_, pair) => {
      const bank = findMetric(pair.bank, 'bank');
      const creditUnion = findMetric(pair.creditUnion, 'credit union');
      expect(bank, pair.bank).toBeDefined();
      expect(creditUnion, pair.creditUnion).toBeDefined();
      // Same unit and same direction: a peer figure and a rank mean the same on both sides.
      expect(creditUnion?.displayType).toBe(bank?.displayType);
      expect(creditUnion?.rankSort).toBe(bank?.rankSort);
    },
  );

  it('names each metric once', () => {
    const ids = COMMON_METRICS.flatMap((m) => [m.bank, m.creditUnion]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('translates a metric id into either charter', () => {
    expect(pairedMetricId('LBPRE013', 'credit union')).toBe('FPR_ROA');
    expect(pairedMetricId('FPR_ROA', 'bank')).toBe('LBPRE013');
    expect(pairedMetricId('FPR_ROA', 'credit union')).toBe('FPR_ROA');
    expect(pairedMetricId('FPR_MEMBERGR', 'bank')).toBeUndefined();
  });
});
