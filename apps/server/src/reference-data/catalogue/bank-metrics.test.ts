import { describe, expect, it } from 'vitest';
import { bankMetrics } from './bank-metrics';
import { computeMetric, expectValue } from './compute-metric';
import type { QuarterItems } from './fake-report-history';

const compute = (metricId: string, reportDate: string, quarters: QuarterItems) =>
  computeMetric('bank', metricId, reportDate, quarters);

describe('bank balance sheet', () => {
  it('LBPR2170 total assets: RCFD if filed, else RCON, thousands × 1000', () => {
    expect(compute('LBPR2170', '2025-06-30', [{ RCFD2170: 2000, RCON2170: 1500 }])).toBe(2_000_000);
    expect(compute('LBPR2170', '2025-06-30', [{ RCON2170: 1500 }])).toBe(1_500_000);
    expect(compute('LBPR2170', '2025-06-30', [{}])).toBeNull();
  });

  it('LBPR2200 total deposits: RCON2200 + RCFN2200', () => {
    // (900 + 100) × 1000
    expect(compute('LBPR2200', '2025-06-30', [{ RCON2200: 900, RCFN2200: 100 }])).toBe(1_000_000);
  });

  it('LBPRNMD non-maturity deposits: transaction + MMDA + other savings', () => {
    // (300 + 200 + 100) × 1000
    const items = { RCON2215: 300, RCON6810: 200, RCON0352: 100, RCON6648: 999 };
    expect(compute('LBPRNMD', '2025-06-30', [items])).toBe(600_000);
  });
});

describe('bank earnings (YTD annualized)', () => {
  const assets = [{ RCON2170: 1200 }, { RCON2170: 1100 }, { RCON2170: 1000 }];

  it('LBPRE013 ROA in Q2: NI × 2 over the mean of June, March and December assets', () => {
    // 5.5 × 2 = 11; (1200 + 1100 + 1000) / 3 = 1100; 11 / 1100 × 100 = 1
    const quarters = [{ ...assets[0], RIAD4340: 5.5 }, assets[1]!, assets[2]!];
    expectValue(compute('LBPRE013', '2025-06-30', quarters), 1);
  });

  it('LBPRE013 is null without net income or with a quarter-end missing', () => {
    expect(compute('LBPRE013', '2025-06-30', assets)).toBeNull();
    expect(
      compute('LBPRE013', '2025-06-30', [{ ...assets[0], RIAD4340: 5.5 }, {}, assets[2]!]),
    ).toBeNull();
  });

  it('LBPRROE: NI annualized over average equity', () => {
    // 5.5 × 2 = 11; (110 + 100 + 120) / 3 = 110; 11 / 110 × 100 = 10
    const quarters = [{ RIAD4340: 5.5, RCON3210: 110 }, { RCON3210: 100 }, { RCON3210: 120 }];
    expectValue(compute('LBPRROE', '2025-06-30', quarters), 10);
  });

  it('LBPRNIM: net interest income annualized over average earning assets', () => {
    // earning assets 800 + 100 + 100 = 1000 at every quarter-end; 8 × 2 = 16; 16 / 1000 × 100 = 1.6
    const earning = { RCON2122: 800, RCON0071: 100, RCON1773: 100 };
    const quarters = [{ ...earning, RIAD4074: 8 }, earning, earning];
    expectValue(compute('LBPRNIM', '2025-06-30', quarters), 1.6);
  });

  it('LBPRLNYLD in Q4: (4010 + 4065) × 1 over the mean of five quarter-ends', () => {
    // (60 + 4) / 800 × 100 = 8
    const loans = { RCON2122: 800 };
    const quarters = [{ ...loans, RIAD4010: 60, RIAD4065: 4 }, loans, loans, loans, loans];
    expectValue(compute('LBPRLNYLD', '2025-12-31', quarters), 8);
  });

  it('LBPRCOF in Q1: interest expense × 4 over average interest-bearing liabilities', () => {
    // 2.5 × 4 = 10; (450 + 550) / 2 = 500; 10 / 500 × 100 = 2
    const quarters = [
      { RIAD4073: 2.5, RCON6636: 400, RCON3190: 50 },
      { RCON6636: 500, RCON3190: 50 },
    ];
    expectValue(compute('LBPRCOF', '2025-03-31', quarters), 2);
  });

  it('LBPRE087 net overhead: (4093 − 4079) annualized over average assets', () => {
    // (6 − 2) × 2 = 8; 8 / 1000 × 100 = 0.8
    const flat = { RCON2170: 1000 };
    const quarters = [{ ...flat, RIAD4093: 6, RIAD4079: 2 }, flat, flat];
    expectValue(compute('LBPRE087', '2025-06-30', quarters), 0.8);
  });

  it('LBPRE088 efficiency ratio: 4093 / (4074 + 4079), null on a zero or missing revenue', () => {
    // 6 / (8 + 2) × 100 = 60
    expectValue(compute('LBPRE088', '2025-06-30', [{ RIAD4093: 6, RIAD4074: 8, RIAD4079: 2 }]), 60);
    expect(
      compute('LBPRE088', '2025-06-30', [{ RIAD4093: 6, RIAD4074: 0, RIAD4079: 0 }]),
    ).toBeNull();
    expect(compute('LBPRE088', '2025-06-30', [{ RIAD4093: 6, RIAD4074: 8 }])).toBeNull();
  });

  it('LBPRNIQ: a quarter-only figure in Q3 (YTD September − YTD June)', () => {
    // (30 − 18) × 1000 = 12,000
    expect(compute('LBPRNIQ', '2025-09-30', [{ RIAD4340: 30 }, { RIAD4340: 18 }])).toBe(12_000);
  });

  it('LBPRNIQ in Q1 is the YTD itself, not a difference with December', () => {
    expect(compute('LBPRNIQ', '2025-03-31', [{ RIAD4340: 7 }, { RIAD4340: 20 }])).toBe(7000);
  });

  it('LBPRROAQ: the quarter’s own NI × 4 over the two-quarter average assets', () => {
    // (30 − 18) × 4 = 48; (1300 + 1100) / 2 = 1200; 48 / 1200 × 100 = 4
    const quarters = [
      { RIAD4340: 30, RCON2170: 1300 },
      { RIAD4340: 18, RCON2170: 1100 },
    ];
    expectValue(compute('LBPRROAQ', '2025-09-30', quarters), 4);
  });
});

describe('bank category 2: deposit and borrowing costs of the quarter, annualized', () => {
  const june = {
    RIAD4508: 2,
    RIAD0093: 3,
    RIADHK03: 4,
    RIADHK04: 1,
    RIAD4073: 16,
    RIAD4180: 1,
    RIAD4185: 2,
    RCON3485: 100,
    RCONB563: 200,
    RCONHK16: 150,
    RCONHK17: 50,
    RCON3353: 50,
    RCON3355: 50,
    RCON2200: 900,
  };
  const march = {
    RIAD4508: 1,
    RIAD0093: 1,
    RIADHK03: 2,
    RIADHK04: 1,
    RIAD4073: 10,
    RIAD4180: 0.5,
    RIAD4185: 1,
    RCON2200: 700,
  };

  it('LBPRQCOSTIBD: the quarter’s deposit interest × 4 over RC-K average interest-bearing deposits', () => {
    // YTD June 2 + 3 + 4 + 1 = 10, YTD March 1 + 1 + 2 + 1 = 5 → quarter 5 × 4 = 20;
    // 100 + 200 + 150 + 50 = 500; 20 / 500 × 100 = 4
    expectValue(compute('LBPRQCOSTIBD', '2025-06-30', [june, march]), 4);
  });

  it('LBPRQCOSTTRN: cost of interest-bearing transaction accounts', () => {
    // (2 − 1) × 4 / 100 × 100 = 4
    expectValue(compute('LBPRQCOSTTRN', '2025-06-30', [june, march]), 4);
  });

  it('LBPRQCOSTTIME: cost of all time deposits', () => {
    // ((4 + 1) − (2 + 1)) × 4 = 8; 8 / (150 + 50) × 100 = 4
    expectValue(compute('LBPRQCOSTTIME', '2025-06-30', [june, march]), 4);
  });

  it('LBPRQCOSTDEP: over the mean of total deposits at this and the previous quarter-end', () => {
    // 20 / ((900 + 700) / 2) × 100 = 2.5
    expectValue(compute('LBPRQCOSTDEP', '2025-06-30', [june, march]), 2.5);
  });

  it('LBPRQCOSTBORR and LBPRQCOF', () => {
    // ((1 + 2) − (0.5 + 1)) × 4 = 6; 6 / (50 + 50) × 100 = 6
    expectValue(compute('LBPRQCOSTBORR', '2025-06-30', [june, march]), 6);
    // (16 − 10) × 4 = 24; 24 / (500 + 50 + 50) × 100 = 4
    expectValue(compute('LBPRQCOF', '2025-06-30', [june, march]), 4);
  });

  it('is null without the previous quarter’s YTD, or with a zero average balance', () => {
    expect(compute('LBPRQCOSTIBD', '2025-06-30', [june])).toBeNull();
    expect(compute('LBPRQCOSTTRN', '2025-06-30', [{ ...june, RCON3485: 0 }, march])).toBeNull();
  });
});

describe('bank liquidity', () => {
  it('LBPRLNDEP loans to deposits on net loans and leases, as the UBPR: (C(2122) − C(3123)) / DEP', () => {
    // (800 − 20) / (900 + 100) × 100 = 78
    const items = { RCON2122: 800, RCON3123: 20, RCON2200: 900, RCFN2200: 100 };
    expectValue(compute('LBPRLNDEP', '2025-06-30', [items]), 78);
    // No allowance filed: net loans are the gross loans (800 / 900).
    expectValue(
      compute('LBPRLNDEP', '2025-06-30', [{ RCON2122: 800, RCON2200: 900 }]),
      (800 / 900) * 100,
    );
    // No loans, no figure.
    expect(compute('LBPRLNDEP', '2025-06-30', [{ RCON3123: 20, RCON2200: 900 }])).toBeNull();
  });

  it('LBPRLNDEP from FDIC SDI: lnlsnet over total deposits', () => {
    // 1880 Bank, 2019-06-30: lnlsnet 246,759 / dep 309,922 × 100 = 79.6196...
    const items = { SDI_LNLSNET: 246759, RCON2122: 248652, RCON3123: 1893, RCON2200: 309922 };
    expectValue(compute('LBPRLNDEP', '2019-06-30', [items]), (246759 / 309922) * 100);
  });

  it('LBPRNLNDEP: held-for-investment net loans C(B529) over deposits', () => {
    // 700 / 1000 × 100 = 70
    expectValue(compute('LBPRNLNDEP', '2025-06-30', [{ RCONB529: 700, RCON2200: 1000 }]), 70);
  });

  it('LBPRLNDEP is null on zero deposits', () => {
    const items = { RCON2122: 800, RCON3123: 10, RCON2200: 0 };
    expect(compute('LBPRLNDEP', '2025-06-30', [items])).toBeNull();
  });

  it('dashboard KPIs: non-core funding, cash and due, non-maturity share', () => {
    const items = {
      RCON2170: 2000,
      RCON2200: 1000,
      RCONJ474: 80,
      RCONB993: 10,
      RCONB995: 20,
      RCON3190: 70,
      RCONHK05: 20,
      RCON0081: 40,
      RCON0071: 60,
      RCON2215: 300,
      RCON6810: 200,
      RCON0352: 100,
    };
    // (80 + 10 + 20 + 70 + 20) / 2000 × 100 = 10
    expectValue(compute('LBPRNONCORE', '2025-06-30', [items]), 10);
    // (40 + 60) / 2000 × 100 = 5
    expectValue(compute('LBPRCASHDUEAS', '2025-06-30', [items]), 5);
    // 600 / 1000 × 100 = 60
    expectValue(compute('LBPRNMDDEP', '2025-06-30', [items]), 60);
  });
});

describe('UBPR averages: the reported RC-K quarterly averages where the source has them', () => {
  it('LBPRE013 in Q2: NI × 2 over the mean of the March and June RC-K average assets', () => {
    // RC-K C(3368): 1,000 in March, 1,100 in June → 1,050; NI YTD 21 × 2 / 1,050 × 100 = 4
    const quarters = [
      { RIAD4340: 21, RCON3368: 1100, RCON2170: 5000 },
      { RCON3368: 1000, RCON2170: 5000 },
      { RCON2170: 5000 },
    ];
    expectValue(compute('LBPRE013', '2025-06-30', quarters), 4);
  });

  it('falls back to quarter-end assets when a quarter of the year lacks RC-K', () => {
    // March has no C(3368): mean of December, March, June quarter-ends (900, 1000, 1100) = 1000
    const quarters = [
      { RIAD4340: 10, RCON3368: 1100, RCON2170: 1100 },
      { RCON2170: 1000 },
      { RCON2170: 900 },
    ];
    expectValue(compute('LBPRE013', '2025-06-30', quarters), 2);
  });

  it('LBPRE013 from FDIC SDI: NI × 2 over asset5 (FDIC’s year-to-date average assets)', () => {
    // 1880 Bank, 2019-06-30: 2,033 × 2 / 378,241.33 × 100
    const items = { RIAD4340: 2033, RCON2170: 369646, SDI_ASSET5: 378241.33 };
    expectValue(compute('LBPRE013', '2019-06-30', [items]), ((2033 * 2) / 378241.33) * 100);
  });

  it('LBPRNIM in Q1 over RC-K average earning assets', () => {
    // 3381 100 + B558 200 + B559 50 + B560 50 + 3365 0 + 3360 550 + 3484 50 = 1,000; 10 × 4 / 1,000
    const quarters = [
      {
        RIAD4074: 10,
        RCON3381: 100,
        RCONB558: 200,
        RCONB559: 50,
        RCONB560: 50,
        RCON3365: 0,
        RCON3360: 550,
        RCON3484: 50,
      },
    ];
    expectValue(compute('LBPRNIM', '2025-03-31', quarters), 4);
  });

  it('LBPRNCO in Q2 over the mean of the RC-K average loans of March and June', () => {
    // loans: (900 + 100) in March, (1,100 + 100) in June → 1,100; NCO YTD 11 × 2 / 1,100 = 2
    const quarters = [
      { RIAD4635: 15, RIAD4605: 4, RCON3360: 1100, RCON3484: 100 },
      { RCON3360: 900, RCON3484: 100 },
    ];
    expectValue(compute('LBPRNCO', '2025-06-30', quarters), 2);
  });
});

describe('lineage', () => {
  it('every bank metric’s formula text (the information dialog’s footer) names its call-report items', () => {
    const itemCode = /(RCON|RCFD|RCFN|RCOA|RCFA|RIAD|C\()[A-Z0-9]{4}|LBPR[A-Z0-9]+/;
    const without = bankMetrics
      .filter((metric) => !itemCode.test(metric.description))
      .map((m) => m.metricId);
    expect(without).toEqual([]);
    expect(bankMetrics.length).toBe(215);
  });
});
