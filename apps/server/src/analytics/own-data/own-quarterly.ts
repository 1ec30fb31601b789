import { OWN_ALL, type OwnDataCategory } from '@app/core/api/own-deposit-data';
import { monthEnd } from '@app/core/domain/months';
import { quarterEndOf } from '@app/core/domain/quarters';

/** A stored row as the analyses read it. */
export interface OwnMonth {
  product: string;
  /** YYYY-MM. */
  month: string;
  balance: number;
  ratePaid: number;
  category: string;
}

/** A quarter-end and its value; a quarter without one is absent (missing, never 0). */
export interface OwnQuarter {
  reportDate: string;
  value: number;
}

/** One product, or several summed, as quarterly series the call-report analyses take. */
export interface OwnSeries {
  /** The `source` asked: `own:<product>` or `own:all`. */
  source: string;
  /** "Own data: Checking", "Own data: all products". */
  label: string;
  categories: OwnDataCategory[];
  /** The balance at each quarter's end: its last month's (a quarter without it is missing). */
  balance: OwnQuarter[];
  /** The balance at each month's end (dated by it), for the monthly decay. */
  monthlyBalance: OwnQuarter[];
  /** The rate paid over each quarter, percent: the mean of its months (balance-weighted when summed). */
  ratePaid: OwnQuarter[];
  /** The rate paid of each month (dated by its end), for the monthly betas. */
  monthlyRatePaid: OwnQuarter[];
  /** Each category of the products asked, its products summed (the regulatory view's). */
  byCategory: OwnCategorySeries[];
}

export interface OwnCategorySeries {
  category: OwnDataCategory;
  products: string[];
  balance: OwnQuarter[];
  ratePaid: OwnQuarter[];
}

/** What the analyses are handed with their query: the own data asked, when it was asked. */
export interface OwnInput {
  own?: OwnSeries | undefined;
}

/** Months summed across products: balance added, rate paid balance-weighted. */
function summedMonths(rows: readonly OwnMonth[]) {
  const months = new Map<string, { balance: number; weighted: number }>();
  for (const row of rows) {
    const month = months.get(row.month) ?? { balance: 0, weighted: 0 };
    month.balance += row.balance;
    month.weighted += row.balance * row.ratePaid;
    months.set(row.month, month);
  }
  return [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, m]) => ({
      month,
      balance: m.balance,
      // A month whose balances are all 0 has no weight to give: its rate is missing.
      ratePaid: m.balance > 0 ? m.weighted / m.balance : null,
    }));
}

/**
 * The own monthly data as quarterly series (issue 29), so that the decay and Beta Suite take
 * them through the same core functions as the call report's quarters: a quarter's balance is
 * that of its last month (as a call report states the balance at the quarter's end), its rate
 * paid the mean of its months (as the call report's cost is the quarter's expense over its
 * balances, and the market rates held are quarter averages).
 */
export function ownQuarterly(
  rows: readonly OwnMonth[],
): Omit<OwnSeries, 'source' | 'label' | 'byCategory'> {
  const months = summedMonths(rows);
  const endOf = (month: string) => monthEnd(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  const monthlyBalance = months.map((m) => ({ reportDate: endOf(m.month), value: m.balance }));
  const monthlyRatePaid = months.flatMap((m) =>
    m.ratePaid === null ? [] : [{ reportDate: endOf(m.month), value: m.ratePaid }],
  );
  const balance: OwnQuarter[] = [];
  const rates = new Map<string, number[]>();
  for (const m of months) {
    const quarter = quarterEndOf(`${m.month}-01`);
    if (quarter.slice(0, 7) === m.month) balance.push({ reportDate: quarter, value: m.balance });
    if (m.ratePaid !== null) rates.set(quarter, [...(rates.get(quarter) ?? []), m.ratePaid]);
  }
  const ratePaid = [...rates].map(([reportDate, values]) => ({
    reportDate,
    value: values.reduce((a, b) => a + b, 0) / values.length,
  }));
  const categories = [...new Set(rows.map((r) => r.category as OwnDataCategory))].sort();
  return { balance, monthlyBalance, ratePaid, monthlyRatePaid, categories };
}

export const labelOf = (product: string) =>
  product === OWN_ALL ? 'Own data: all products' : `Own data: ${product}`;

/**
 * The rows as the series of `source`, with each category's own; `productsOf` names each
 * category's products where the rows are already summed by category.
 */
export function ownSeriesOf(
  rows: readonly OwnMonth[],
  source: string,
  product: string,
  productsOf?: ReadonlyMap<string, string[]>,
): OwnSeries {
  const categories = new Map<OwnDataCategory, OwnMonth[]>();
  for (const row of rows) {
    const category = row.category as OwnDataCategory;
    const of = categories.get(category) ?? [];
    of.push(row);
    categories.set(category, of);
  }
  return {
    source,
    label: labelOf(product),
    ...ownQuarterly(rows),
    byCategory: [...categories]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, of]) => {
        const { balance, ratePaid } = ownQuarterly(of);
        return {
          category,
          products: [...(productsOf?.get(category) ?? new Set(of.map((r) => r.product)))].sort(),
          balance,
          ratePaid,
        };
      }),
  };
}
