import { asymmetricBetas } from '@app/core/analytics/asymmetric-beta';
import { backTest } from '@app/core/analytics/back-test';
import { cycleBeta } from '@app/core/analytics/cycle-beta';
import { lagSearch } from '@app/core/analytics/lag-search';
import { projectDepositCost } from '@app/core/analytics/rate-scenarios';
import { regulatoryCaps, stableShareOf } from '@app/core/analytics/regulatory-caps';
import { rollingBetas } from '@app/core/analytics/rolling-beta';
import { iidOf } from '@app/core/domain/institution-ids';
import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peerGroups } from '../../platform/db/schema/peer-group-tables';
import {
  BALANCE,
  COST,
  dated,
  grantCreditUnionNmd,
  importCreditUnion,
  loadBetaSuiteData,
  NORTHGATE,
  RATE,
  SUBJECT,
} from '../../testing/beta-suite-fixtures';
import { addCustomGroup, seededGroupId } from '../../testing/peer-group-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds)('Beta Suite on the %s database', (kind) => {
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

  it('answers the cycle beta of the 2022 tightening with its quarter-by-quarter path', async () => {
    const client = await nmd();
    const response = await client.get(url('cycle'));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      metricId: 'LBPRQCOSTDEP',
      metricTitle: 'Cost of Total Deposits',
      rateId: 'FEDFUNDS',
      rateName: 'Fed Funds',
      window: {
        cycleId: 'tightening-2022',
        start: '2022-03-31',
        end: '2023-12-31',
        baseDate: '2021-12-31',
      },
      minimumQuarters: 4,
    });
    // 2021Q4 → 2023Q4: cost 0.25 → 2.10, rate 0.10 → 5.33.
    expect(answer.cycleBeta).toBeCloseTo(1.85 / 5.23, 10);
    const expected = cycleBeta(COST, RATE, { start: '2022-03-31', end: '2023-12-31' });
    expect(answer.path).toHaveLength(8);
    answer.path.forEach((point: { cumulativeBeta: number }, i: number) =>
      expect(point.cumulativeBeta).toBeCloseTo(expected.path[i]!.cumulativeBeta!, 10),
    );
    expect(answer.defaultCycles.map((c: { id: string }) => c.id)).toEqual([
      'tightening-2015',
      'easing-2019',
      'tightening-2022',
    ]);
    // The 2015 tightening has no data here: no beta, and every quarter listed as missing.
    const old = (await client.get(url('cycle', 'cycle=tightening-2015'))).json();
    expect(old.cycleBeta).toBeNull();
    expect(old.path.every((p: { metricChange: null }) => p.metricChange === null)).toBe(true);
    expect(old.skippedQuarters).toHaveLength(16);
  });

  it('refuses a cycle under 4 quarters, an unknown rate and a bad lag with a 400 that says why', async () => {
    const client = await nmd();
    const short = await client.get(url('cycle', 'cycleStart=2022-03-31&cycleEnd=2022-09-30'));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'A rate cycle spans at least 4 quarters, got 2022-03-31 to 2022-09-30.',
    );
    const halfWindow = await client.get(url('cycle', 'cycleStart=2022-03-31'));
    expect(halfWindow.statusCode).toBe(400);
    expect(halfWindow.json().message).toBe(
      'A cycle of your own needs both cycleStart and cycleEnd.',
    );
    const rate = await client.get(url('asymmetric', 'rateId=LIBOR'));
    expect(rate.statusCode).toBe(400);
    expect(rate.json().message).toBe(
      'Unknown rate LIBOR: use one of DGS10, DGS5, DGS3MO, FEDFUNDS.',
    );
    const lag = await client.get(url('rolling', 'lag=5'));
    expect(lag.statusCode).toBe(400);
    expect(lag.json().message).toContain('must be a whole number of quarters from 0 to 4');
    const balance = await client.get(url('lags', 'metricId=LBPRNMD'));
    expect(balance.statusCode).toBe(400);
    expect(balance.json().message).toBe(
      'LBPRNMD is not a cost or yield metric: a beta relates a cost to a rate.',
    );
  });

  it('answers the up-beta with its statistics, and Insufficient Data for 2 falling quarters', async () => {
    const client = await nmd();
    const answer = (
      await client.get(url('asymmetric', 'startDate=2021-03-31&endDate=2024-12-31'))
    ).json();
    const expected = asymmetricBetas(COST, RATE, { start: '2021-06-30', end: '2024-12-31' });
    expect(answer).toMatchObject({
      upQuarters: 8,
      downQuarters: 2,
      n: 15,
      downBeta: null,
      minimumQuartersPerSide: 3,
    });
    expect(answer.upBeta.beta).toBeCloseTo(expected.upBeta!.beta, 10);
    expect(answer.upBeta.standardError).toBeCloseTo(expected.upBeta!.standardError, 10);
    expect(answer.upBeta.confidenceInterval[0]).toBeCloseTo(
      expected.upBeta!.confidenceInterval[0],
      10,
    );
    expect(answer.upBeta.confidenceInterval[1]).toBeCloseTo(
      expected.upBeta!.confidenceInterval[1],
      10,
    );
    expect(answer.upBeta.n).toBe(8);
    expect(answer.rSquared).toBeCloseTo(expected.rSquared!, 10);
  });

  it('answers the 8- and 12-quarter rolling betas and the lag search', async () => {
    const client = await nmd();
    const rolling = (await client.get(url('rolling', 'startDate=2021-03-31&lag=1'))).json();
    expect(rolling.rollingBetas.map((r: { windowQuarters: number }) => r.windowQuarters)).toEqual([
      8, 12,
    ]);
    for (const { windowQuarters, points } of rolling.rollingBetas) {
      const expected = rollingBetas(COST, RATE, {
        windowQuarters,
        lagQuarters: 1,
        start: '2021-06-30',
        end: '2024-12-31',
      });
      // 15 changes (2021Q2 … 2024Q4): 8 full 8-quarter windows, 4 full 12-quarter ones.
      expect(points).toHaveLength(windowQuarters === 8 ? 8 : 4);
      expect(points.map((p: { reportDate: string }) => p.reportDate)).toEqual(
        expected.map((p) => p.reportDate),
      );
      points.forEach((p: { estimate: { beta: number } | null }, i: number) =>
        expect(p.estimate?.beta ?? null).toBeCloseTo(expected[i]!.estimate?.beta ?? NaN, 10),
      );
    }
    const lags = (await client.get(url('lags'))).json();
    const expected = lagSearch(COST, RATE);
    expect(lags.bestLag).toBe(expected.bestLag);
    expect(lags.nearBestLags).toEqual(expected.nearBestLags);
    expect(lags.rows.map((r: { n: number }) => r.n)).toEqual(expected.rows.map((r) => r.n));
    expect(lags.nearTieRSquared).toBe(0.02);
  });

  it('ranks the cycle beta and up-beta nationally, with the institution marked in the histogram', async () => {
    const client = await nmd();
    const response = await client.get(url(`peer-rank/${nationalGroupId}`));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.group).toEqual({ groupId: nationalGroupId, name: 'National', national: true });
    // Betas 0.2, 0.5, 0.6, 0.8 around the subject's 0.354: one of four others is lower.
    expect(answer.cycleBeta.value).toBeCloseTo(1.85 / 5.23, 10);
    expect(answer.cycleBeta.peerPercentile).toBeCloseTo(1 / 4, 12);
    expect(answer.cycleBeta.nationalPercentile).toBeCloseTo(1 / 4, 12);
    expect(answer.cycleBeta.national.count).toBe(5);
    const marked = answer.cycleBeta.national.bins.filter(
      (b: { institution: boolean }) => b.institution,
    );
    expect(marked).toHaveLength(1);
    expect(marked[0].from).toBeLessThanOrEqual(answer.cycleBeta.value);
    const up = asymmetricBetas(COST, RATE, { start: '2022-03-31', end: '2023-12-31' }).upBeta!.beta;
    expect(answer.upBeta.value).toBeCloseTo(up, 10);
    // The peers' up-betas equal their cycle betas: their costs move by b × each rate move.
    const ranks = [0.2, 0.5, 0.6, 0.8].filter((b) => b < up).length / 4;
    expect(answer.upBeta.nationalPercentile).toBeCloseTo(ranks, 12);
    // An aggregate group has no members to tick.
    const filtered = await client.get(
      url(`peer-rank/${nationalGroupId}`, `members=${iidOf('bank', 101)}`),
    );
    expect(filtered.statusCode).toBe(400);
  });

  it('ranks within the ticked members of a custom group for a Peer Comparison holder', async () => {
    const groupId = await addCustomGroup(t.db, {
      ownerIid: NORTHGATE,
      name: 'Beta peers',
      iids: [101, 102, 103].map((n) => iidOf('bank', n)),
    });
    const bundle = await t.client().login('bundle@example.com');
    const path = `/api/${NORTHGATE}/nmd/beta-suite/peer-rank/${groupId}`;
    const answer = (
      await bundle.get(`${path}?members=${iidOf('bank', 101)},${iidOf('bank', 102)}`)
    ).json();
    // Northgate's 0.6 above 0.2 and 0.5: the top of its filtered group; nationally 3 of 4 below.
    expect(answer.group).toEqual({ groupId, name: 'Beta peers', national: false });
    expect(answer.cycleBeta.value).toBeCloseTo(0.6, 10);
    expect(answer.cycleBeta.peerPercentile).toBe(1);
    expect(answer.cycleBeta.peer.count).toBe(3);
    expect(answer.cycleBeta.nationalPercentile).toBeCloseTo(3 / 4, 12);
    // nmd@ holds no Peer Comparison Standard: another organization's custom group is not its own.
    const nmdClient = await nmd();
    expect((await nmdClient.get(url(`peer-rank/${groupId}`))).statusCode).toBe(404);
  });

  it('sets the stable share and WAL of the decay module beside the Basel caps', async () => {
    const client = await nmd();
    const range = 'startDate=2021-03-31&endDate=2024-12-31';
    const answer = (await client.get(url('regulatory', range))).json();
    const decay = (await client.get(`/api/${SUBJECT}/decay/LBPRNMD?${range}&truncate=true`)).json();
    const stableShare = stableShareOf(decay.points);
    expect(stableShare).not.toBeNull();
    expect(answer).toMatchObject({
      institutionType: 'bank',
      balanceMetricId: 'LBPRNMD',
      stableShare,
      walYears: decay.stable.pctDeclineWal,
      insufficientData: false,
      ncuaNev: null,
    });
    expect(answer.regulatoryCaps).toEqual(
      regulatoryCaps({ stableShare, walYears: decay.stable.pctDeclineWal }),
    );
    expect(answer.regulatoryCaps.map((c: { maxCoreShare: number }) => c.maxCoreShare)).toEqual([
      0.9, 0.7, 0.5,
    ]);
  });

  it('back-tests T−3..T on a regression beta estimated through T−4', async () => {
    const client = await nmd();
    const response = await client.get(
      url('back-test', 'startDate=2021-03-31&endDate=2024-12-31&lag=0'),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    const through = COST.filter(
      (c) => c.reportDate >= '2021-03-31' && c.reportDate <= '2023-12-31',
    );
    const beta = lagSearch(through, RATE, [0]).rows[0]!.beta!;
    expect(answer.assumptions).toMatchObject({
      kind: 'regression',
      lagQuarters: 0,
      lagSource: 'chosen',
      estimatedThrough: '2023-12-31',
      unavailableReason: null,
    });
    expect(answer.assumptions.beta).toBeCloseTo(beta, 10);
    const decay = (
      await client.get(`/api/${SUBJECT}/decay/LBPRNMD?startDate=2021-03-31&endDate=2023-12-31`)
    ).json();
    expect(answer.assumptions.decayFactor).toBe(decay.actual.decayFactor);
    const expected = backTest({
      metric: COST,
      rate: RATE,
      balance: dated(BALANCE.map((b) => b * 1000)),
      lastQuarter: '2024-12-31',
      assumptions: {
        beta: { kind: 'single', beta },
        lagQuarters: 0,
        decayFactor: decay.actual.decayFactor,
      },
    });
    expect(answer.backTest.testQuarters).toEqual([
      '2024-03-31',
      '2024-06-30',
      '2024-09-30',
      '2024-12-31',
    ]);
    answer.backTest.quarters.forEach(
      (q: { predictedCost: number; costError: number; reportedBalance: number }, i: number) => {
        expect(q.predictedCost).toBeCloseTo(expected.quarters[i]!.predictedCost!, 10);
        expect(q.costError).toBeCloseTo(expected.quarters[i]!.costError!, 10);
        expect(q.reportedBalance).toBe(expected.quarters[i]!.reportedBalance);
      },
    );
    // The asymmetric beta has Insufficient Data through 2023 (no falling quarter): costs blank.
    const asymmetric = (
      await client.get(url('back-test', 'startDate=2021-03-31&beta=asymmetric'))
    ).json();
    expect(asymmetric.assumptions.unavailableReason).toMatch(
      /^Insufficient Data: fewer than 3 quarters of falling rates/,
    );
    expect(
      asymmetric.backTest.quarters.every((q: { predictedCost: null }) => q.predictedCost === null),
    ).toBe(true);
    expect(asymmetric.backTest.quarters[0].predictedBalance).toBeCloseTo(
      expected.quarters[0]!.predictedBalance!,
      6,
    );
  });

  it('projects the deposit cost under the parallel shocks and a custom path', async () => {
    const client = await nmd();
    const path = '4.5,4.25,4,3.75,3.5,3.5,3.5,3.5';
    const response = await client.get(
      url('scenarios', `startDate=2021-03-31&beta=cycle&lag=0&path=${path}`),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    const beta = 1.85 / 5.23;
    expect(answer).toMatchObject({ startDate: '2024-12-31', startCost: 2.1, startRate: 4.6 });
    expect(answer.betaUsed.beta).toBeCloseTo(beta, 10);
    expect(answer.scenarios.map((s: { label: string }) => s.label)).toEqual([
      '−300 bp',
      '−200 bp',
      '−100 bp',
      '+100 bp',
      '+200 bp',
      '+300 bp',
      'Custom path',
    ]);
    const plus100 = answer.scenarios[3];
    // 4.6 + 1 from the first quarter on: 2.10 + β × 1.00, then flat.
    expect(plus100.projection[0]).toMatchObject({
      quarter: 1,
      reportDate: '2025-03-31',
      rate: 5.6,
    });
    expect(plus100.projection[0].depositCost).toBeCloseTo(2.1 + beta, 10);
    expect(plus100.projection[7].depositCost).toBeCloseTo(2.1 + beta, 10);
    const custom = projectDepositCost({
      startCost: 2.1,
      startRate: 4.6,
      ratePath: path.split(',').map(Number),
      beta: { kind: 'single', beta: answer.betaUsed.beta },
      lagQuarters: 0,
    });
    answer.scenarios[6].projection.forEach((q: { depositCost: number }, i: number) =>
      expect(q.depositCost).toBeCloseTo(custom[i]!.depositCost!, 10),
    );
    const hole = await client.get(url('scenarios', 'path=4,4,x,4,4,4,4,4'));
    expect(hole.statusCode).toBe(400);
    expect(hole.json().message).toBe('Quarter 3 of the custom path is not a rate.');
    const short = await client.get(url('scenarios', 'path=4,4,4'));
    expect(short.json().message).toBe('A custom path has 8 quarters, got 3.');
  });

  it('is in the OpenAPI document, one path per page, its answers naming their fields', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    for (const route of Object.values(betaSuiteRoutes)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.get?.tags, path).toEqual(['metrics']);
    }
    const text = JSON.stringify(doc);
    for (const field of [
      'cycleBeta',
      'upBeta',
      'downBeta',
      'standardError',
      'confidenceInterval',
      'rollingBetas',
      'bestLag',
      'peerPercentile',
      'backTest',
      'regulatoryCaps',
    ]) {
      expect(text).toContain(`"${field}"`);
    }
  });

  it('gives a credit union the NCUA NEV values beside the Basel caps, and its own default cost', async () => {
    const union = iidOf('credit union', 900007);
    await importCreditUnion(
      t.db,
      900007,
      BALANCE.map((balance) => ({
        ACCT_010: 3000,
        ACCT_018: 2000,
        ACCT_657: balance,
        ACCT_902: 0,
        ACCT_911: 0,
        ACCT_630: 0,
      })),
    );
    await grantCreditUnionNmd(t.db);
    const client = await t.client().login('cu@example.com');
    const range = 'startDate=2021-03-31&endDate=2024-12-31';
    const answer = (await client.get(`/api/${union}/nmd/beta-suite/regulatory?${range}`)).json();
    const decay = (await client.get(`/api/${union}/decay/ACCT_NMD?${range}`)).json();
    expect(answer).toMatchObject({
      institutionType: 'credit union',
      balanceMetricId: 'ACCT_NMD',
      balanceMetricTitle: 'Non-Maturity Shares',
      stableShare: stableShareOf(decay.points),
      ncuaNev: { basePrice: 99, plus300BpPrice: 95.04 },
    });
    expect(answer.stableShare).toBeGreaterThan(0);
    // No cost was filed: the cycle beta is missing, not 0, and every quarter is listed.
    const cycle = (await client.get(`/api/${union}/nmd/beta-suite/cycle`)).json();
    expect(cycle).toMatchObject({
      metricId: 'FPR_QCOSTSHDEP',
      cycleBeta: null,
      metricChange: null,
    });
    expect(cycle.skippedQuarters).toHaveLength(9);
  });

  it('refuses callers without Non-Maturity Deposits Standard', async () => {
    expect((await t.client().get(url('cycle'))).statusCode).toBe(401);
    const pcOnly = await t.client().login('standard@example.com');
    const refused = await pcOnly.get(url('cycle'));
    expect(refused.statusCode).toBe(403);
    const own = await pcOnly.get(`/api/${iidOf('bank', 9000001)}/nmd/beta-suite/scenarios`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/Non-Maturity Deposits/);
  });
});
