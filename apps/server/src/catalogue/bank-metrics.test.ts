import { describe, expect, it } from 'vitest';
import type { ReportHistory } from './metric-definition';
import { fakeReportHistory, type QuarterItems } from './fake-report-history';
import { bankMetrics } from './bank-metrics';
import { findMetric } from './find-metric';

/** Runs a bank metric of the catalogue on a hand-written history. */
function compute(metricId: string, reportDate: string, quarters: QuarterItems): number | null {
  const metric = findMetric(metricId, 'bank');
  if (!metric) throw new Error(`No bank metric ${metricId}`);
  const report: ReportHistory = fakeReportHistory('bank', reportDate, quarters);
  return metric.compute(report);
}

/** Exact up to floating-point noise (10 decimals). */
function expectValue(actual: number | null, expected: number) {
  expect(actual).not.toBeNull();
  expect(actual as number).toBeCloseTo(expected, 10);
}

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

describe('bank credit quality', () => {
  it('LBPRPD30RES: residential 30–89 days past due over residential loans', () => {
    // (1 + 2 + 1) / (100 + 250 + 50) × 100 = 1
    const items = {
      RCON5398: 1,
      RCONC236: 2,
      RCONC238: 1,
      RCON1797: 100,
      RCON5367: 250,
      RCON5368: 50,
    };
    expectValue(compute('LBPRPD30RES', '2025-06-30', [items]), 1);
  });

  it('LBPRPD30CI: the 031 consolidated C&I lines win over the domestic ones', () => {
    // (3 + 1) / (150 + 50) × 100 = 2
    const filer031 = {
      RCFD1251: 3,
      RCFD1254: 1,
      RCON1606: 99,
      RCFD1763: 150,
      RCFD1764: 50,
      RCON1766: 180,
    };
    expectValue(compute('LBPRPD30CI', '2025-06-30', [filer031]), 2);
    // 041: 3 / 300 × 100 = 1
    expectValue(compute('LBPRPD30CI', '2025-06-30', [{ RCON1606: 3, RCON1766: 300 }]), 1);
  });

  it('LBPRNATOT and LBPRNCLN', () => {
    const items = { RCON1403: 20, RCON1407: 10, RCON2122: 800 };
    // 20 / 800 × 100 = 2.5
    expectValue(compute('LBPRNATOT', '2025-06-30', [items]), 2.5);
    // 30 / 800 × 100 = 3.75
    expectValue(compute('LBPRNCLN', '2025-06-30', [items]), 3.75);
  });

  it('LBPRPD90CON is null when the bank has no construction loans', () => {
    expect(
      compute('LBPRPD90CON', '2025-06-30', [{ RCONF174: 0, RCONF158: 0, RCONF159: 0 }]),
    ).toBeNull();
  });

  it('LBPRTEXAS: NPAs over tangible equity plus the allowance', () => {
    // (20 + 10 + 10) / (100 − 15 − 5 + 20) × 100 = 40
    const items = {
      RCON1403: 20,
      RCON1407: 10,
      RCON2150: 10,
      RCON3210: 100,
      RCON3163: 15,
      RCON0426: 5,
      RCON3123: 20,
    };
    expectValue(compute('LBPRTEXAS', '2025-06-30', [items]), 40);
  });

  it('LBPRTEXAS is null when tangible equity plus allowance is not above 0', () => {
    const items = { RCON1403: 20, RCON3210: 10, RCON3163: 30, RCON3123: 5 };
    expect(compute('LBPRTEXAS', '2025-06-30', [items])).toBeNull();
  });

  it('LBPRALLLCOV and LBPRNCO', () => {
    // 30 / (20 + 10) × 100 = 100
    expectValue(
      compute('LBPRALLLCOV', '2025-06-30', [{ RCON3123: 30, RCON1403: 20, RCON1407: 10 }]),
      100,
    );
    // Q3: (9 − 3) × 4/3 = 8; average loans 800; 8 / 800 × 100 = 1
    const loans = { RCON2122: 800 };
    const quarters = [{ ...loans, RIAD4635: 9, RIAD4605: 3 }, loans, loans, loans];
    expectValue(compute('LBPRNCO', '2025-09-30', quarters), 1);
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

describe('FDIC SDI totals stand for the items SDI does not split', () => {
  // 1880 Bank (cert 4829, RSSD 746223), 2019-06-30, as read-fdic stores it.
  const bank1880 = {
    RCON2170: 369646,
    RCON2122: 248652,
    RCON3123: 1893,
    RCON3210: 53962,
    RCON2150: 0,
    RCON2200: 309922,
    RCONHK05: 0,
    RCONJ474: 19132,
    SDI_NCLNLS: 3409,
    SDI_INTAN: 2094,
    SDI_COREDEP: 290790,
    SDI_SC: 45034,
    SDI_NTRTIME: 77308,
    RCON8274: 49304,
    RCON5311: 1964,
    RCONA223: 249736,
    RCONA224: 370387,
  };
  const at = (metricId: string) => compute(metricId, '2019-06-30', [bank1880]);

  it('LBPRTEXAS: 1880 Bank’s 6.34%, (nclnls + ore) / (eq − intan + lnatres)', () => {
    // 3,409 / (53,962 − 2,094 + 1,893) = 3,409 / 53,761 = 6.3410%
    expectValue(at('LBPRTEXAS'), (3409 / 53761) * 100);
    expect(at('LBPRTEXAS')!.toFixed(2)).toBe('6.34');
  });

  it('LBPRNCLN and LBPRNPAAS from nclnls', () => {
    expectValue(at('LBPRNCLN'), (3409 / 248652) * 100);
    expectValue(at('LBPRNPAAS'), (3409 / 369646) * 100);
  });

  it('core deposits, securities and time deposits are SDI’s own totals', () => {
    expect(at('LBPRCOREDEP')).toBe(290_790_000);
    expect(at('LBPRSECTOT')).toBe(45_034_000);
    expect(at('LBPRTIMEDEP')).toBe(77_308_000);
    expectValue(at('LBPRTCEAS'), ((53962 - 2094) / (369646 - 2094)) * 100);
  });

  it('capital ratios from the RC-R amounts where no ratio is reported', () => {
    expectValue(at('LBPR7204'), (49304 / 370387) * 100);
    expectValue(at('LBPR7206'), (49304 / 249736) * 100);
    expectValue(at('LBPR7205'), ((49304 + 1964) / 249736) * 100);
  });

  it('a missing noncurrent figure is no longer read as 0', () => {
    const report = [{ ...bank1880, SDI_NCLNLS: undefined }];
    expect(compute('LBPRTEXAS', '2019-06-30', report)).toBeNull();
    expect(compute('LBPRNPAAS', '2019-06-30', report)).toBeNull();
    expect(compute('LBPRNCLN', '2019-06-30', report)).toBeNull();
  });
});

describe('bank growth', () => {
  it('LBPRASSETGR: growth since December annualized; LBPRASSETYOY: year over year', () => {
    // Q2: (1100 − 1000) / 1000 = 10% × 2 = 20%
    const quarters = [
      { RCON2170: 1100 },
      { RCON2170: 1050 },
      { RCON2170: 1000 },
      {},
      { RCON2170: 880 },
    ];
    expectValue(compute('LBPRASSETGR', '2025-06-30', quarters), 20);
    // (1100 − 880) / 880 × 100 = 25
    expectValue(compute('LBPRASSETYOY', '2025-06-30', quarters), 25);
  });

  it('LBPRASSETGR3: mean of the last three annual growth rates', () => {
    // 1320/1200 − 1 = 10%, 1200/1000 − 1 = 20%, 1000/1000 − 1 = 0% → 10
    const quarters: Record<string, number>[] = Array.from({ length: 13 }, () => ({}));
    quarters[0] = { RCON2170: 1320 };
    quarters[4] = { RCON2170: 1200 };
    quarters[8] = { RCON2170: 1000 };
    quarters[12] = { RCON2170: 1000 };
    expectValue(compute('LBPRASSETGR3', '2025-12-31', quarters), 10);
    expect(compute('LBPRASSETGR3', '2025-12-31', quarters.slice(0, 12))).toBeNull();
  });

  it('LBPRNIYOY is null on a loss a year earlier', () => {
    const quarters = [{ RIAD4340: 10 }, {}, {}, {}, { RIAD4340: -5 }];
    expect(compute('LBPRNIYOY', '2025-06-30', quarters)).toBeNull();
  });
});

describe('bank capital, concentration and services', () => {
  it('LBPR7204 is the reported leverage ratio', () => {
    expect(compute('LBPR7204', '2025-06-30', [{ RCOA7204: 10.25 }])).toBe(10.25);
  });

  it('LBPRDIVPAY is null on a loss', () => {
    expectValue(compute('LBPRDIVPAY', '2025-06-30', [{ RIAD4460: 2, RIAD4340: 8 }]), 25);
    expect(compute('LBPRDIVPAY', '2025-06-30', [{ RIAD4460: 2, RIAD4340: -8 }])).toBeNull();
  });

  it('LBPRCRECAP: non-owner-occupied CRE over tier 1 plus allowance', () => {
    // (10 + 20 + 30 + 40) / (80 + 20) × 100 = 100
    const items = {
      RCONF158: 10,
      RCONF159: 20,
      RCON1460: 30,
      RCONF161: 40,
      RCONF160: 500,
      RCOA8274: 80,
      RCON3123: 20,
    };
    expectValue(compute('LBPRCRECAP', '2025-06-30', [items]), 100);
  });

  it('LBPRHFSRES4Q: four-quarter average of residential HFS over loans', () => {
    // 20/1000 = 2%, 30/1000 = 3%, (no RC-P) 10/1000 = 1%, 0/1000 = 0% → (2 + 3 + 1 + 0) / 4 = 1.5
    const quarters = [
      { RCONF072: 15, RCONF073: 5, RCON5369: 99, RCON2122: 1000 },
      { RCONF072: 30, RCON2122: 1000 },
      { RCON5369: 10, RCON2122: 1000 },
      { RCONF072: 0, RCON2122: 1000 },
    ];
    expectValue(compute('LBPRHFSRES4Q', '2025-12-31', quarters), 1.5);
    expect(compute('LBPRHFSRES4Q', '2025-12-31', quarters.slice(0, 3))).toBeNull();
  });

  it('fee shares of non-interest income, null when it is not above 0', () => {
    // 1 / 4 × 100 = 25
    expectValue(compute('LBPRFIDNII', '2025-06-30', [{ RIAD4070: 1, RIAD4079: 4 }]), 25);
    // (0.5 + 0.5) / 4 × 100 = 25
    expectValue(
      compute('LBPRINSNII', '2025-06-30', [{ RIADC386: 0.5, RIADC387: 0.5, RIAD4079: 4 }]),
      25,
    );
    expect(compute('LBPRFIDNII', '2025-06-30', [{ RIAD4070: 1, RIAD4079: 0 }])).toBeNull();
  });

  it('LBPRLSEFIN: lease financing over loans and leases', () => {
    // 30 / 1000 × 100 = 3
    expectValue(compute('LBPRLSEFIN', '2025-06-30', [{ RCON2165: 30, RCON2122: 1000 }]), 3);
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
