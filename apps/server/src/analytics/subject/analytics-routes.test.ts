import { iidOf } from '@app/core/domain/institution-ids';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatch } from '../../reference-data/data/import-batch';
import { peerGroupMembers, peerGroups } from '../../platform/db/schema/peer-group-tables';
import { rates, rateValues } from '../../platform/db/schema/rate-tables';
import { rateCatalogue } from '../../reference-data/rates/rate-catalogue';
import { addCustomGroup, seededGroupId } from '../../testing/peer-group-fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';
import { metricsOf } from '../../reference-data/catalogue/find-metric';

/** standard@example.com's bank (Prairie Gate Bank in the demo seed). */
const SUBJECT = 9000001;
const QUARTERS = ['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'];
/** The subject's equity (RCON3210, thousands) on assets of 1,000: equity to assets 5, 7, 9, 11%. */
const SUBJECT_EQUITY = [50, 70, 90, 110];

/**
 * Equity to assets (LBPREQAS, higher is better) and loans to deposits (LBPRLNDEP, lower is
 * better) of three peers, the same every quarter:
 *   101: 300/2000 = 15%, 1600/1600 = 100%;  102: 40/500 = 8%, 200/400 = 50%;
 *   103: 360/4000 = 9%, 2700/3000 = 90%.    Subject: loans 600 / deposits 800 = 75%.
 */
// No allowance (RCON3123 0): net loans, the UBPR's loans to deposits, equal the gross loans.
const peers = {
  101: { RCON2170: 2000, RCON2200: 1600, RCON2122: 1600, RCON3123: 0, RCON3210: 300 },
  102: { RCON2170: 500, RCON2200: 400, RCON2122: 200, RCON3123: 0, RCON3210: 40 },
  103: { RCON2170: 4000, RCON2200: 3000, RCON2122: 2700, RCON3123: 0, RCON3210: 360 },
};

describe.each(testDatabaseKinds)('metric calls on the %s database', (kind) => {
  let t: TestApp;
  let customGroupId: number;
  let nationalGroupId: number;
  const peerIid = (n: number) => iidOf('bank', n);

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const [q, reportDate] of QUARTERS.entries()) {
      const subject = {
        RCON2170: 1000,
        RCON2200: 800,
        // Deposit kinds of RC-E (the deposit mix); the rest of the 800 is time deposits, unreported here.
        RCON2215: 500,
        RCON6810: 200,
        RCON0352: 70,
        RCON2122: 600,
        RCON3123: 0,
        RCON3210: SUBJECT_EQUITY[q]!,
      };
      await importBatch(
        t.db,
        tinyBatch('bank', reportDate, { [SUBJECT]: subject, ...peers }),
        metricsOf('bank'),
      );
    }
    customGroupId = await addCustomGroup(t.db, {
      ownerIid: SUBJECT,
      name: 'Three Peers',
      iids: [101, 102, 103].map(peerIid),
    });
    nationalGroupId = await seededGroupId(t.db, 'bank', eq(peerGroups.ruleKind, 'national'));
    // Fed Funds 2, 3, 4, 5 while the subject's equity ratio reads 5, 7, 9, 11: ratio = 2 × rate + 1.
    const fedFunds = rateCatalogue.find((r) => r.rateId === 'FEDFUNDS')!;
    await t.db.insert(rates).values(fedFunds);
    await t.db
      .insert(rateValues)
      .values(QUARTERS.map((reportDate, q) => ({ rateId: 'FEDFUNDS', reportDate, value: 2 + q })));
  });
  afterAll(() => t.close());

  const standard = () => t.client().login('standard@example.com');

  it('lists the metrics of the institution type for the pickers', async () => {
    const client = await standard();
    const trend = (await client.get(`/api/${SUBJECT}/metric/trend`)).json();
    expect(trend.find((m: { metricId: string }) => m.metricId === 'LBPR2170')).toMatchObject({
      metricTitle: 'Total Assets',
      categoryTitle: '1. Balance Sheet',
      displayType: 'USD',
    });
    expect(trend.some((m: { metricId: string }) => m.metricId.startsWith('ACCT_'))).toBe(false);
    const correlation = (await client.get(`/api/${SUBJECT}/metric/correlation`)).json();
    expect(correlation[0].rates).toEqual(['10yr', '5yr', '3mo', 'FedFunds']);
  });

  it('answers the regression dropdown with the rates held', async () => {
    const client = await standard();
    const dropdown = (await client.get('/api/dropdown/regression')).json();
    expect(dropdown.find((m: { metricId: string }) => m.metricId === 'LBPRQCOSTDEP')).toMatchObject(
      {
        categoryTitle: '2. Deposit and Borrowing Costs (QTR - Annualized)',
        rates: [{ rateIdStatistical: 'FedFunds', rateName: 'Fed Funds' }],
      },
    );
    const basic = await t.client().login('basic@example.com');
    expect((await basic.get('/api/dropdown/regression')).statusCode).toBe(403);
  });

  it('answers the series of the institution and a custom group average', async () => {
    const client = await standard();
    const response = await client.get(`/api/${SUBJECT}/metric/LBPREQAS/group/${customGroupId}`);
    expect(response.statusCode).toBe(200);
    const series = response.json();
    expect(series.dates).toEqual(QUARTERS);
    expect(series.institutionSeries[0]).toMatchObject({
      kind: 'institution',
      id: SUBJECT,
      values: [5, 7, 9, 11].map((v) => expect.closeTo(v, 10)),
    });
    // (15 + 8 + 9) / 3 = 10.6667 each quarter
    expect(series.institutionSeries[1]).toMatchObject({
      kind: 'group',
      id: customGroupId,
      label: 'Three Peers',
    });
    expect(series.institutionSeries[1].values[0]).toBeCloseTo(32 / 3, 10);
    expect(series.dateSeries[1]).toEqual({
      reportDate: '2025-06-30',
      values: [expect.closeTo(7, 10), expect.closeTo(32 / 3, 10)],
    });
    const narrowed = (
      await client.get(
        `/api/${SUBJECT}/metric/LBPREQAS/group/${customGroupId}?members=${peerIid(101)},${peerIid(102)}`,
      )
    ).json();
    expect(narrowed.institutionSeries[1].values[0]).toBeCloseTo(11.5, 10);
    // The national group: every other bank with a value, the same three here.
    const national = (
      await client.get(`/api/${SUBJECT}/metric/LBPREQAS/group/${nationalGroupId}`)
    ).json();
    expect(national.institutionSeries[1].values[3]).toBeCloseTo(32 / 3, 10);
    const peer = (await client.get(`/api/${SUBJECT}/metric/LBPR2170/iid/${peerIid(102)}`)).json();
    expect(peer.institutionSeries.map((l: { values: number[] }) => l.values[0])).toEqual([
      1_000_000, 500_000,
    ]);
  });

  it('answers a quarterly summary row with average, difference, rank and top institution', async () => {
    const client = await standard();
    const rows = (
      await client.get(`/api/${SUBJECT}/metric/quarterly/2025-06-30/10/${customGroupId}`)
    ).json();
    // Equity to assets 7 against 15, 8, 9: average 10.67, difference −3.67, rank 4 of 4, top 15.
    expect(rows.find((r: { metricId: string }) => r.metricId === 'LBPREQAS')).toMatchObject({
      sectionTitle: 'Capital',
      rowTitle: 'Equity to Assets',
      level: 0,
      institutionValue: expect.closeTo(7, 10),
      groupValue: expect.closeTo(32 / 3, 10),
      difference: -3.67,
      institutionRank: 4,
      institutionsReporting: 4,
      topInstitutionIid: peerIid(101),
      topInstitutionLabel: 'Test Bank 101 (Springfield, IL)',
      topInstitutionValue: 15,
    });
    // Loans to deposits, lower is better: 75 against 100, 50, 90; average 80; the difference is
    // sign-flipped (80 − 75 = +5: better than the group); rank 2 (only 50 is better); top 50.
    expect(rows.find((r: { metricId: string }) => r.metricId === 'LBPRLNDEP')).toMatchObject({
      institutionValue: 75,
      groupValue: 80,
      difference: 5,
      institutionRank: 2,
      topInstitutionIid: peerIid(102),
      topInstitutionValue: 50,
    });
  });

  it('answers the institution summary against peer institutions', async () => {
    const client = await standard();
    const rows = (
      await client.get(
        `/api/${SUBJECT}/metric/quarterly/2025-06-30/${peerIid(101)},${peerIid(102)}`,
      )
    ).json();
    expect(rows.find((r: { metricId: string }) => r.metricId === 'LBPRLNDEP')).toMatchObject({
      institutionValue: 75,
      peers: [
        { iid: peerIid(101), value: 100, difference: 25 },
        { iid: peerIid(102), value: 50, difference: -25 },
      ],
    });
  });

  it('answers the percentile rank in the group each quarter', async () => {
    const client = await standard();
    const series = (
      await client.get(`/api/${SUBJECT}/metric/percentile/LBPREQAS/${customGroupId}`)
    ).json();
    // Among 5/7/9/11 and 15, 8, 9: worse values over (4 − 1): 0/3, 0/3, 1/3 (8 < 9; 9 ties), 2/3.
    expect(series.institutionSeries[0].values).toEqual([0, 0, 1 / 3, 2 / 3]);
  });

  it('answers the rank chart of the national group', async () => {
    const client = await standard();
    const ranks = (
      await client.get(`/api/${SUBJECT}/metric/aggregate/LBPREQAS/2025-12-31/${nationalGroupId}`)
    ).json();
    expect(ranks).toMatchObject({
      institutionRank: 2,
      institutionsReporting: 4,
      label: 'Showing 4 of 4 institutions',
    });
    expect(ranks.ranks.map((r: { iid: number; rank: number }) => [r.iid, r.rank])).toEqual([
      [peerIid(101), 1],
      [SUBJECT, 2],
      [peerIid(103), 3],
      [peerIid(102), 4],
    ]);
    // Values 8 to 15, span 7: padded by 20% each side (1.4).
    expect(ranks.axisMin).toBeCloseTo(6.6, 10);
    expect(ranks.axisMax).toBeCloseTo(16.4, 10);
  });

  it('answers beta and R squared against the rates at lags of 0, 3 and 6 months', async () => {
    const client = await standard();
    const rows = (
      await client.get(`/api/${SUBJECT}/metric/statistical/LBPREQAS/2025-03-31/2025-12-31`)
    ).json();
    expect(rows).toEqual([
      // ratio = 2 × rate + 1 on the same quarter: beta 2, R² 1 over 4 quarters.
      {
        rateId: 'FEDFUNDS',
        rateIdStatistical: 'FedFunds',
        rateName: 'Fed Funds',
        lagMonths: 0,
        beta: expect.closeTo(2, 10),
        rSquared: expect.closeTo(1, 10),
        intercept: expect.closeTo(1, 10),
        points: 4,
      },
      // against the rate a quarter earlier: 7, 9, 11 on 2, 3, 4 → ratio = 2 × rate + 3.
      {
        rateId: 'FEDFUNDS',
        rateIdStatistical: 'FedFunds',
        rateName: 'Fed Funds',
        lagMonths: 3,
        beta: expect.closeTo(2, 10),
        rSquared: expect.closeTo(1, 10),
        intercept: expect.closeTo(3, 10),
        points: 3,
      },
      // two pairs only: no statistics under 3 quarters.
      {
        rateId: 'FEDFUNDS',
        rateIdStatistical: 'FedFunds',
        rateName: 'Fed Funds',
        lagMonths: 6,
        beta: null,
        rSquared: null,
        intercept: null,
        points: 2,
      },
    ]);
  });

  it('answers chart elements, their maximum and their largest slices', async () => {
    const client = await standard();
    const rows = (
      await client.get(`/api/${SUBJECT}/element/deposit-mix/group/${customGroupId}`)
    ).json();
    // Total deposits is the line drawn over the deposit kinds' stack.
    const deposits = rows.find((r: { metricId: string }) => r.metricId === 'LBPR2200');
    expect(deposits).toMatchObject({
      rowTitle: 'Total Deposits',
      compType: 'line',
      displayType: 'USD',
      dataType: 'metric',
    });
    expect(deposits.data[0]).toEqual(['reportDate', String(SUBJECT), `group:${customGroupId}`]);
    // 800 thousand; (1,600 + 400 + 3,000) / 3 thousand
    expect(deposits.data[1]).toEqual(['2025-03-31', 800_000, expect.closeTo(5_000_000 / 3, 6)]);
    const transaction = rows.find((r: { metricId: string }) => r.metricId === 'LBPR2215');
    expect(transaction).toMatchObject({ rowTitle: 'Transaction Accounts', compType: 'bar' });
    // The peers report no deposit kinds: the group's average is missing, not 0.
    expect(transaction.data[1]).toEqual(['2025-03-31', 500_000, null]);
    const max = (
      await client.get(`/api/${SUBJECT}/element/max/deposit-mix/group/${customGroupId}`)
    ).json();
    // The group's average deposits, 1,666.7 thousand, is the largest value of the element.
    expect(max.max).toBeCloseTo(5_000_000 / 3, 6);
    const slices = (
      await client.get(`/api/${SUBJECT}/element/slices/deposit-mix?date=2025-06-30&count=2`)
    ).json();
    // The line (total deposits) is no slice; unreported time deposits are left out, not 0.
    expect(slices).toEqual({
      reportDate: '2025-06-30',
      displayType: 'USD',
      slices: [
        { metricId: 'LBPR2215', title: 'Transaction Accounts', value: 500_000 },
        { metricId: 'LBPR6810', title: 'Money Market Deposit Accounts', value: 200_000 },
        { metricId: null, title: 'Other', value: 70_000 },
      ],
    });
    expect((await client.get(`/api/${SUBJECT}/element/nothing/none/0`)).statusCode).toBe(404);
  });

  it('answers KPI values with the prior quarter and the group average', async () => {
    const client = await standard();
    const [kpi] = (
      await client.get(`/api/${SUBJECT}/kpi/LBPREQAS?peer=group:${customGroupId}`)
    ).json();
    expect(kpi).toMatchObject({
      metricId: 'LBPREQAS',
      reportDate: '2025-12-31',
      value: 11,
      priorValue: 9,
      peerValue: expect.closeTo(32 / 3, 10),
    });
  });

  it('refuses signed-out callers, other institutions, missing products and tiers', async () => {
    expect((await t.client().get(`/api/${SUBJECT}/metric/trend`)).statusCode).toBe(401);
    const standardClient = await standard();
    const otherBank = await standardClient.get(
      `/api/${iidOf('bank', 9000002)}/metric/LBPR2170/none/0`,
    );
    expect(otherBank.statusCode).toBe(403);
    expect(otherBank.json().message).toBe('You do not have access to this institution.');
    const multi = await t.client().login('bundle@example.com');
    expect((await multi.get(`/api/${SUBJECT}/metric/LBPR2170/none/0`)).statusCode).toBe(200);
    // A MULTI organization may view the subject, but not another organization's custom group.
    expect(
      (await multi.get(`/api/${SUBJECT}/metric/LBPREQAS/group/${customGroupId}`)).statusCode,
    ).toBe(404);
    const nmdOnly = await t.client().login('nmd@example.com');
    expect(
      (
        await nmdOnly.get(
          `/api/${iidOf('bank', 9000003)}/metric/quarterly/2025-06-30/30/${nationalGroupId}`,
        )
      ).statusCode,
    ).toBe(403);
    const basic = await t.client().login('basic@example.com');
    const basicBank = iidOf('bank', 9000002);
    const paywalled = await basic.get(
      `/api/${basicBank}/metric/statistical/LBPREQAS/2025-03-31/2025-12-31`,
    );
    expect(paywalled.statusCode).toBe(403);
    expect(paywalled.json().message).toBe(
      'Your plan does not include this feature. Upgrade to use it.',
    );
    expect((await basic.get(`/api/${basicBank}/metric/LBPRNATOT/none/0`)).statusCode).toBe(403);
    expect((await basic.get(`/api/${basicBank}/metric/correlation`)).statusCode).toBe(403);
    // The free plan compares with the aggregate groups only.
    const [provider] = await t.db
      .insert(peerGroups)
      .values({ groupType: 20, institutionType: 'bank', name: 'Provider Peers' })
      .returning({ groupId: peerGroups.groupId });
    await t.db.insert(peerGroupMembers).values({ groupId: provider!.groupId, iid: peerIid(101) });
    const providerSeries = await basic.get(
      `/api/${basicBank}/metric/LBPREQAS/group/${provider!.groupId}`,
    );
    expect(providerSeries.statusCode).toBe(403);
    expect(providerSeries.json().message).toContain('national, state and asset-size peer groups');
    expect(
      (await basic.get(`/api/${basicBank}/metric/LBPREQAS/group/${nationalGroupId}`)).statusCode,
    ).toBe(200);
  });

  it('answers 400 or 404 naming the problem for bad input', async () => {
    const client = await standard();
    const badDate = await client.get(
      `/api/${SUBJECT}/metric/quarterly/2025-06-15/30/${nationalGroupId}`,
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('must be a quarter-end date YYYY-MM-DD');
    expect((await client.get(`/api/${SUBJECT}/metric/quarterly/2025-06-30/15/1`)).statusCode).toBe(
      400,
    );
    const unknown = await client.get(`/api/${SUBJECT}/metric/NOPE/none/0`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No bank metric NOPE.');
    expect((await client.get(`/api/${SUBJECT}/metric/ACCT_010/none/0`)).statusCode).toBe(404);
    expect(
      (await client.get(`/api/${SUBJECT}/metric/LBPR2170/iid/${iidOf('credit union', 5)}`))
        .statusCode,
    ).toBe(400);
    expect((await client.get(`/api/${SUBJECT}/metric/LBPR2170/iids/1,2,3,4,5`)).statusCode).toBe(
      400,
    );
    expect((await client.get(`/api/abc/metric/trend`)).statusCode).toBe(400);
    expect((await client.get(`/api/${SUBJECT}/kpi/LBPREQAS?peer=everyone`)).statusCode).toBe(400);
  });
});
