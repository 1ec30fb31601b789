import { describe, expect, it } from 'vitest';
import { computeMetric, expectValue } from './compute-metric';
import type { QuarterItems } from './fake-report-history';

const compute = (metricId: string, reportDate: string, quarters: QuarterItems) =>
  computeMetric('bank', metricId, reportDate, quarters);

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
