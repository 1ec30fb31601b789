import { describe, expect, it } from 'vitest';
import {
  BASEL_IRRBB_NMD_CAPS,
  NCUA_NEV_NMD_VALUES,
  regulatoryCaps,
  regulatorySummary,
  stableShareOf,
} from './regulatory-caps';

describe('regulatoryCaps', () => {
  it('holds the Basel caps of BCBS d368 Table 2', () => {
    expect(
      BASEL_IRRBB_NMD_CAPS.map((c) => [c.category, c.maxCoreShare, c.maxAverageMaturityYears]),
    ).toEqual([
      ['retailTransactional', 0.9, 5],
      ['retailNonTransactional', 0.7, 4.5],
      ['wholesale', 0.5, 4],
    ]);
    expect(NCUA_NEV_NMD_VALUES).toEqual({ basePrice: 99, plus300BpPrice: 95.04 });
  });

  it('states plainly where the estimate exceeds a cap', () => {
    const rows = regulatoryCaps({ stableShare: 0.8, walYears: 4.7 });
    expect(rows.map((r) => [r.stableShareExceedsCap, r.walExceedsCap])).toEqual([
      [false, false],
      [true, true],
      [true, true],
    ]);
    expect(rows[0]!.exceedances).toEqual([]);
    expect(rows[1]!.exceedances).toEqual([
      'The estimated stable share of 80.0% exceeds the 70.0% Basel cap on core deposits for retail, non-transactional deposits.',
      'The estimated average life of 4.70 years exceeds the 4.50 years Basel cap on average maturity for retail, non-transactional deposits.',
    ]);
  });

  it('compares at the shown precision: a share that reads 90.0% is within the 90% cap', () => {
    // 0.9000000000000001 is what a stable balance over a balance can come to in floating point.
    const [transactional] = regulatoryCaps({
      stableShare: 0.9000000000000001,
      walYears: 5.0000001,
    });
    expect(transactional).toMatchObject({ stableShareExceedsCap: false, walExceedsCap: false });
    expect(transactional!.exceedances).toEqual([]);
    expect(regulatoryCaps({ stableShare: 0.9006, walYears: null })[0]).toMatchObject({
      stableShareExceedsCap: true,
    });
  });

  it('counts an estimate equal to the cap as within it, and a missing estimate as unknown', () => {
    const rows = regulatoryCaps({ stableShare: 0.9, walYears: null });
    expect(rows[0]).toMatchObject({ stableShareExceedsCap: false, walExceedsCap: null });
    expect(regulatoryCaps({ stableShare: null, walYears: null })[2]).toMatchObject({
      stableShareExceedsCap: null,
      walExceedsCap: null,
      exceedances: [],
    });
  });
});

describe('stableShareOf', () => {
  it('is the last stable balance over the last balance', () => {
    expect(
      stableShareOf([
        { value: 100, stableBalance: 90 },
        { value: 200, stableBalance: 150 },
      ]),
    ).toBe(0.75);
    expect(stableShareOf([])).toBeNull();
    expect(stableShareOf([{ value: 0, stableBalance: 0 }])).toBeNull();
  });
});

describe('capped figures and the one sentence', () => {
  it('caps each estimate at its category and says in one sentence which caps it exceeds', () => {
    const estimate = { stableShare: 0.987, walYears: 4.7 };
    const rows = regulatoryCaps(estimate);
    expect(rows.map((r) => [r.cappedStableShare, r.cappedWalYears])).toEqual([
      [0.9, 4.7],
      [0.7, 4.5],
      [0.5, 4],
    ]);
    expect(regulatorySummary(estimate, rows)).toBe(
      "The stable share of 98.7% exceeds the core-share cap of every category, and the average life of 4.70 years exceeds the maturity cap of retail, non-transactional and wholesale deposits; the table gives each figure capped as that category's regulatory view takes it.",
    );
  });

  it('says the estimates are within the caps, or that there is none to compare', () => {
    const within = { stableShare: 0.4, walYears: 3 };
    expect(regulatorySummary(within, regulatoryCaps(within))).toBe(
      'The estimates are within every Basel cap.',
    );
    const none = { stableShare: null, walYears: null };
    const rows = regulatoryCaps(none);
    expect(rows[0]).toMatchObject({ cappedStableShare: null, cappedWalYears: null });
    expect(regulatorySummary(none, rows)).toBe('Without an estimate no cap can be compared.');
  });
});
