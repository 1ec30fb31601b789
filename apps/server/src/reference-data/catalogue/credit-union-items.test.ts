import { describe, expect, it } from 'vitest';
import {
  cuAllowance,
  cuAverageAssets,
  cuEarningAssets,
  cuFullTimeEquivalents,
  cuIntangibles,
  cuInvestments,
  cuNetWorthRatioAssets,
  cuNonMaturityShares,
} from './credit-union-items';
import { creditUnionLoanTypes } from './credit-union-loan-types';
import { fakeReportHistory } from './fake-report-history';

const june = (items: Record<string, number>, ...earlier: Record<string, number>[]) =>
  fakeReportHistory('credit union', '2025-06-30', [items, ...earlier]);

describe('credit-union items', () => {
  it('average assets: (now + prior December) / 2', () => {
    // June: back 2 is the prior December; (10,500 + 9,500) / 2 = 10,000
    const report = june({ ACCT_010: 10_500 }, { ACCT_010: 1 }, { ACCT_010: 9_500 });
    expect(cuAverageAssets(report)).toBe(10_000);
  });

  it('net worth ratio denominator: total assets, or the elected average', () => {
    expect(cuNetWorthRatioAssets(june({ ACCT_010: 10_000 }))).toBe(10_000);
    expect(
      cuNetWorthRatioAssets(june({ ACCT_010: 10_000, ACCT_010A: 0, ACCT_010B: 0, ACCT_010C: 0 })),
    ).toBe(10_000);
    expect(
      cuNetWorthRatioAssets(
        june({ ACCT_010: 10_000, ACCT_010A: 0, ACCT_010B: 0, ACCT_010C: 9_000 }),
      ),
    ).toBe(9_000);
    expect(cuNetWorthRatioAssets(june({ ACCT_010: 10_000, ACCT_010B: 9_500 }))).toBe(9_500);
    expect(cuNetWorthRatioAssets(june({}))).toBeNull();
  });

  it('allowance: incurred 719 or CECL AS0048', () => {
    expect(cuAllowance(june({ ACCT_719: 0, ACCT_AS0048: 120 }))).toBe(120);
    expect(cuAllowance(june({ ACCT_719: 80 }))).toBe(80);
    expect(cuAllowance(june({}))).toBeNull();
  });

  it('earning assets: total assets less non-earning accounts', () => {
    // 10,000 − (730A 100 + 007 300 + 008 50 + 794 80 + 798A 20 + 009A 10 + 009B 5 + 009C 35) = 9,400
    const report = june({
      ACCT_010: 10_000,
      ACCT_730A: 100,
      ACCT_007: 300,
      ACCT_008: 50,
      ACCT_794: 80,
      ACCT_798A: 20,
      ACCT_009A: 10,
      ACCT_009B: 5,
      ACCT_009C: 35,
    });
    expect(cuEarningAssets(report)).toBe(9_400);
    expect(cuEarningAssets(june({ ACCT_010: 500 }))).toBe(500);
    expect(cuEarningAssets(june({ ACCT_730A: 100 }))).toBeNull();
  });

  it('investments: NV0158, else AS0007 + AS0013 + AS0017', () => {
    expect(cuInvestments(june({ ACCT_NV0158: 900, ACCT_AS0013: 1 }))).toBe(900);
    expect(cuInvestments(june({ ACCT_AS0007: 100, ACCT_AS0013: 700, ACCT_AS0017: 50 }))).toBe(850);
  });

  it('non-maturity shares, intangibles, FTE', () => {
    expect(cuNonMaturityShares(june({ ACCT_657: 1, ACCT_902: 2, ACCT_911: 3, ACCT_630: 4 }))).toBe(
      10,
    );
    expect(cuIntangibles(june({}))).toBe(0);
    expect(cuIntangibles(june({ ACCT_009D2: 100, ACCT_AS0032: 20 }))).toBe(120);
    // 8 full-time + 4 part-time / 2 = 10
    expect(cuFullTimeEquivalents(june({ ACCT_564A: 8, ACCT_564B: 4 }))).toBe(10);
    expect(cuFullTimeEquivalents(june({}))).toBeNull();
  });
});

describe('credit-union loan types', () => {
  const type = (key: string) => creditUnionLoanTypes.find((candidate) => candidate.key === key)!;

  it('lists the nine credit-quality types in route order', () => {
    expect(creditUnionLoanTypes.map((t) => t.key)).toEqual([
      'AG',
      'CI',
      'CON',
      'CNS',
      'CRE',
      'LS',
      'MF',
      'RES',
      'OTH',
    ]);
  });

  it('splits delinquency into 30–89, 60+ and 90+ from the DL buckets', () => {
    const report = june({
      ACCT_DL0057: 10, // 1st lien 30–59
      ACCT_DL0058: 5, // 1st lien 60–89
      ACCT_DL0059: 4, // 1st lien 90–179
      ACCT_DL0061: 1, // 1st lien 360+
      ACCT_DL0064: 3, // junior 30–59
      ACCT_DL0065: 2, // junior 60–89
      ACCT_DL0067: 2, // junior 180–359
    });
    const residential = type('RES');
    expect(residential.pastDue30(report)).toBe(20); // 10 + 5 + 3 + 2
    expect(residential.pastDue60(report)).toBe(14); // 5 + 4 + 1 + 2 + 2
    expect(residential.pastDue90(report)).toBe(7); // 4 + 1 + 2
  });

  it('uses the replacement 60–89 account for C&I and the old accounts for consumer lines', () => {
    expect(type('CI').codes.pastDue30).toContain('ACCT_DL0147');
    expect(type('CI').codes.pastDue30).not.toContain('ACCT_DL0121');
    expect(type('CNS').codes.pastDue90).toContain('ACCT_026B');
    expect(type('LS').codes.pastDue30).toBe('ACCT_020D + ACCT_DL0044');
  });
});
