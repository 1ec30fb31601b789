import { describe, expect, it } from 'vitest';
import { groupAverage, groupDifference, summarizeRow, topInstitution } from './group-statistics';

const PEERS = [
  { iid: 2, value: 3 },
  { iid: 3, value: 7 },
  { iid: 4, value: null },
  { iid: 5, value: 4 },
];

describe('summarizeRow', () => {
  it('summarizes a higher-is-better metric', () => {
    // group = (3 + 7 + 4) / 3 = 4.666…; difference 5 − 4.666… = 0.333… → 0.33
    // rank among 5, 3, 7, 4: only 7 is higher → 2; reporting = 4 peers + 1
    expect(
      summarizeRow({ institution: { iid: 1, value: 5 }, peers: PEERS, rankSort: 'H' }),
    ).toEqual({
      institutionValue: 5,
      groupValue: 14 / 3,
      difference: 0.33,
      institutionRank: 2,
      institutionsReporting: 5,
      topInstitutionIid: 3,
      topInstitutionValue: 7,
    });
  });

  it('flips the difference and the order for a lower-is-better metric', () => {
    // difference −(5 − 4.666…) = −0.33: worse than the group; 3 and 4 are lower → rank 3
    expect(
      summarizeRow({ institution: { iid: 1, value: 5 }, peers: PEERS, rankSort: 'L' }),
    ).toEqual({
      institutionValue: 5,
      groupValue: 14 / 3,
      difference: -0.33,
      institutionRank: 3,
      institutionsReporting: 5,
      topInstitutionIid: 2,
      topInstitutionValue: 3,
    });
  });

  it('ranks N like H without flipping', () => {
    const row = summarizeRow({ institution: { iid: 1, value: 5 }, peers: PEERS, rankSort: 'N' });
    expect(row.difference).toBe(0.33);
    expect(row.institutionRank).toBe(2);
    expect(row.topInstitutionIid).toBe(3);
  });

  it('gives the top place of a tie to the lower iid and shares the rank', () => {
    const row = summarizeRow({
      institution: { iid: 9, value: 7 },
      peers: [
        { iid: 3, value: 7 },
        { iid: 5, value: 1 },
      ],
      rankSort: 'H',
    });
    expect(row.topInstitutionIid).toBe(3);
    expect(row.topInstitutionValue).toBe(7);
    expect(row.institutionRank).toBe(1);
  });

  it('leaves missing figures null', () => {
    expect(
      summarizeRow({
        institution: { iid: 1, value: null },
        peers: [{ iid: 2, value: 3 }],
        rankSort: 'H',
      }),
    ).toEqual({
      institutionValue: null,
      groupValue: 3,
      difference: null,
      institutionRank: null,
      institutionsReporting: 2,
      topInstitutionIid: 2,
      topInstitutionValue: 3,
    });
    expect(summarizeRow({ institution: { iid: 1, value: 5 }, peers: [], rankSort: 'H' })).toEqual({
      institutionValue: 5,
      groupValue: null,
      difference: null,
      institutionRank: 1,
      institutionsReporting: 1,
      topInstitutionIid: 1,
      topInstitutionValue: 5,
    });
    expect(
      summarizeRow({
        institution: { iid: 1, value: undefined },
        peers: [{ iid: 2, value: NaN }],
        rankSort: 'L',
      }),
    ).toEqual({
      institutionValue: null,
      groupValue: null,
      difference: null,
      institutionRank: null,
      institutionsReporting: 2,
      topInstitutionIid: null,
      topInstitutionValue: null,
    });
  });

  it('counts no one twice: the institution among its peers, or a repeated peer', () => {
    // peers reduce to iid 2 (value 3): group 3, difference 5 − 3 = 2, reporting 1 + 1
    const row = summarizeRow({
      institution: { iid: 1, value: 5 },
      peers: [
        { iid: 1, value: 5 },
        { iid: 2, value: 3 },
        { iid: 2, value: 3 },
      ],
      rankSort: 'H',
    });
    expect(row).toMatchObject({ groupValue: 3, difference: 2, institutionsReporting: 2 });
  });
});

describe('groupDifference', () => {
  it('rounds to 2 decimals, halves away from zero', () => {
    expect(groupDifference(1.005, 0, 'H')).toBe(1.01);
    expect(groupDifference(1.005, 0, 'L')).toBe(-1.01);
    expect(groupDifference(0.3, 0.1, 'H')).toBe(0.2); // 0.19999999999999998 in binary
    expect(Object.is(groupDifference(2, 2, 'L'), 0)).toBe(true);
  });

  it('keeps huge money differences', () => {
    // total deposits in dollars: 1,250,000,000 − 1,000,000,000.004 = 249,999,999.996 → …000.00
    expect(groupDifference(1_250_000_000, 1_000_000_000.004, 'H')).toBe(250_000_000);
  });
});

describe('groupAverage and topInstitution', () => {
  it('averages the values present', () => {
    expect(groupAverage([1, null, 2, undefined, 6])).toBe(3);
    expect(groupAverage([])).toBeNull();
  });

  it('picks the best by direction', () => {
    const entries = [
      { iid: 7, value: -2 },
      { iid: 4, value: 8 },
      { iid: 2, value: -2 },
    ];
    expect(topInstitution(entries, 'H')).toEqual({ iid: 4, value: 8 });
    expect(topInstitution(entries, 'L')).toEqual({ iid: 2, value: -2 });
    expect(topInstitution([], 'L')).toBeNull();
  });
});
