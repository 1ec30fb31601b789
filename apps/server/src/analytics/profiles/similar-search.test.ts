import { describe, expect, it } from 'vitest';
import type { PeerCandidate } from './peer-candidate';
import { findSimilar, hasSize, sizeDistance } from './similar-search';

const SUBJECT_SIZE = { totalAssets: 100e6, loans: 80e6, deposits: 90e6 };

function bank(iid: number, name: string, scale: number, extra: Partial<PeerCandidate> = {}) {
  return {
    iid,
    name,
    state: 'KS',
    ownershipType: 'Stock',
    tomCode: null,
    lowIncome: null,
    active: true,
    values: {
      totalAssets: SUBJECT_SIZE.totalAssets * scale,
      loans: SUBJECT_SIZE.loans * scale,
      deposits: SUBJECT_SIZE.deposits * scale,
    },
    ...extra,
  } satisfies PeerCandidate;
}

const subject = bank(1, 'Subject Bank', 1);
const noFilters = { states: [] };

/** Each bank all three measures times the scale; names sort the other way from iids. */
const field: PeerCandidate[] = [
  subject,
  bank(11, 'Kestrel', 1.05),
  bank(12, 'Juniper', 0.95),
  bank(13, 'Ironwood', 1.15),
  bank(14, 'Hawthorn', 0.88),
  bank(15, 'Granite', 1.25),
  bank(16, 'Fairview', 1.35),
  bank(17, 'Elm', 0.7), // factor 1/0.7 = 1.43: band 1.5
  bank(18, 'Dogwood', 1.45),
  bank(19, 'Cedar', 1.48),
  bank(20, 'Birch', 2.5), // exactly the 2.5 band
  bank(21, 'Aspen', 1, {
    values: { totalAssets: 100e6, loans: 80e6, deposits: 90e6 * 3.5 }, // deposits 3.5x: never
  }),
  bank(22, 'Closed Bank', 1, { active: false }),
  bank(23, 'No Loans Bank', 1, { values: { totalAssets: 100e6, loans: null, deposits: 90e6 } }),
];

const iids = (members: PeerCandidate[]) => members.map((m) => m.iid);

describe('sizeDistance', () => {
  it('is the mean and the largest absolute log-ratio of assets, loans and deposits', () => {
    const d = sizeDistance(SUBJECT_SIZE, { totalAssets: 200e6, loans: 80e6, deposits: 45e6 });
    expect(d?.distance).toBeCloseTo((2 * Math.log(2)) / 3, 12);
    expect(d?.spread).toBeCloseTo(Math.log(2), 12);
  });

  it('is null when a measure is missing or not above 0', () => {
    expect(sizeDistance(SUBJECT_SIZE, { totalAssets: 1, loans: 1 })).toBeNull();
    expect(sizeDistance(SUBJECT_SIZE, { totalAssets: 1, loans: 0, deposits: 1 })).toBeNull();
    expect(hasSize({ totalAssets: 1, loans: 1, deposits: -1 })).toBe(false);
    expect(hasSize(SUBJECT_SIZE)).toBe(true);
  });
});

describe('findSimilar', () => {
  it('widens the band until 8 are inside and lists them by name', () => {
    // 1.1: 11, 12; 1.2: +13, 14; 1.3: +15; 1.4: +16; 1.5: +17, 18, 19 = 9.
    const result = findSimilar(subject, field, noFilters, []);
    expect(result.band).toBe(1.5);
    expect(iids(result.members)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11]);
  });

  it('leaves out the excluded iids and widens further for them (a ratio on the band edge is inside)', () => {
    const result = findSimilar(subject, field, noFilters, [11, 12]);
    // 7 up to 2.0; at 2.5 Birch (exactly 2.5x) joins: 8.
    expect(result.band).toBe(2.5);
    expect(iids(result.members)).toEqual([20, 19, 18, 17, 16, 15, 14, 13]);
  });

  it('takes what the widest band holds when fewer than 8 are similar', () => {
    const small = [subject, bank(31, 'Only', 1.2), bank(32, 'Far', 3.2), bank(33, 'Near', 0.9)];
    const result = findSimilar(subject, small, noFilters, []);
    expect(result.band).toBe(3);
    expect(iids(result.members)).toEqual([33, 31]);
    expect(findSimilar(subject, [subject], noFilters, [])).toEqual({ members: [], band: 3 });
  });

  it('keeps the 25 nearest, equal distances by lower iid', () => {
    const many = [
      subject,
      ...Array.from({ length: 24 }, (_, k) => bank(101 + k, `Bank ${101 + k}`, 1 + (k + 1) / 1000)),
      bank(300, 'Tie 300', 1.025),
      bank(250, 'Tie 250', 1.025),
      bank(126, 'Tie 126', 1.025),
      bank(400, 'Farther', 1.03),
    ];
    const result = findSimilar(subject, many, noFilters, []);
    expect(result.band).toBe(1.1);
    expect(result.members).toHaveLength(25);
    expect(iids(result.members).sort((a, b) => a - b)).toEqual([
      ...Array.from({ length: 24 }, (_, k) => 101 + k),
      126,
    ]);
  });

  it('applies states and ownership types (banks) or types of membership (credit unions)', () => {
    const mixed = [
      subject,
      bank(41, 'Iowa Stock', 1.05, { state: 'IA' }),
      bank(42, 'Iowa Mutual', 1.05, { state: 'IA', ownershipType: 'Mutual' }),
      bank(43, 'Kansas Stock', 1.05),
      bank(44, 'Texas Stock', 1.05, { state: 'TX' }),
    ];
    const byState = findSimilar(subject, mixed, { states: ['IA', 'KS'] }, []);
    expect(iids(byState.members)).toEqual([42, 41, 43]);
    const both = findSimilar(
      subject,
      mixed,
      { states: ['IA', 'KS'], ownershipTypes: ['Stock'] },
      [],
    );
    expect(iids(both.members)).toEqual([41, 43]);

    const unions = [
      { ...subject, ownershipType: null, tomCode: 0 },
      bank(51, 'Community', 1.1, { ownershipType: null, tomCode: 0 }),
      bank(52, 'Military', 1.1, { ownershipType: null, tomCode: 5 }),
      bank(53, 'Unknown', 1.1, { ownershipType: null, tomCode: null }),
    ];
    const byMembership = findSimilar(
      unions[0] as PeerCandidate,
      unions,
      { states: [], typesOfMembership: [5, 0] },
      [],
    );
    expect(iids(byMembership.members)).toEqual([51, 52]);
  });
});
