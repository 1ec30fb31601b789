import type { DatedValue } from '@app/core/analytics/lagged-regression';
import { iidOf } from '@app/core/domain/institution-ids';
import { addMonths } from '@app/core/domain/months';
import { quarterRange } from '@app/core/domain/quarters';
import { eq } from 'drizzle-orm';
import { metricsOf } from '../reference-data/catalogue/find-metric';
import { importBatch } from '../reference-data/data/import-batch';
import type { Database } from '../platform/db/database';
import { subscriptions } from '../platform/db/schema/billing-tables';
import { rateMonthValues, rates, rateValues } from '../platform/db/schema/rate-tables';
import { userProducts, users } from '../platform/db/schema/user-tables';
import { rateCatalogue } from '../reference-data/rates/rate-catalogue';
import { tinyBatch } from './tiny-batch';

/**
 * The Beta Suite's test data: a bank whose deposit cost follows Fed Funds through the 2022–23
 * hikes and the 2024 cuts, four peers of known beta, and the rate itself.
 */

/** nmd@example.com's bank (Blue Mesa Bank in the demo seed). */
export const SUBJECT = iidOf('bank', 9000003);
/** bundle@example.com's bank (Northgate Bank), whose organization also holds Peer Comparison. */
export const NORTHGATE = iidOf('bank', 9000004);
export const QUARTERS = quarterRange('2020-12-31', '2024-12-31');
/** Fed Funds by quarter, percent: flat, the 2022–23 hikes, the 2024 cuts. */
export const FED_FUNDS = [
  0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.8, 2.2, 3.7, 4.5, 5, 5.25, 5.33, 5.33, 5.33, 5.25, 4.6,
];
/**
 * Fed Funds by month m from 2020-10 (m = 0) to 2024-12, percent, for the monthly betas of own
 * data (issue 29): the quarter's value, 0.03 below it in the quarter's first month and above it
 * in its last, so the months average to the quarter.
 */
export const fedFundsMonth = (m: number) => FED_FUNDS[Math.floor(m / 3)]! + ((m % 3) - 1) * 0.03;

/**
 * The subject's cost of total deposits (LBPRQCOSTDEP), percent; 2020Q4 has none (no
 * 2020Q3 year-to-date expense to take from it).
 */
export const SUBJECT_COST = [
  null,
  0.3,
  0.28,
  0.26,
  0.25,
  0.25,
  0.3,
  0.55,
  0.95,
  1.35,
  1.7,
  1.95,
  2.1,
  2.2,
  2.25,
  2.24,
  2.1,
];
/** Peers whose cost moves by exactly b × the rate's move: cycle beta and up-beta b. */
export const PEER_BETAS: Record<number, number> = { 101: 0.2, 102: 0.5, 103: 0.8, 9000004: 0.6 };
const DEPOSITS = 1000;
/** Non-maturity deposits (RCON2215), thousands: growing with a wobble. */
export const BALANCE = QUARTERS.map((_, q) => 800 + 10 * q + (q % 3) * 7);

const peerCost = (b: number) => FED_FUNDS.map((r, q) => (q === 0 ? null : 0.25 + b * (r - 0.1)));

/**
 * The year-to-date expense giving each quarter's cost on 1,000 of deposits (or shares): the cost
 * is (YTD − previous YTD in the year) × 4 over the mean balance, so a quarter at cost c has an
 * expense of 2.5·c. A quarter without a cost books 2.5 all the same; the first has no previous.
 */
export function yearToDate(costs: readonly (number | null)[]): number[] {
  let ytd = 0;
  return QUARTERS.map((date, q) => {
    if (date.endsWith('-03-31')) ytd = 0;
    ytd += 2.5 * (costs[q] ?? 1);
    return ytd;
  });
}

/** A bank's call report items for a cost path (RIAD4508 over RCON2200). */
export function itemsOf(costs: readonly (number | null)[]) {
  return yearToDate(costs).map((ytd, q) => ({
    RCON2200: DEPOSITS,
    RIAD4508: ytd,
    RCON2170: 2000,
    RCON2215: BALANCE[q]!,
  }));
}

export const dated = (values: readonly (number | null)[]): DatedValue[] =>
  QUARTERS.map((reportDate, q) => ({ reportDate, value: values[q] ?? null }));
export const COST = dated(SUBJECT_COST);
export const RATE = dated(FED_FUNDS);

/** Imports the subject, its peers and Fed Funds. */
export async function loadBetaSuiteData(db: Database): Promise<void> {
  const subject = itemsOf(SUBJECT_COST);
  const peers = Object.fromEntries(
    Object.entries(PEER_BETAS).map(([agencyId, b]) => [agencyId, itemsOf(peerCost(b))]),
  );
  for (const [q, reportDate] of QUARTERS.entries()) {
    const reports: Record<number, Record<string, number>> = { 9000003: subject[q]! };
    for (const [agencyId, items] of Object.entries(peers)) reports[Number(agencyId)] = items[q]!;
    await importBatch(db, tinyBatch('bank', reportDate, reports), metricsOf('bank'));
  }
  await db.insert(rates).values(rateCatalogue.find((r) => r.rateId === 'FEDFUNDS')!);
  await db
    .insert(rateValues)
    .values(
      QUARTERS.map((reportDate, q) => ({ rateId: 'FEDFUNDS', reportDate, value: FED_FUNDS[q]! })),
    );
  await db.insert(rateMonthValues).values(
    Array.from({ length: QUARTERS.length * 3 }, (_, m) => ({
      rateId: 'FEDFUNDS',
      monthEnd: addMonths('2020-10-31', m),
      value: fedFundsMonth(m),
    })),
  );
}

/** Imports one credit union's quarters, each report's 5300 items given. */
export async function importCreditUnion(
  db: Database,
  agencyId: number,
  itemsByQuarter: readonly Record<string, number>[],
): Promise<void> {
  for (const [q, reportDate] of QUARTERS.entries()) {
    await importBatch(
      db,
      tinyBatch('credit union', reportDate, { [agencyId]: itemsByQuarter[q]! }),
      metricsOf('credit union'),
    );
  }
}

/** cu@example.com's organization takes Non-Maturity Deposits Standard and gives it to cu@. */
export async function grantCreditUnionNmd(db: Database): Promise<void> {
  const [cu] = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, 'cu@example.com'));
  await db.insert(subscriptions).values({
    organizationId: cu!.organizationId,
    product: 'non-maturity-deposits',
    tier: 'non-maturity-deposits-standard',
    planType: 'NonMaturityDepositsStandard',
    billingProvider: 'demo',
  });
  await db.insert(userProducts).values({ userId: cu!.id, product: 'non-maturity-deposits' });
}
