import { iidOf } from '@app/core/domain/institution-ids';
import {
  percentiles,
  TOO_FEW_FOR_TRIMMED,
  trimmedMeanOf,
} from '@app/core/analytics/peer-statistics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../../reference-data/data/import-batch';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { addCustomGroup, seededGroupId } from '../../testing/peer-group-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

/** standard@example.com's bank. */
const SUBJECT = 9000001;
const QUARTERS = ['2025-03-31', '2025-06-30', '2025-09-30'];

/**
 * Equity (RCON3210) on total assets (RCON2170), thousands, per quarter; null: not filed.
 * 201 to 205 are the custom group; 206 and 207 are only in the national group. 205's 50% in
 * the first quarter is the outlier; it files no equity in the third.
 */
const BANKS: Record<number, { assets: number; equity: (number | null)[] }> = {
  201: { assets: 1000, equity: [50, 60, 70] },
  202: { assets: 2000, equity: [300, 200, 100] },
  203: { assets: 500, equity: [40, 45, 45] },
  204: { assets: 4000, equity: [360, 400, 360] },
  205: { assets: 800, equity: [400, 80, null] },
  206: { assets: 3000, equity: [90, 120, 150] },
  207: { assets: 600, equity: [30, 30, 30] },
};
const GROUP = [201, 202, 203, 204, 205];
const SUBJECT_REPORT = { assets: 1000, equity: [100, 100, 100] };

/** The median worked out by hand from a sort: the middle value, or the mean of the middle two. */
function medianBySort(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

describe.each(testDatabaseKinds)('peer statistics on the %s database', (kind) => {
  let t: TestApp;
  let groupId: number;
  let nationalId: number;
  const bank = (n: number) => iidOf('bank', n);

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const [q, reportDate] of QUARTERS.entries()) {
      const reports: Record<number, Record<string, number>> = {
        [SUBJECT]: { RCON2170: SUBJECT_REPORT.assets, RCON3210: SUBJECT_REPORT.equity[q]! },
      };
      for (const [n, b] of Object.entries(BANKS)) {
        const equity = b.equity[q];
        reports[Number(n)] = {
          RCON2170: b.assets,
          ...(equity === null ? {} : { RCON3210: equity }),
        };
      }
      await importBatch(t.db, tinyBatch('bank', reportDate, reports), metricsOf('bank'));
    }
    groupId = await addCustomGroup(t.db, {
      ownerIid: SUBJECT,
      name: 'Five Banks',
      iids: GROUP.map(bank),
    });
    nationalId = await seededGroupId(t.db, 'bank', eq(peerGroups.ruleKind, 'national'));
  });
  afterAll(() => t.close());

  const standard = () => t.client().login('standard@example.com');
  const groupLine = async (path: string) => {
    const response = await (await standard()).get(path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** Each member's own series values, as its own line answers them, by quarter. */
  const ownValues = async (members: readonly number[]) => {
    const client = await standard();
    const lines = await Promise.all(
      members.map(async (n) => {
        const series = (await client.get(`/api/${SUBJECT}/metric/LBPREQAS/iid/${bank(n)}`)).json();
        return series.institutionSeries[1].values as (number | null)[];
      }),
    );
    return QUARTERS.map((_, q) =>
      lines.map((line) => line[q]).filter((v): v is number => v !== null),
    );
  };

  it('gives at each date the median of the 5 members’ own series values', async () => {
    const series = await groupLine(
      `/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}?statistic=median`,
    );
    const byQuarter = await ownValues(GROUP);
    expect(byQuarter.map((v) => v.length)).toEqual([5, 5, 4]);
    expect(series.statistic).toBe('median');
    const line = series.institutionSeries[1];
    expect(line).toMatchObject({ kind: 'group', statistic: 'median', counts: [5, 5, 4] });
    byQuarter.forEach((values, q) => expect(line.values[q]).toBeCloseTo(medianBySort(values), 10));
    // Q1: 5, 15, 8, 9, 50 → 9; Q3, 205 missing (never a 0): 7, 5, 9, 9 → 8.
    expect(line.values[0]).toBeCloseTo(9, 10);
    expect(line.values[2]).toBeCloseTo(8, 10);
  });

  it('gives the trimmed mean by its definition, and no figure under 5 values with the reason', async () => {
    const line = (
      await groupLine(`/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}?statistic=trimmed`)
    ).institutionSeries[1];
    // 5 values: the cuts fall at ranks 1.2 and 4.8. Q1: 5, 8, 9, 15, 50 → cuts 5.6 and 42:
    // (8 + 9 + 15) / 3. Q2: 6, 9, 10, 10, 10 → cuts 6.6 and 10: the three 10s tie with the
    // upper cut and all stay, (9 + 10 + 10 + 10) / 4.
    expect(line.values[0]).toBeCloseTo(32 / 3, 10);
    expect(line.values[1]).toBeCloseTo(39 / 4, 10);
    expect(line.values[2]).toBeNull();
    expect(line.reasons).toEqual([null, null, TOO_FEW_FOR_TRIMMED]);
    expect(line.counts).toEqual([5, 5, 4]);
  });

  it('gives the aggregate ratio, Σ equity / Σ assets, over the members that report both', async () => {
    const line = (
      await groupLine(`/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}?statistic=aggregate`)
    ).institutionSeries[1];
    const assets = 1000 + 2000 + 500 + 4000;
    expect(line.values[0]).toBeCloseTo(((50 + 300 + 40 + 360 + 400) / (assets + 800)) * 100, 10);
    expect(line.values[1]).toBeCloseTo(((60 + 200 + 45 + 400 + 80) / (assets + 800)) * 100, 10);
    // 205 files no equity: its assets are not summed either.
    expect(line.values[2]).toBeCloseTo(((70 + 100 + 45 + 360) / assets) * 100, 10);
  });

  it('takes the national group from its cross-sections, the subject left out', async () => {
    const others = Object.keys(BANKS).map(Number);
    const byQuarter = await ownValues(others);
    const client = await standard();
    const get = async (statistic: string) =>
      (
        await client.get(
          `/api/${SUBJECT}/metric/LBPREQAS/group/${nationalId}?statistic=${statistic}`,
        )
      ).json().institutionSeries[1];
    const median = await get('median');
    const trimmed = await get('trimmed');
    const aggregate = await get('aggregate');
    byQuarter.forEach((values, q) => {
      expect(median.values[q]).toBeCloseTo(medianBySort(values), 10);
      expect(trimmed.values[q]).toBeCloseTo(trimmedMeanOf(values).value!, 10);
    });
    expect(median.counts).toEqual([7, 7, 6]);
    const equity = (q: number) => others.reduce((s, n) => s + (BANKS[n]!.equity[q] ?? 0), 0);
    const assets = (q: number) =>
      others.reduce((s, n) => s + (BANKS[n]!.equity[q] === null ? 0 : BANKS[n]!.assets), 0);
    QUARTERS.forEach((_, q) =>
      expect(aggregate.values[q]).toBeCloseTo((equity(q) / assets(q)) * 100, 10),
    );
  });

  it('adds ordered percentile bands with bands=true, the 50th the median', async () => {
    for (const id of [groupId, nationalId]) {
      const line = (
        await groupLine(`/api/${SUBJECT}/metric/LBPREQAS/group/${id}?statistic=median&bands=true`)
      ).institutionSeries[1];
      expect(line.bands).toHaveLength(QUARTERS.length);
      line.bands.forEach((band: Record<string, number>, q: number) => {
        expect(band.p10).toBeLessThanOrEqual(band.p25!);
        expect(band.p25).toBeLessThanOrEqual(band.p50!);
        expect(band.p50).toBeLessThanOrEqual(band.p75!);
        expect(band.p75).toBeLessThanOrEqual(band.p90!);
        expect(band.p50).toBeCloseTo(line.values[q], 10);
      });
    }
    const byQuarter = await ownValues(GROUP);
    const line = (await groupLine(`/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}?bands=true`))
      .institutionSeries[1];
    const [p10, p25, p50, p75, p90] = percentiles(byQuarter[0]!, [0.1, 0.25, 0.5, 0.75, 0.9]);
    expect(line.bands[0]).toEqual({
      p10: expect.closeTo(p10!, 10),
      p25: expect.closeTo(p25!, 10),
      p50: expect.closeTo(p50!, 10),
      p75: expect.closeTo(p75!, 10),
      p90: expect.closeTo(p90!, 10),
    });
    // The mean with bands is still the mean: (5 + 15 + 8 + 9 + 50) / 5.
    expect(line).toMatchObject({ statistic: 'mean' });
    expect(line.values[0]).toBeCloseTo(87 / 5, 10);
  });

  it('says the mean was used when no statistic is asked, as before', async () => {
    const series = await groupLine(`/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}`);
    expect(series.statistic).toBe('mean');
    expect(series.institutionSeries[1].statistic).toBe('mean');
    expect(series.institutionSeries[1].values[0]).toBeCloseTo(87 / 5, 10);
  });

  it('refuses a statistic a metric cannot have, or an unknown one, naming why', async () => {
    const client = await standard();
    const growth = await client.get(
      `/api/${SUBJECT}/metric/LBPR2170/group/${groupId}?statistic=aggregate`,
    );
    expect(growth.statusCode).toBe(400);
    expect(growth.json().message).toBe(
      'The aggregate statistic is not offered for Total Assets (LBPR2170): it is not defined as a ratio of summable items, so there is no sum of numerators over a sum of denominators.',
    );
    const unknown = await client.get(
      `/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}?statistic=mode`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('must be mean, median, trimmed or aggregate');
    const bands = await client.get(`/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}?bands=yes`);
    expect(bands.statusCode).toBe(400);
    expect(bands.json().message).toContain('must be true or false');
  });

  it('keeps each statistic apart in the answer cache and its ETags', async () => {
    const client = await standard();
    const path = `/api/${SUBJECT}/metric/LBPREQAS/group/${groupId}`;
    const mean = await client.get(path);
    const median = await client.get(`${path}?statistic=median`);
    expect(median.headers.etag).not.toBe(mean.headers.etag);
    const again = await client.get(`${path}?statistic=median`);
    expect(again.headers['x-answer-cache']).toBe('hit');
    expect(again.json().statistic).toBe('median');
    const revalidated = await client.request({
      method: 'GET',
      url: `${path}?statistic=median`,
      headers: { 'if-none-match': median.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('gives the quarterly summary the statistic, and the subject’s percentile beside its rank', async () => {
    const client = await standard();
    const summary = async (query: string) => {
      const response = await client.get(
        `/api/${SUBJECT}/metric/quarterly/2025-03-31/10/${groupId}${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Record<string, unknown>[];
    };
    const rowOf = (rows: Record<string, unknown>[], metricId: string) =>
      rows.find((r) => r.metricId === metricId)!;
    // The subject's 10% against 5, 15, 8, 9, 50: rank 3 (15 and 50 better), 3 of 5 worse.
    const mean = rowOf(await summary(''), 'LBPREQAS');
    expect(mean).toMatchObject({
      statistic: 'mean',
      institutionRank: 3,
      institutionPercentile: 60,
    });
    expect(mean.groupValue).toBeCloseTo(87 / 5, 10);
    const median = rowOf(await summary('?statistic=median'), 'LBPREQAS');
    expect(median).toMatchObject({
      statistic: 'median',
      groupValue: expect.closeTo(9, 10),
      difference: 1,
      institutionRank: 3,
      institutionPercentile: 60,
      groupValueReason: null,
    });
    const aggregate = await summary('?statistic=aggregate');
    expect(rowOf(aggregate, 'LBPREQAS').groupValue).toBeCloseTo((1150 / 8300) * 100, 10);
    // Total assets has no aggregate: the row says why instead of a figure.
    expect(rowOf(aggregate, 'LBPR2170')).toMatchObject({
      groupValue: null,
      difference: null,
      groupValueReason: expect.stringContaining('is not defined as a ratio of summable items'),
    });
  });

  it('gives KPI tiles and chart elements the statistic', async () => {
    const client = await standard();
    const tiles = (
      await client.get(
        `/api/${SUBJECT}/kpi/LBPREQAS,LBPR2170?peer=group:${groupId}&date=2025-09-30&statistic=trimmed`,
      )
    ).json();
    expect(tiles[0]).toMatchObject({
      metricId: 'LBPREQAS',
      peerValue: null,
      peerStatistic: 'trimmed',
      peerCount: 4,
      peerValueReason: TOO_FEW_FOR_TRIMMED,
    });
    // The members' total assets, 500, 800, 1,000, 2,000 and 4,000 thousand: the cuts drop 500
    // and 4,000.
    expect(tiles[1]).toMatchObject({ metricId: 'LBPR2170', peerCount: 5 });
    expect(tiles[1].peerValue).toBeCloseTo(((800 + 1000 + 2000) / 3) * 1000, 6);
    const rows = (
      await client.get(`/api/${SUBJECT}/element/asset-mix/group/${groupId}?statistic=median`)
    ).json();
    const assets = rows.find((r: { metricId: string }) => r.metricId === 'LBPR2170');
    expect(assets.data[1]).toEqual(['2025-03-31', 1_000_000, 1_000_000]);
  });

  it('answers the Distribution page: the members’ values, the subject marked, outliers named', async () => {
    const client = await standard();
    const response = await client.get(
      `/api/${SUBJECT}/metric/distribution/LBPREQAS/2025-03-31/${groupId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json();
    expect(found.values).toEqual([5, 8, 9, 15, 50].map((v) => expect.closeTo(v, 10)));
    expect(found.subject).toMatchObject({ iid: SUBJECT, value: expect.closeTo(10, 10) });
    // Quartiles 8 and 15: the upper fence is 15 + 1.5 × 7 = 25.5, and 205's 50% is beyond it.
    expect(found.box).toMatchObject({ p25: 8, p50: 9, p75: 15, high: 15, low: 5 });
    expect(found.outliers).toEqual([
      { iid: bank(205), label: expect.stringContaining('Test Bank 205'), value: 50 },
    ]);
    const basic = await t.client().login('basic@example.com');
    expect(
      (await basic.get(`/api/${SUBJECT}/metric/distribution/LBPREQAS/2025-03-31/${groupId}`))
        .statusCode,
    ).toBe(403);
  });
});
