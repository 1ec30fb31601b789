import { DEPOSIT_SUMMARY_REASONS } from '@app/core/api/deposit-summary';
import { iidOf } from '@app/core/domain/institution-ids';
import { quarterRange } from '@app/core/domain/quarters';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { raiseDataVersion } from '../../platform/db/data-version';
import { importBatch } from '../../reference-data/data/import-batch';
import { institutions } from '../../platform/db/schema/institution-tables';
import { rates, rateValues } from '../../platform/db/schema/rate-tables';
import { rateCatalogue } from '../../reference-data/rates/rate-catalogue';
import {
  SETTING_KEYS,
  systemSettingsRepository,
} from '../../platform/settings/system-settings-repository';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { tinyBatch } from '../../testing/tiny-batch';

/** nmd@example.com's bank (Blue Mesa Bank in the demo seed). */
const SUBJECT = iidOf('bank', 9000003);
/** A bank that stopped filing after June 2024 (closed), viewed by the MULTI bundle@. */
const CLOSED = iidOf('bank', 620);
const QUARTERS = quarterRange('2022-09-30', '2025-12-31');
/** Fed Funds, percent: up, then down, so the deposit cost has something to follow. */
const FED_FUNDS = [1, 1.5, 2.5, 3, 4, 4.5, 5, 5.25, 5.25, 5, 4.5, 4, 3.75, 3.5];

/**
 * Thousands. Non-maturity deposits (transaction + MMDA + savings) wobble around a decline;
 * the quarter's deposit interest is 0.1% of deposits per percent of Fed Funds, plus a little,
 * booked year to date as the call report does.
 */
function reportOf(q: number, reportDate: string) {
  const nmd = 1000 - 8 * q + (q % 2 === 0 ? 15 : -10);
  const deposits = nmd + 400;
  const quarterInterest = (i: number) => (400 + nmd) * 0.001 * FED_FUNDS[i]! + 0.3 * (i % 3);
  const month = Number(reportDate.slice(5, 7));
  const inYear = month / 3;
  let ytd = 0;
  for (let i = q - inYear + 1; i <= q; i++) ytd += quarterInterest(Math.max(i, 0));
  return {
    RCON2170: 3000,
    RCON2200: deposits,
    RCON2215: nmd * 0.5,
    RCON6810: nmd * 0.3,
    RCON0352: nmd * 0.2,
    RIAD4508: ytd,
  };
}

describe.each(testDatabaseKinds)("the dashboard's deposit figures on the %s database", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const [q, reportDate] of QUARTERS.entries()) {
      const closed: Record<number, Record<string, number>> = reportDate <= '2024-06-30'
        ? { 620: reportOf(q, reportDate) }
        : {};
      await importBatch(
        t.db,
        tinyBatch('bank', reportDate, { 9000003: reportOf(q, reportDate), ...closed }),
        metricsOf('bank'),
      );
    }
  });
  afterAll(() => t.close());

  const nmd = () => t.client().login('nmd@example.com');

  it('says why the beta is missing while no Fed Funds rate is loaded', async () => {
    const summary = (await (await nmd()).get(`/api/${SUBJECT}/deposit-summary`)).json();
    expect(summary.beta).toMatchObject({
      metricTitle: 'Cost of Total Deposits',
      beta: null,
      reason: DEPOSIT_SUMMARY_REASONS.noRate,
    });
    expect(summary.decay.decayFactor).not.toBeNull();
  });

  it("answers the decay and beta pages' own figures over their default 13 quarters", async () => {
    const fedFunds = rateCatalogue.find((r) => r.rateId === 'FEDFUNDS')!;
    await t.db.insert(rates).values(fedFunds);
    await t.db
      .insert(rateValues)
      .values(
        QUARTERS.map((reportDate, q) => ({ rateId: 'FEDFUNDS', reportDate, value: FED_FUNDS[q]! })),
      );
    // As a rates import does: the answers that read rates are asked again.
    await raiseDataVersion(t.db, 'rates');
    const client = await nmd();
    const response = await client.get(`/api/${SUBJECT}/deposit-summary`);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({ startDate: '2022-12-31', endDate: '2025-12-31' });

    const decay = (
      await client.get(
        `/api/${SUBJECT}/decay/LBPRNMD?startDate=2022-12-31&endDate=2025-12-31&basic=true`,
      )
    ).json();
    expect(decay.actual.decayFactor).toBeGreaterThan(0);
    expect(summary.decay).toEqual({
      metricId: 'LBPRNMD',
      metricTitle: 'Non-Maturity Deposits',
      decayFactor: decay.actual.decayFactor,
      straightLineWal: decay.actual.straightLineDeclineWal,
      pctDeclineWal: decay.actual.pctDeclineWal,
      reason: null,
    });

    const statistics = (
      await client.get(
        `/api/${SUBJECT}/metric/statistical/LBPRQCOSTDEP/2022-12-31/2025-12-31?currentProduct=non-maturity-deposits`,
      )
    ).json();
    const fit = statistics.find(
      (row: { rateId: string; lagMonths: number }) =>
        row.rateId === 'FEDFUNDS' && row.lagMonths === 0,
    );
    expect(fit.beta).toBeGreaterThan(0);
    expect(summary.beta).toEqual({
      metricId: 'LBPRQCOSTDEP',
      metricTitle: 'Cost of Total Deposits',
      rateName: 'Fed Funds',
      beta: fit.beta,
      rSquared: fit.rSquared,
      quarters: 13,
      reason: null,
    });
  });

  it("ends a closed bank's window at its last report", async () => {
    const [closed] = await t.db
      .select({ active: institutions.active, last: institutions.lastReportingDate })
      .from(institutions)
      .where(eq(institutions.iid, CLOSED));
    expect(closed).toEqual({ active: false, last: '2024-06-30' });
    const multi = await t.client().login('bundle@example.com');
    const summary = (await multi.get(`/api/${CLOSED}/deposit-summary`)).json();
    // September 2022 to June 2024: 8 quarters, the fewest with decay figures.
    expect(summary).toMatchObject({ startDate: '2022-09-30', endDate: '2024-06-30' });
    expect(summary.decay.reason).toBeNull();
    expect(summary.beta.beta).not.toBeNull();
  });

  it('says why there is no decay with fewer than 8 quarters of balances', async () => {
    // The deposit pages start at June 2025: 3 quarters in the window.
    const settings = systemSettingsRepository(t.db);
    await settings.set(SETTING_KEYS.nmdStartDate, '2025-06-30');
    await settings.set(SETTING_KEYS.nmdCurrentDate, '2025-12-31');
    const summary = (await (await nmd()).get(`/api/${SUBJECT}/deposit-summary`)).json();
    expect(summary).toMatchObject({ startDate: '2025-06-30', endDate: '2025-12-31' });
    expect(summary.decay).toMatchObject({
      decayFactor: null,
      pctDeclineWal: null,
      reason: DEPOSIT_SUMMARY_REASONS.fewBalances(8),
    });
    expect(summary.beta).toMatchObject({ beta: expect.any(Number), quarters: 3, reason: null });
  });

  it('is for holders of Non-Maturity Deposits, on institutions they may view', async () => {
    expect((await t.client().get(`/api/${SUBJECT}/deposit-summary`)).statusCode).toBe(401);
    const pc = await t.client().login('standard@example.com');
    expect((await pc.get(`/api/${SUBJECT}/deposit-summary`)).statusCode).toBe(403);
    const other = await (await nmd()).get(`/api/${CLOSED}/deposit-summary`);
    expect(other.statusCode).toBe(403);
    expect((await (await nmd()).get('/api/abc/deposit-summary')).statusCode).toBe(400);
  });
});
