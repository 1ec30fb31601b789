import { iidOf } from '@app/core/domain/institution-ids';
import { eq } from 'drizzle-orm';
import { importBatch } from '../../reference-data/data/import-batch';
import { metricsOf } from '../../reference-data/catalogue/find-metric';
import { userInstitutions, users } from '../../platform/db/schema/user-tables';
import type { TestApp } from '../../testing/test-app';
import { tinyBatch } from '../../testing/tiny-batch';

/** Harbor Light FCU, put on standard@'s own list: the same organization's credit-union subject. */
export const CU_SUBJECT = iidOf('credit union', 900007);
export const QUARTERS = ['2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30'];

/** An agency number's total assets, in thousands. */
export const assets = (n: number) => (n % 5) * 1000 + 2000;
const bankItems = (n: number, income: number) => ({
  RCON2170: assets(n),
  RCON3368: assets(n),
  RIAD4340: income,
});
/** A credit union's assets and net income year to date, in dollars. */
export const unionItems = (n: number, income: number) => ({
  ACCT_010: assets(n) * 1000,
  ACCT_661A: income * 1000,
});

/** A mixed group's members: the banks' and the credit unions' iids of their agency numbers. */
export const memberIids = (banks: readonly number[], creditUnions: readonly number[]) => [
  ...banks.map((n) => iidOf('bank', n)),
  ...creditUnions.map((n) => iidOf('credit union', n)),
];

/**
 * The mixed-charter API tests' world: each quarter's net income year to date and assets of the
 * given banks (thousands) and credit unions (dollars), imported, and Harbor Light FCU put on
 * standard@'s own list. The answer takes it off again.
 */
export async function mixedCharterWorld(
  t: TestApp,
  world: {
    banks: readonly number[];
    creditUnions: readonly number[];
    income: (agency: number, quarter: number) => number;
  },
): Promise<() => Promise<void>> {
  for (const [q, reportDate] of QUARTERS.entries()) {
    const banks = Object.fromEntries(world.banks.map((n) => [n, bankItems(n, world.income(n, q))]));
    await importBatch(t.db, tinyBatch('bank', reportDate, banks), metricsOf('bank'));
    const unions = Object.fromEntries(
      world.creditUnions.map((n) => [n, unionItems(n, world.income(n, q))]),
    );
    await importBatch(
      t.db,
      tinyBatch('credit union', reportDate, unions),
      metricsOf('credit union'),
    );
  }
  const [user] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'standard@example.com'));
  await t.db.insert(userInstitutions).values({ userId: user!.id, iid: CU_SUBJECT });
  return async () => {
    await t.db.delete(userInstitutions).where(eq(userInstitutions.iid, CU_SUBJECT));
  };
}
