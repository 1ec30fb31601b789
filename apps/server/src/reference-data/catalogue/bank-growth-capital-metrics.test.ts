import { describe, expect, it } from 'vitest';
import { computeMetric, expectValue } from './compute-metric';
import type { QuarterItems } from './fake-report-history';

const compute = (metricId: string, reportDate: string, quarters: QuarterItems) =>
  computeMetric('bank', metricId, reportDate, quarters);

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
