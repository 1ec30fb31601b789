import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database';
import { peerIid, Q1, Q2, rankFixture, SUBJECT, type Rank } from './rank-test-data.test-support';

describe.each(testDatabaseKinds)('percentiles and the rank chart on the %s database', (kind) => {
  const { groups, percentile, ranks, pairs } = rankFixture(kind);

  it('ranks ties alike and shows the 25 around the institution (higher is better)', async () => {
    const body = await ranks('LBPREQAS', Q2, groups.national);
    // 39 peers with a value and the subject. Best first: 39 … 32 (ranks 1 … 8), the two 30s
    // (rank 9, peer 30 before 31 by iid), 29 … 21 (ranks 11 … 19), peer 20 and the subject at
    // 20 (rank 20, peer first by iid), then 19 … 1 (ranks 22 … 40). The subject is 21st, so
    // the window starts 12 before it: positions 8 to 32, from the first 30 to the value 8.
    expect(body).toMatchObject({
      institutionRank: 20,
      institutionsReporting: 40,
      label: 'Showing 25 of 40 institutions',
    });
    const expected = [
      [peerIid(30), 9],
      [peerIid(31), 9],
      ...[29, 28, 27, 26, 25, 24, 23, 22, 21].map((k) => [peerIid(k), 40 - k]),
      [peerIid(20), 20],
      [SUBJECT, 20],
      ...[19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8].map((k) => [peerIid(k), 41 - k]),
    ];
    expect(pairs(body)).toEqual(expected);
    expect(body.ranks.filter((r: Rank) => r.isSubject).map((r: Rank) => r.iid)).toEqual([SUBJECT]);
    expect(body.ranks[0].value).toBeCloseTo(30, 10);
    expect(body.ranks.at(-1).value).toBeCloseTo(8, 10);
  });

  it('ranks lower-is-better metrics from the lowest, the window held at the top', async () => {
    const body = await ranks('LBPRLNDEP', Q2, groups.national);
    // 1, 2, 3, 4, peer 5 and the subject at 5 (rank 5), 6 … 40: the subject is 6th, too near
    // the top for 12 before it, so the window is the first 25.
    expect(body).toMatchObject({
      institutionRank: 5,
      institutionsReporting: 41,
      label: 'Showing 25 of 41 institutions',
    });
    expect(pairs(body)).toEqual([
      ...[1, 2, 3, 4, 5].map((k) => [peerIid(k), k]),
      [SUBJECT, 5],
      ...Array.from({ length: 19 }, (_, i) => [peerIid(6 + i), 7 + i]),
    ]);
  });

  it('holds the window at the bottom when the institution is last', async () => {
    const body = await ranks('LBPRLNDEP', Q1, groups.national);
    expect(body).toMatchObject({
      institutionRank: 41,
      institutionsReporting: 41,
      label: 'Showing 25 of 41 institutions',
    });
    expect(pairs(body)).toEqual([
      ...Array.from({ length: 24 }, (_, i) => [peerIid(17 + i), 17 + i]),
      [SUBJECT, 41],
    ]);
  });

  it('shows the first 25 and no rank when the institution has no value', async () => {
    const body = await ranks('LBPREQAS', Q1, groups.national);
    // Peers only: 39 … 32, the two 30s, 29 … 15.
    expect(body).toMatchObject({
      institutionRank: null,
      institutionsReporting: 39,
      label: 'Showing 25 of 39 institutions',
    });
    expect(pairs(body)).toEqual([
      ...[39, 38, 37, 36, 35, 34, 33, 32].map((k) => [peerIid(k), 40 - k]),
      [peerIid(30), 9],
      [peerIid(31), 9],
      ...Array.from({ length: 15 }, (_, i) => [peerIid(29 - i), 11 + i]),
    ]);
    expect(body.ranks.some((r: Rank) => r.isSubject)).toBe(false);
  });

  it('ranks in an asset band by total assets of the quarter', async () => {
    const body = await ranks('LBPREQAS', Q2, groups.band);
    // The odd peers ($200M) and the subject: above 20 are 21 … 29 (odd), peer 31's 30, 33 … 39.
    expect(body).toMatchObject({
      institutionRank: 11,
      institutionsReporting: 21,
      label: 'Showing 21 of 21 institutions',
    });
    expect(pairs(body).slice(9, 12)).toEqual([
      [peerIid(21), 10],
      [SUBJECT, 11],
      [peerIid(19), 12],
    ]);
  });

  it('answers the percentile rank each quarter against national, state, band and custom groups', async () => {
    // Q1: the subject has no equity ratio. Q2: 19 of the 39 others are below 20.
    expect(await percentile(`LBPREQAS/${groups.national}`)).toEqual([null, 19 / 39]);
    // Lower is better: Q1 nobody is above 50%; Q2 35 of the 40 others are above 5% (peer 5 ties).
    expect(await percentile(`LBPRLNDEP/${groups.national}`)).toEqual([0, 35 / 40]);
    // Wisconsin: peers 1 to 10 and the subject.
    expect(await percentile(`LBPREQAS/${groups.wisconsin}`)).toEqual([null, 10 / 10]);
    expect(await percentile(`LBPRLNDEP/${groups.wisconsin}`)).toEqual([0, 5 / 10]);
    // The band's 20 odd peers: 1, 3 … 19 below 20.
    expect(await percentile(`LBPREQAS/${groups.band}`)).toEqual([null, 10 / 20]);
    // Custom group: peers 18 to 24 (18 and 19 below 20), the subject counted once.
    expect(await percentile(`LBPREQAS/${groups.custom}`)).toEqual([null, 2 / 7]);
  });
});
