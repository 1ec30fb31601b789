import { lagSearch } from '@app/core/analytics/lag-search';
import { regulatorySummary, stableShareOf } from '@app/core/analytics/regulatory-caps';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import { COST, loadBetaSuiteData, RATE, SUBJECT } from '../../testing/beta-suite-fixtures';
import { seededGroupId } from '../../testing/peer-group-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { within } from './beta-inputs';

/**
 * Issue 23: which beta each Beta Suite answer gives and says it gives — the two up-betas, the
 * projections' default lag — and the regulatory view's capped figures and one sentence.
 */
describe.each(testDatabaseKinds)('Beta Suite definitions on the %s database', (kind) => {
  let t: TestApp;
  let nationalGroupId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await loadBetaSuiteData(t.db);
    nationalGroupId = await seededGroupId(t.db, 'bank', eq(peerGroups.ruleKind, 'national'));
  });
  afterAll(() => t.close());

  const nmd = () => t.client().login('nmd@example.com');
  const url = (page: string, query = '') => `/api/${SUBJECT}/nmd/beta-suite/${page}?${query}`;

  it('names the up-beta over the cycle apart from the up-beta over the range, and says how to match them', async () => {
    const client = await nmd();
    const rank = (await client.get(url(`peer-rank/${nationalGroupId}`))).json();
    expect(rank.upBeta.label).toBe('Up-beta over the cycle');
    expect(rank.cycleBeta.label).toBe('Cycle beta');
    expect(rank.upBeta.definition).toBe(
      'The up-beta of the asymmetric model fitted on the quarterly changes from 2021Q4 to 2023Q4, no lag. Asymmetric Betas fits it on the date range and lag chosen there, and gives this figure for the range 2021Q4–2023Q4 at lag 0.',
    );
    // The range the definition names gives the same figure on Asymmetric Betas.
    const cycleRange = (
      await client.get(url('asymmetric', 'startDate=2021-12-31&endDate=2023-12-31&lag=0'))
    ).json();
    expect(cycleRange.upBetaLabel).toBe('Up-beta over the range');
    expect(cycleRange.downBetaLabel).toBe('Down-beta over the range');
    expect(cycleRange.upBeta.beta).toBeCloseTo(rank.upBeta.value, 12);
    // Over the whole range it is another figure, under its other name.
    const wholeRange = (await client.get(url('asymmetric', 'startDate=2021-03-31'))).json();
    expect(Math.abs(wholeRange.upBeta.beta - rank.upBeta.value)).toBeGreaterThan(0.001);
  });

  it('projects with the best-fitting lag by default, and says so', async () => {
    const client = await nmd();
    const answer = (await client.get(url('scenarios', 'startDate=2021-03-31'))).json();
    const search = lagSearch(within(COST, '2021-03-31', '2024-12-31'), RATE);
    const best = search.rows.find((r) => r.best)!;
    // The fixture's cost follows the rate late: lag 0 is not the best fit.
    expect(best.lagQuarters).toBeGreaterThan(0);
    expect(answer.betaUsed).toMatchObject({
      kind: 'regression',
      lagQuarters: best.lagQuarters,
      lagSource: 'bestFit',
      estimatedThrough: '2024-12-31',
      unavailableReason: null,
    });
    expect(answer.betaUsed.beta).toBeCloseTo(best.beta!, 12);
    expect(answer.betaUsed.lagRSquared).toBeCloseTo(best.rSquared!, 12);
    // An instantaneous +100 bp shock reaches the cost once, `lag` quarters after the first.
    const plus100 = answer.scenarios.find((s: { label: string }) => s.label === '+100 bp');
    const costs = plus100.projection.map((q: { depositCost: number }) => q.depositCost);
    const step = costs[best.lagQuarters] - costs[best.lagQuarters - 1];
    expect(step).toBeCloseTo(best.beta!, 10);
    expect(costs.at(-1)).toBeCloseTo(costs[best.lagQuarters], 12);
    // A lag the user chooses is applied and said to be chosen.
    const chosen = (await client.get(url('scenarios', 'startDate=2021-03-31&lag=0'))).json();
    expect(chosen.betaUsed).toMatchObject({ lagQuarters: 0, lagSource: 'chosen' });
    expect(chosen.betaUsed.lagRSquared).toBeCloseTo(search.rows[0]!.rSquared!, 12);
    // The back-test finds its lag on the quarters through T − 4.
    const backTest = (await client.get(url('back-test', 'startDate=2021-03-31'))).json();
    const through = lagSearch(within(COST, '2021-03-31', '2023-12-31'), RATE);
    expect(backTest.assumptions).toMatchObject({
      lagQuarters: through.bestLag,
      lagSource: 'bestFit',
    });
  });

  it('says in a user’s words what to change when the range is too short to back-test', async () => {
    const client = await nmd();
    const response = await client.get(url('back-test', 'startDate=2024-03-31'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The back-test estimates its beta and decay on the quarters up to 2023Q4 and tests them on the four quarters after; your date range starts later. Choose a start date of 2023Q4 or earlier.',
    );
  });

  it('gives each Basel category its capped figures and one sentence for the whole view', async () => {
    const client = await nmd();
    const range = 'startDate=2021-03-31&endDate=2024-12-31';
    const answer = (await client.get(url('regulatory', range))).json();
    const decay = (await client.get(`/api/${SUBJECT}/decay/LBPRNMD?${range}&truncate=true`)).json();
    const stableShare = stableShareOf(decay.points)!;
    const walYears = decay.stable.pctDeclineWal as number;
    expect(
      answer.regulatoryCaps.map((c: { cappedStableShare: number; cappedWalYears: number }) => [
        c.cappedStableShare,
        c.cappedWalYears,
      ]),
    ).toEqual([
      [Math.min(stableShare, 0.9), Math.min(walYears, 5)],
      [Math.min(stableShare, 0.7), Math.min(walYears, 4.5)],
      [Math.min(stableShare, 0.5), Math.min(walYears, 4)],
    ]);
    expect(answer.summary).toBe(
      regulatorySummary({ stableShare, walYears }, answer.regulatoryCaps),
    );
    expect(answer.summary).toContain(`The stable share of ${(stableShare * 100).toFixed(1)}%`);
  });
});
