import { MIXED_COMPARISON_GROUP, NO_COMPARISON_GROUP } from '@app/core/api/own-comparison';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupSummary } from '@app/core/api/groups';
import { iidOf } from '@app/core/domain/institution-ids';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { users } from '../../platform/db/schema/user-tables';
import {
  BALANCE,
  FED_FUNDS,
  NORTHGATE,
  PEER_BETAS,
  QUARTERS,
  SUBJECT,
  importCreditUnion,
  SUBJECT_COST,
  loadBetaSuiteData,
} from '../../testing/beta-suite-fixtures';
import { addCustomGroup, seededGroupId } from '../../testing/peer-group-fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { csvOf, months } from './own-data-test-files.test-support';

/** One product over the fixtures' quarters (2020Q4–2024Q4), month by month. */
const MONTHS = months('2020-10', QUARTERS.length * 3);
const fedFundsOf = (m: number) => FED_FUNDS[Math.floor(m / 3)]!;
const rateOf = (m: number, shift = 0) => 0.05 + 0.3 * fedFundsOf(m) + (m % 3) * 0.01 + shift;
const balanceOf = (m: number) => 500_000 + 3_000 * m;
const fileOf = (shift: number) =>
  csvOf(
    MONTHS.map((month, m) => [
      'Checking',
      month,
      balanceOf(m),
      rateOf(m, shift),
      '',
      '',
      '',
      'retail transactional',
    ]),
  );
/** The quarter's rate paid: the mean of its three months. */
const quarterRate = (q: number, shift = 0) =>
  (rateOf(3 * q, shift) + rateOf(3 * q + 1, shift) + rateOf(3 * q + 2, shift)) / 3;

/**
 * The peers' median by hand: each peer's cost is 0.25 + b × (Fed Funds − 0.1) from 2021Q1
 * (beta-suite-fixtures.ts); the four values sorted, the mean of the middle two.
 */
function peersMedianCost(q: number): number | null {
  if (q === 0) return null;
  const sorted = Object.values(PEER_BETAS)
    .map((b) => 0.25 + b * (FED_FUNDS[q]! - 0.1))
    .sort((a, b) => a - b);
  return (sorted[1]! + sorted[2]!) / 2;
}

/** A peer's cost at quarter q (beta-suite-fixtures.ts), none at the first. */
const peerCost = (b: number, q: number) => (q === 0 ? null : 0.25 + b * (FED_FUNDS[q]! - 0.1));

/** The median by hand: the values sorted, the middle one or the mean of the middle two. */
function medianByHand(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe.each(testDatabaseKinds)('own data beside the call report and peers (%s)', (kind) => {
  let t: TestApp;
  let nmd: TestClient;
  let national: number;
  const upload = async (shift: number) => {
    const response = await nmd.request({
      method: 'POST',
      url: `/api/${SUBJECT}/nmd/own-data`,
      payload: fileOf(shift),
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(201);
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadBetaSuiteData(t.db);
    national = await seededGroupId(t.db, 'bank', eq(peerGroups.ruleKind, 'national'));
    nmd = await t.client().login('nmd@example.com');
    await upload(0);
  });
  afterAll(() => t.close());

  const own = 'source=own%3AChecking';

  /**
   * Northgate's organization holds Peer Comparison too (custom groups, mixed ones): its member,
   * given the deposit data permission, uploads the same file for Northgate.
   */
  const bundleWithOwnData = async () => {
    await t.db
      .update(users)
      .set({ depositDataPermission: true })
      .where(eq(users.email, 'bundle@example.com'));
    const bundle = await t.client().login('bundle@example.com');
    const uploaded = await bundle.request({
      method: 'POST',
      url: `/api/${NORTHGATE}/nmd/own-data`,
      payload: fileOf(0),
      headers: { 'content-type': 'text/csv' },
    });
    expect(uploaded.statusCode).toBe(201);
    return bundle;
  };

  it('sets the cycle page’s rate paid beside the call report’s cost and the peers’ median', async () => {
    const response = await nmd.get(
      `/api/${SUBJECT}/nmd/beta-suite/cycle?${own}&groupId=${national}`,
    );
    expect(response.statusCode).toBe(200);
    const { comparison } = response.json();
    // The 2022 tightening from its base quarter, 2021Q4 (index 4), to 2023Q4 (index 12).
    const indexes = [4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(comparison.measure).toBe('Deposit cost (%)');
    expect(comparison.dates).toEqual(indexes.map((q) => QUARTERS[q]));
    expect(comparison.own.label).toBe('Own data: Checking');
    comparison.own.values.forEach((v: number, i: number) =>
      expect(v).toBeCloseTo(quarterRate(indexes[i]!), 12),
    );
    expect(comparison.callReport).toMatchObject({ label: 'Call report', metricId: 'LBPRQCOSTDEP' });
    comparison.callReport.values.forEach((v: number, i: number) =>
      expect(v).toBeCloseTo(SUBJECT_COST[indexes[i]!]!, 10),
    );
    // The national group holds the subject and the four peers; the subject is left out.
    expect(comparison.peerMedian).toMatchObject({
      label: 'Peer median (4)',
      groupId: national,
      groupName: 'National',
    });
    expect(comparison.peerMedian.counts).toEqual(indexes.map(() => 4));
    comparison.peerMedian.values.forEach((v: number, i: number) =>
      expect(v).toBeCloseTo(peersMedianCost(indexes[i]!)!, 10),
    );
    expect(comparison.peerMedianReason).toBeNull();
  });

  it('spans a range page’s quarters, and says why there is no median without a group', async () => {
    const answer = (
      await nmd.get(
        `/api/${SUBJECT}/nmd/beta-suite/lags?${own}&startDate=2022-03-31&endDate=2022-12-31`,
      )
    ).json();
    expect(answer.comparison.dates).toEqual([
      '2022-03-31',
      '2022-06-30',
      '2022-09-30',
      '2022-12-31',
    ]);
    expect(answer.comparison.peerMedian).toBeNull();
    expect(answer.comparison.peerMedianReason).toBe(NO_COMPARISON_GROUP);
    for (const page of ['asymmetric', 'rolling', 'back-test', 'scenarios']) {
      const body = (
        await nmd.get(`/api/${SUBJECT}/nmd/beta-suite/${page}?${own}&groupId=${national}`)
      ).json();
      expect(body.comparison.peerMedian.label, page).toBe('Peer median (4)');
      expect(body.comparison.dates.at(-1), page).toBe(QUARTERS.at(-1));
    }
    // The call report's own pages are as they were.
    const callReport = (await nmd.get(`/api/${SUBJECT}/nmd/beta-suite/cycle`)).json();
    expect(callReport.comparison).toBeUndefined();
  });

  it('sets the decay page’s balance beside the call report’s and the peers’ median', async () => {
    const decay = (
      await nmd.get(
        `/api/${SUBJECT}/decay/LBPRNMD?startDate=2023-03-31&endDate=2024-12-31&${own}&groupId=${national}`,
      )
    ).json();
    const indexes = [9, 10, 11, 12, 13, 14, 15, 16];
    const { comparison } = decay;
    expect(comparison.measure).toBe('Balance');
    expect(comparison.own.values).toEqual(indexes.map((q) => balanceOf(3 * q + 2)));
    // Every bank of the fixtures reports the same non-maturity deposits, so the peers' median
    // is the institution's own call-report balance.
    const reported = comparison.callReport.values;
    expect(reported.every((v: number | null) => v !== null)).toBe(true);
    expect(reported[1] - reported[0]).toBeCloseTo((BALANCE[10]! - BALANCE[9]!) * 1000, 6);
    expect(comparison.peerMedian.values).toEqual(reported);
    expect(comparison.peerMedian.label).toBe('Peer median (4)');
  });

  it('keeps the answer in the cache until the next upload', async () => {
    const url = `/api/${SUBJECT}/nmd/beta-suite/cycle?${own}&groupId=${national}&cycle=easing-2019`;
    const first = await nmd.get(url);
    const again = await nmd.get(url);
    expect([first.headers['x-answer-cache'], again.headers['x-answer-cache']]).toEqual([
      'miss',
      'hit',
    ]);
    expect(again.json()).toEqual(first.json());
    await upload(0.5);
    const after = await nmd.get(url);
    expect(after.headers['x-answer-cache']).toBe('miss');
    const [base] = after.json().comparison.own.values;
    // 2019Q3's base quarter is before the upload's first month: the first own value is 2020Q4's.
    expect(base).toBeNull();
    expect(after.json().comparison.own.values.at(-1)).toBeCloseTo(quarterRate(4, 0.5), 12);
  });

  it('takes the median of a custom group’s members, and of its ticked ones', async () => {
    const bundle = await bundleWithOwnData();
    // Five members, Northgate among them: it is left out of its own peers' median.
    const [b101, b102, b103] = [101, 102, 103].map((n) => iidOf('bank', n));
    const groupId = await addCustomGroup(t.db, {
      ownerIid: NORTHGATE,
      name: 'Five banks',
      iids: [SUBJECT, b101!, b102!, b103!, NORTHGATE],
    });
    const cycle = (query: string) =>
      bundle.get(`/api/${NORTHGATE}/nmd/beta-suite/cycle?${own}&groupId=${groupId}${query}`);
    const indexes = [4, 5, 6, 7, 8, 9, 10, 11, 12];
    const costs = (q: number) => ({
      [SUBJECT]: SUBJECT_COST[q]!,
      [b101!]: peerCost(0.2, q)!,
      [b102!]: peerCost(0.5, q)!,
      [b103!]: peerCost(0.8, q)!,
    });
    const whole = (await cycle('')).json().comparison.peerMedian;
    expect(whole).toMatchObject({ label: 'Peer median (4)', groupName: 'Five banks' });
    whole.values.forEach((v: number, i: number) =>
      expect(v).toBeCloseTo(medianByHand(Object.values(costs(indexes[i]!))), 10),
    );
    // Three ticked: the middle one of three.
    const ticked = (await cycle(`&members=${SUBJECT},${b101},${b103}`)).json().comparison
      .peerMedian;
    expect(ticked.label).toBe('Peer median (3)');
    ticked.values.forEach((v: number, i: number) => {
      const c = costs(indexes[i]!);
      expect(v).toBeCloseTo(medianByHand([c[SUBJECT]!, c[b101!]!, c[b103!]!]), 10);
    });
  });

  it('draws no median for a group of banks and credit unions, and says why', async () => {
    await importCreditUnion(
      t.db,
      7701,
      QUARTERS.map(() => ({ ACCT_010: 2000, ACCT_018: 1000, ACCT_380: 5 })),
    );
    const bundle = await bundleWithOwnData();
    const created = await bundle.post(`/api/${NORTHGATE}/group`, {
      name: 'Mixed rivals',
      iids: [iidOf('bank', 101), iidOf('credit union', 7701)],
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json<GroupSummary[]>().find((g) => g.name === 'Mixed rivals')!.groupId;
    const response = await bundle.get(
      `/api/${NORTHGATE}/nmd/beta-suite/cycle?${own}&groupId=${groupId}`,
    );
    expect(response.statusCode).toBe(200);
    const { comparison } = response.json();
    expect(comparison.peerMedian).toBeNull();
    expect(comparison.peerMedianReason).toBe(MIXED_COMPARISON_GROUP);
    expect(comparison.callReport.values.some((v: number | null) => v !== null)).toBe(true);
  });

  it('refuses a group the plan may not use', async () => {
    const texas = await seededGroupId(t.db, 'bank', eq(peerGroups.name, 'Texas'));
    const refused = await nmd.get(`/api/${SUBJECT}/nmd/beta-suite/cycle?${own}&groupId=${texas}`);
    expect(refused.statusCode).toBe(403);
  });
});
