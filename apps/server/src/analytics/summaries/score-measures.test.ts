import { iidOf } from '@app/core/domain/institution-ids';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { importBatch } from '../../reference-data/data/import-batch';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { seededGroupId } from '../../testing/peer-group-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

const DATE = '2025-12-31';

/**
 * A bank's quarter with as many of the five liquidity KPIs as asked: loans to deposits
 * and non-maturity to total deposits always, then cash and liquid assets (both from cash and
 * due), then non-core funding (other borrowed money). k spreads the banks apart.
 */
function report(k: number, kpis: 2 | 4 | 5) {
  const items: Record<string, number> = {
    RCON2170: 100_000,
    RCON2200: 80_000,
    RCON2122: 1_000 * k,
    RCON3123: 0,
    RCON2215: 500 * k,
  };
  if (kpis >= 4) items.RCON0081 = 300 * k;
  if (kpis === 5) items.RCON3190 = 200 * k;
  return items;
}

const full = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const THIN = 20;
const FOUR = 21;

describe.each(testDatabaseKinds)('score coverage on the %s database', (kind) => {
  let t: TestApp;
  let client: Awaited<ReturnType<ReturnType<TestApp['client']>['login']>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const reports: Record<number, Record<string, number>> = {};
    for (const k of full) reports[700 + k] = report(k, 5);
    // The thin bank is made the best on its two KPIs: it would score 5 if two were enough.
    reports[700 + THIN] = { ...report(1, 2), RCON2215: 80_000 };
    reports[700 + FOUR] = report(5, 4);
    await importBatch(t.db, tinyBatch('bank', DATE, reports), metricsOf('bank'));
    client = await t.client().login('bundle@example.com');
  });
  afterAll(() => t.close());

  type Row = { metricId: string } & Record<string, unknown>;
  const scoreRow = async (path: string) => {
    const response = await client.get(path);
    expect(response.statusCode).toBe(200);
    return (response.json() as Row[]).find((row) => row.metricId === 'LHAC0030');
  };

  const scoreOf = async (agencyId: number, metricIds = 'LHAC0030') => {
    const response = await client.get(`/api/${iidOf('bank', agencyId)}/kpi/${metricIds}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>[];
  };

  it('gives no score on 2 of 5 measures, and says why and on how many', async () => {
    const [score] = await scoreOf(700 + THIN);
    expect(score).toMatchObject({
      metricId: 'LHAC0030',
      reportDate: DATE,
      value: null,
      valueNote: 'too-few-measures',
      measures: { used: 2, of: 5, minimum: 3 },
    });
  });

  it('scores on 4 of 5 measures and says so; other metrics carry no count', async () => {
    const [score, loans] = await scoreOf(700 + FOUR, 'LHAC0030,LBPRLNDEP');
    expect(score).toMatchObject({ value: expect.any(Number), valueNote: null });
    expect(score!.measures).toEqual({ used: 4, of: 5, minimum: 3 });
    expect(loans).toMatchObject({ metricId: 'LBPRLNDEP', value: expect.any(Number) });
    expect(loans).not.toHaveProperty('measures');
  });

  it('leaves the thin bank out of the quintiles: the eleven scored banks spread over 1 to 5', async () => {
    const scores: number[] = [];
    for (const k of [...full, FOUR]) scores.push((await scoreOf(700 + k))[0]!.value as number);
    // n = 11: ceil(5k / 11) for k = 1 … 11. Had the thin bank (best on its two) counted,
    // n = 12 and it would have taken one of the 5s: the others would hold only two.
    expect(scores.sort((a, b) => a - b)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5]);
    // Every full bank rests on all five.
    const [best] = await scoreOf(710);
    expect(best!.measures).toEqual({ used: 5, of: 5, minimum: 3 });
  });

  it('gives the quarterly summaries the same footing and reason on the score rows', async () => {
    const national = await seededGroupId(t.db, 'bank', eq(peerGroups.ruleKind, 'national'));
    const thin = iidOf('bank', 700 + THIN);
    const group = await scoreRow(`/api/${thin}/metric/quarterly/${DATE}/30/${national}`);
    expect(group).toMatchObject({
      institutionValue: null,
      institutionValueNote: 'too-few-measures',
      institutionMeasures: { used: 2, of: 5, minimum: 3 },
    });
    const four = iidOf('bank', 700 + FOUR);
    const institutions = await scoreRow(
      `/api/${four}/metric/quarterly/${DATE}/${iidOf('bank', 701)}`,
    );
    expect(institutions).toMatchObject({
      institutionValue: expect.any(Number),
      institutionValueNote: null,
      institutionMeasures: { used: 4, of: 5, minimum: 3 },
    });
  });
});
