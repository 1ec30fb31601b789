import { iidOf } from '@app/core/domain/institution-ids';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../../reference-data/data/import-batch';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import { metricsOf } from '../../reference-data/catalogue/find-metric';

/** cu@example.com's credit union (Harbor Light in the demo seed) and a peer. */
const SUBJECT = iidOf('credit union', 900007);
const PEER = iidOf('credit union', 900008);

/**
 * A quarter as an NCUA download without FS220N and FS220B gives it: the subject files no
 * incurred-loss allowance (ACCT_719 = 0, so it is on CECL and its allowance is AS0048, which the
 * download lacks); the peer files an incurred-loss allowance of 20,000 on loans of 1,000,000.
 */
function quarter() {
  const batch = tinyBatch('credit union', '2025-12-31', {
    900007: { ACCT_010: 2_000_000, ACCT_025B: 1_500_000, ACCT_018: 1_800_000, ACCT_719: 0 },
    900008: { ACCT_010: 1_200_000, ACCT_025B: 1_000_000, ACCT_018: 1_100_000, ACCT_719: 20_000 },
  });
  batch.unavailableItems = ['ACCT_801', 'ACCT_AS0048', 'ACCT_AS0055', 'ACCT_AS0061', 'ACCT_AS0067'];
  return batch;
}

describe.each(testDatabaseKinds)(
  '"not reported in the source files" on the %s database',
  (kind) => {
    let t: TestApp;
    let nationalGroupId: number;
    beforeAll(async () => {
      t = await startTestApp(kind);
      await importBatch(t.db, quarter(), metricsOf('credit union'));
      const [national] = await t.db
        .select({ groupId: peerGroups.groupId })
        .from(peerGroups)
        .where(
          and(eq(peerGroups.institutionType, 'credit union'), eq(peerGroups.ruleKind, 'national')),
        );
      nationalGroupId = national!.groupId;
    });
    afterAll(() => t.close());

    it('answers allowance to loans as null with the note, beside a peer that reports it', async () => {
      const client = await t.client().login('cu@example.com');
      const response = await client.get(`/api/${SUBJECT}/metric/FPR_ALLLLN/iid/${PEER}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().institutionSeries).toEqual([
        expect.objectContaining({ id: SUBJECT, values: [null], notes: ['not-reported'] }),
        // 20,000 / 1,000,000 × 100 = 2%, and no notes at all
        { kind: 'peer', id: PEER, label: expect.any(String), values: [2] },
      ]);
    });

    it('puts the note on the quarterly summary rows whose value the files cannot give', async () => {
      const client = await t.client().login('cu@example.com');
      const rows = (
        await client.get(`/api/${SUBJECT}/metric/quarterly/2025-12-31/30/${nationalGroupId}`)
      ).json() as {
        metricId: string;
        institutionValue: number | null;
        institutionValueNote: string | null;
      }[];
      const row = (id: string) => rows.find((r) => r.metricId === id);
      // Liquid assets add AFS, equity and HTM securities from the missing FS220N and FS220B.
      expect(row('FPR_LIQASSET')).toMatchObject({
        institutionValue: null,
        institutionValueNote: 'not-reported',
      });
      // Loans to shares come from FS220 alone: 1,500,000 / 1,800,000 × 100.
      expect(row('FPR_LNSHR')).toMatchObject({
        institutionValue: expect.closeTo(250 / 3, 10),
        institutionValueNote: null,
      });

      const institutions = (
        await client.get(`/api/${SUBJECT}/metric/quarterly/2025-12-31/${PEER}`)
      ).json() as {
        metricId: string;
        institutionValueNote: string | null;
        peers: { note: string | null }[];
      }[];
      expect(institutions.find((r) => r.metricId === 'FPR_LIQASSET')).toMatchObject({
        institutionValueNote: 'not-reported',
        peers: [{ iid: PEER, value: null, note: 'not-reported' }],
      });
    });

    it('puts the note on a KPI tile value the files cannot give', async () => {
      const client = await t.client().login('cu@example.com');
      const response = await client.get(
        `/api/${SUBJECT}/kpi/FPR_LIQASSET,FPR_LNSHR?peer=group:${nationalGroupId}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject([
        { metricId: 'FPR_LIQASSET', value: null, valueNote: 'not-reported' },
        { metricId: 'FPR_LNSHR', value: expect.closeTo(250 / 3, 10), valueNote: null },
      ]);
    });
  },
);
