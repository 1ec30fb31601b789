import { iidOf } from '@app/core/domain/institution-ids';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { importBatch } from '../../reference-data/data/import-batch';
import { institutions } from '../../platform/db/schema/institution-tables';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { addCustomGroup, seededGroupId } from '../../testing/peer-group-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { DatabaseKind } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

/** standard@example.com's bank. */
export const SUBJECT = 9000001;
export const Q1 = '2025-09-30';
export const Q2 = '2025-12-31';

/**
 * 40 peers, k = 1 to 40 (agency ids 201 to 240), the same both quarters:
 * - Equity to assets (LBPREQAS, higher is better) k%, except peer 31 at 30% (a tie with peer
 *   30) and peer 40 without one (total assets 0).
 * - Loans to deposits (LBPRLNDEP, lower is better) k%.
 * - Total assets $200M (odd k) or $50M (even k; peer 40: 0), so the $100M to $500M band holds
 *   the odd peers; peers 1 to 10 are in Wisconsin, the others in Illinois.
 * The subject (Illinois): Q1 no total assets (no equity ratio), loans to deposits 50% (worse
 * than every peer); Q2 $200M, equity 20% (a tie with peer 20), loans to deposits 5% (a tie
 * with peer 5).
 */
const peerK = Array.from({ length: 40 }, (_, i) => i + 1);
export const peerIid = (k: number) => iidOf('bank', 200 + k);

function peerReport(k: number) {
  const assets = k === 40 ? 0 : k % 2 === 1 ? 200_000 : 50_000;
  const equityPct = k === 31 ? 30 : k;
  return {
    RCON2170: assets,
    RCON3210: (assets * equityPct) / 100,
    RCON2200: 1000,
    RCON2122: 10 * k,
    // No allowance: net loans (the UBPR's loans to deposits) equal the gross loans.
    RCON3123: 0,
  };
}

const subjectReport: Record<string, Record<string, number>> = {
  [Q1]: { RCON2170: 0, RCON3210: 0, RCON2200: 1000, RCON2122: 500, RCON3123: 0 },
  [Q2]: { RCON2170: 200_000, RCON3210: 40_000, RCON2200: 1000, RCON2122: 50, RCON3123: 0 },
};

export type Rank = { iid: number; rank: number; isSubject: boolean };

/**
 * The app on a database of `kind` holding the peers and the subject above, with its groups
 * (national, Wisconsin, the $100M to $500M band, and the custom group "Around"), and the
 * readers the rank and summary tests share. Call inside a describe block.
 */
export function rankFixture(kind: DatabaseKind) {
  let t: TestApp;
  const groups = { national: 0, band: 0, wisconsin: 0, custom: 0 };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const reportDate of [Q1, Q2]) {
      const reports = Object.fromEntries(peerK.map((k) => [200 + k, peerReport(k)]));
      await importBatch(
        t.db,
        tinyBatch('bank', reportDate, { ...reports, [SUBJECT]: subjectReport[reportDate]! }),
        metricsOf('bank'),
      );
    }
    await t.db
      .update(institutions)
      .set({ state: 'WI' })
      .where(inArray(institutions.iid, peerK.filter((k) => k <= 10).map(peerIid)));
    groups.national = await seededGroupId(t.db, 'bank', eq(peerGroups.ruleKind, 'national'));
    groups.wisconsin = await seededGroupId(t.db, 'bank', eq(peerGroups.ruleState, 'WI'));
    groups.band = await seededGroupId(
      t.db,
      'bank',
      eq(peerGroups.ruleKind, 'assets'),
      eq(peerGroups.ruleMinAssets, 100_000_000),
    );
    // Peers 18 to 24 and the subject itself, which is never its own peer.
    groups.custom = await addCustomGroup(t.db, {
      ownerIid: SUBJECT,
      name: 'Around',
      iids: [...[18, 19, 20, 21, 22, 23, 24].map(peerIid), SUBJECT],
    });
    // Another group with other members, which no answer about "Around" may count.
    await addCustomGroup(t.db, {
      ownerIid: SUBJECT,
      name: 'Far',
      iids: [1, 2, 3, 4, 5].map(peerIid),
    });
  });
  afterAll(() => t.close());

  const standard = () => t.client().login('standard@example.com');
  const percentile = async (path: string) => {
    const client = await standard();
    const response = await client.get(`/api/${SUBJECT}/metric/percentile/${path}`);
    expect(response.statusCode).toBe(200);
    const series = response.json();
    expect(series.dates).toEqual([Q1, Q2]);
    return series.institutionSeries[0].values as (number | null)[];
  };
  const ranks = async (metricId: string, date: string, groupId: number) => {
    const client = await standard();
    const response = await client.get(
      `/api/${SUBJECT}/metric/aggregate/${metricId}/${date}/${groupId}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const pairs = (body: { ranks: Rank[] }) => body.ranks.map((r) => [r.iid, r.rank]);

  return { groups, standard, percentile, ranks, pairs };
}
