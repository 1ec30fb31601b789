import { describe, expect, it } from 'vitest';
import { computeMetric, expectValue } from './compute-metric';
import type { QuarterItems } from './fake-report-history';

const compute = (metricId: string, reportDate: string, quarters: QuarterItems) =>
  computeMetric('credit union', metricId, reportDate, quarters);

describe('credit-union net worth ratio (FPR_NWRATIO)', () => {
  it('is net worth over total assets without an election', () => {
    // 1,136 / 10,000 × 100 = 11.36 (ACCT_998 would read 1136)
    const items = { ACCT_997: 1136, ACCT_010: 10_000, ACCT_010A: 0, ACCT_010B: 0, ACCT_010C: 0 };
    expectValue(compute('FPR_NWRATIO', '2025-12-31', [items]), 11.36);
  });

  it('uses the elected average assets when one is above 0', () => {
    // 1,125 / 9,000 × 100 = 12.5, not 1,125 / 10,000 = 11.25
    const items = {
      ACCT_997: 1125,
      ACCT_010: 10_000,
      ACCT_010A: 0,
      ACCT_010B: 0,
      ACCT_010C: 9_000,
    };
    expectValue(compute('FPR_NWRATIO', '2025-12-31', [items]), 12.5);
    // FPR_NWTA ignores the election
    expectValue(compute('FPR_NWTA', '2025-12-31', [items]), 11.25);
  });

  it('adds the CECL transition provision NW0004 to the assets (997 already includes it)', () => {
    // 1,100 / (9,900 + 100) × 100 = 11, not 1,100 / 9,900 = 11.11… (12 CFR 702.703)
    const items = { ACCT_997: 1100, ACCT_010: 9_900, ACCT_NW0004: 100 };
    expectValue(compute('FPR_NWRATIO', '2025-12-31', [items]), 11);
    // and to the elected average assets: 1,100 / (8,700 + 100) × 100 = 12.5
    const elected = { ...items, ACCT_010A: 0, ACCT_010B: 0, ACCT_010C: 8_700 };
    expectValue(compute('FPR_NWRATIO', '2025-12-31', [elected]), 12.5);
    // FPR_NWTA stays on quarter-end assets alone: 1,100 / 9,900 × 100
    expectValue(compute('FPR_NWTA', '2025-12-31', [items]), 100 / 9);
  });

  it("takes NCUA's published ACCT_998 where the report carries it, whatever the parts say", () => {
    // 1,103 basis points = 11.03%, though 1,136 / 10,000 would be 11.36
    const items = { ACCT_997: 1136, ACCT_010: 10_000, ACCT_998: 1103 };
    expectValue(compute('FPR_NWRATIO', '2025-12-31', [items]), 11.03);
  });

  it('keeps full precision (no truncation) and the sign of a negative net worth', () => {
    // 1,000 / 3,000 × 100 = 33.333…
    expectValue(
      compute('FPR_NWRATIO', '2025-12-31', [{ ACCT_997: 1000, ACCT_010: 3000 }]),
      100 / 3,
    );
    // −500 / 10,000 × 100 = −5
    expectValue(compute('FPR_NWRATIO', '2025-12-31', [{ ACCT_997: -500, ACCT_010: 10_000 }]), -5);
  });

  it('is null on missing net worth or zero assets', () => {
    expect(compute('FPR_NWRATIO', '2025-12-31', [{ ACCT_010: 10_000 }])).toBeNull();
    expect(compute('FPR_NWRATIO', '2025-12-31', [{ ACCT_997: 10, ACCT_010: 0 }])).toBeNull();
  });
});

describe('credit-union earnings (FPR conventions)', () => {
  // June: the prior December is 2 quarters back
  const assets = [{ ACCT_010: 10_500 }, { ACCT_010: 10_000 }, { ACCT_010: 9_500 }];

  it('FPR_ROA in Q2: 661A × 2 over (now + prior December) / 2', () => {
    // 50 × 2 = 100; (10,500 + 9,500) / 2 = 10,000; 100 / 10,000 × 100 = 1
    expectValue(
      compute('FPR_ROA', '2025-06-30', [{ ...assets[0], ACCT_661A: 50 }, assets[1]!, assets[2]!]),
      1,
    );
    expect(compute('FPR_ROA', '2025-06-30', assets)).toBeNull();
  });

  it('FPR_NIM: (115 − 350) annualized over average assets', () => {
    // (300 − 100) × 2 = 400; 400 / 10,000 × 100 = 4
    const quarters = [{ ...assets[0], ACCT_115: 300, ACCT_350: 100 }, assets[1]!, assets[2]!];
    expectValue(compute('FPR_NIM', '2025-06-30', quarters), 4);
  });

  it('FPR_EFFICIENCY: 671 / (115 − 350 + 117)', () => {
    // 150 / (300 − 100 + 50) × 100 = 60
    const items = { ACCT_671: 150, ACCT_115: 300, ACCT_350: 100, ACCT_117: 50 };
    expectValue(compute('FPR_EFFICIENCY', '2025-06-30', [items]), 60);
    expect(compute('FPR_EFFICIENCY', '2025-06-30', [{ ACCT_671: 150, ACCT_115: 300 }])).toBeNull();
  });

  it('ACCT_NIQ: the quarter-only net income in Q3', () => {
    // 90 − 60 = 30
    expect(compute('ACCT_NIQ', '2025-09-30', [{ ACCT_661A: 90 }, { ACCT_661A: 60 }])).toBe(30);
  });
});

describe('credit-union category 2: costs of the quarter, annualized', () => {
  const september = { ACCT_380: 90, ACCT_381: 9, ACCT_350: 120, ACCT_018: 5400, ACCT_860C: 600 };
  const june = { ACCT_380: 60, ACCT_381: 6, ACCT_350: 75, ACCT_018: 5160, ACCT_860C: 840 };

  it('FPR_QCOSTSHDEP: the quarter’s dividends and deposit interest × 4 over average shares', () => {
    // (99 − 66) × 4 = 132; (5,400 + 5,160) / 2 = 5,280; 132 / 5,280 × 100 = 2.5
    expectValue(compute('FPR_QCOSTSHDEP', '2025-09-30', [september, june]), 2.5);
  });

  it('FPR_QCOF: the quarter’s interest expense × 4 over average shares and borrowings', () => {
    // (120 − 75) × 4 = 180; ((5,400 + 600) + (5,160 + 840)) / 2 = 6,000; 180 / 6,000 × 100 = 3
    expectValue(compute('FPR_QCOF', '2025-09-30', [september, june]), 3);
  });

  it('in Q1 the quarter is the YTD itself', () => {
    // 10 × 4 / ((1,000 + 1,000) / 2) × 100 = 4; the December YTD (500) is not subtracted
    const quarters = [
      { ACCT_380: 10, ACCT_018: 1000 },
      { ACCT_380: 500, ACCT_018: 1000 },
    ];
    expectValue(compute('FPR_QCOSTSHDEP', '2025-03-31', quarters), 4);
  });
});

describe('credit-union credit quality and reserves', () => {
  it('FPR_DELINQ: 041B / 025B', () => {
    // 150 / 10,000 × 100 = 1.5
    expectValue(compute('FPR_DELINQ', '2025-06-30', [{ ACCT_041B: 150, ACCT_025B: 10_000 }]), 1.5);
  });

  it('FPR_PD30RES: residential 30–89 days delinquent over residential loans', () => {
    // (10 + 5 + 3 + 2) / (1,500 + 500) × 100 = 1
    const items = {
      ACCT_DL0057: 10,
      ACCT_DL0058: 5,
      ACCT_DL0064: 3,
      ACCT_DL0065: 2,
      ACCT_703A: 1500,
      ACCT_386A: 500,
    };
    expectValue(compute('FPR_PD30RES', '2025-06-30', [items]), 1);
  });

  it('FPR_PD30TOT and FPR_PD90TOT', () => {
    const items = {
      ACCT_020B: 60,
      ACCT_DL0141: 40,
      ACCT_021B: 30,
      ACCT_022B: 15,
      ACCT_023B: 5,
      ACCT_025B: 10_000,
    };
    // (60 + 40) / 10,000 × 100 = 1
    expectValue(compute('FPR_PD30TOT', '2025-06-30', [items]), 1);
    // (30 + 15 + 5) / 10,000 × 100 = 0.5
    expectValue(compute('FPR_PD90TOT', '2025-06-30', [items]), 0.5);
  });

  it('FPR_TEXAS: (041B + 798A) / (997 − goodwill − intangibles + allowance)', () => {
    // (150 + 50) / (1,000 − 100 − 0 + 100) × 100 = 20
    const items = {
      ACCT_041B: 150,
      ACCT_798A: 50,
      ACCT_997: 1000,
      ACCT_009D2: 100,
      ACCT_719: 0,
      ACCT_AS0048: 100,
    };
    expectValue(compute('FPR_TEXAS', '2025-06-30', [items]), 20);
  });

  it('FPR_NCO in Q3: (550 − 551) × 4/3 over average loans', () => {
    // (90 − 30) × 4/3 = 80; (8,200 + 7,800) / 2 = 8,000; 80 / 8,000 × 100 = 1
    const quarters = [{ ACCT_550: 90, ACCT_551: 30, ACCT_025B: 8200 }, {}, {}, { ACCT_025B: 7800 }];
    expectValue(compute('FPR_NCO', '2025-09-30', quarters), 1);
  });

  it('FPR_NCOCC: credit card net charge-offs over average credit card loans', () => {
    // (12 − 2) × 2 = 20; (1,100 + 900) / 2 = 1,000; 20 / 1,000 × 100 = 2
    const quarters = [{ ACCT_680: 12, ACCT_681: 2, ACCT_396: 1100 }, {}, { ACCT_396: 900 }];
    expectValue(compute('FPR_NCOCC', '2025-06-30', quarters), 2);
  });

  it('FPR_ALLLCOV: allowance over 60+ day delinquent loans, null without delinquency', () => {
    // 300 / 150 × 100 = 200
    expectValue(compute('FPR_ALLLCOV', '2025-06-30', [{ ACCT_AS0048: 300, ACCT_041B: 150 }]), 200);
    expect(compute('FPR_ALLLCOV', '2025-06-30', [{ ACCT_AS0048: 300, ACCT_041B: 0 }])).toBeNull();
  });
});

describe('credit-union liquidity, capital, growth and membership', () => {
  it('FPR_LNSHR: loans over shares and deposits, null on zero shares', () => {
    // 8,000 / 10,000 × 100 = 80
    expectValue(compute('FPR_LNSHR', '2025-06-30', [{ ACCT_025B: 8000, ACCT_018: 10_000 }]), 80);
    expect(compute('FPR_LNSHR', '2025-06-30', [{ ACCT_025B: 8000, ACCT_018: 0 }])).toBeNull();
  });

  it('FPR_SOLVENCY: (010 − (860C − 925A) − 825 − 668 − 820A) / 018', () => {
    // (10,000 − (500 − 100) − 200 − 0 − 0) / 8,000 × 100 = 117.5
    const items = {
      ACCT_010: 10_000,
      ACCT_860C: 500,
      ACCT_925A: 100,
      ACCT_825: 200,
      ACCT_668: 0,
      ACCT_820A: 0,
      ACCT_018: 8000,
    };
    expectValue(compute('FPR_SOLVENCY', '2025-06-30', [items]), 117.5);
  });

  it('FPR_MEMBERGR: member growth since December, annualized; FPR_MEMBERYOY', () => {
    // Q2: (1,050 − 1,000) / 1,000 = 5% × 2 = 10%
    const quarters = [
      { ACCT_083: 1050 },
      { ACCT_083: 1020 },
      { ACCT_083: 1000 },
      {},
      { ACCT_083: 840 },
    ];
    expectValue(compute('FPR_MEMBERGR', '2025-06-30', quarters), 10);
    // (1,050 − 840) / 840 × 100 = 25
    expectValue(compute('FPR_MEMBERYOY', '2025-06-30', quarters), 25);
  });

  it('FPR_ASSETGR3: mean of the last three annual asset growth rates', () => {
    // 1,100/1,000 − 1 = 10%, 1,000/800 − 1 = 25%, 800/800 − 1 = 0% → 35 / 3
    const quarters: Record<string, number>[] = Array.from({ length: 13 }, () => ({}));
    quarters[0] = { ACCT_010: 1100 };
    quarters[4] = { ACCT_010: 1000 };
    quarters[8] = { ACCT_010: 800 };
    quarters[12] = { ACCT_010: 800 };
    expectValue(compute('FPR_ASSETGR3', '2025-12-31', quarters), 35 / 3);
  });

  it('FPR_MEMPERFTE: members over full-time equivalents', () => {
    // 1,000 / (8 + 4 / 2) = 100
    const items = { ACCT_083: 1000, ACCT_564A: 8, ACCT_564B: 4 };
    expectValue(compute('FPR_MEMPERFTE', '2025-06-30', [items]), 100);
  });

  it('ACCT_010 is in whole dollars, unscaled', () => {
    expect(compute('ACCT_010', '2025-06-30', [{ ACCT_010: 197_166_186_107 }])).toBe(
      197_166_186_107,
    );
  });
});
