import { describe, expect, it } from 'vitest';
import { findMetric } from './find-metric';
import { inputsOf } from './metric-inputs';

const inputs = (metricId: string) => inputsOf(findMetric(metricId, 'credit union')!);

describe('inputsOf', () => {
  it('names every account a formula may read, on each branch it may take', () => {
    // 719 first; AS0048 only when 719 is 0 (a CECL credit union); loans the denominator
    expect(inputs('FPR_ALLLLN')).toEqual(['ACCT_025B', 'ACCT_719', 'ACCT_AS0048']);
    // the published ratio first, else net worth over (elected) assets plus the CECL provision
    expect(inputs('FPR_NWRATIO')).toEqual([
      'ACCT_010',
      'ACCT_010A',
      'ACCT_010B',
      'ACCT_010C',
      'ACCT_997',
      'ACCT_998',
      'ACCT_NW0004',
    ]);
  });
});
