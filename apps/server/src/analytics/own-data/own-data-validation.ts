import {
  OWN_DATA_CATEGORIES,
  OWN_DATA_COLUMNS,
  OWN_DATA_LIMITS,
  OWN_DATA_MESSAGES,
  OWN_DATA_REQUIRED_COLUMNS,
  type OwnDataCategory,
} from '@app/core/api/own-deposit-data';
import type { FileLine } from './own-data-file';

/** One product and month as stored. */
export interface OwnDataRow {
  product: string;
  /** YYYY-MM. */
  month: string;
  balance: number;
  ratePaid: number;
  accounts: number | null;
  accountsOpened: number | null;
  accountsClosed: number | null;
  category: OwnDataCategory;
}

export interface RowProblem {
  line: number;
  reason: string;
}

export type Validation =
  | { ok: true; rows: OwnDataRow[] }
  /** `limit`: a limit of the whole file was passed; `problems`: the bad rows, by line. */
  | { ok: false; limit: string | null; problems: RowProblem[] };

const MONTH = /^(\d{4})-(\d{2})$/;
const MAX_PRODUCT_LENGTH = 80;
const MAX_COUNT = 2_147_483_647;

/** Months since year 0: consecutive months differ by 1. */
const monthIndex = (month: string) => {
  const [, y, m] = MONTH.exec(month)!;
  return Number(y) * 12 + Number(m) - 1;
};
const monthOf = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** A number as a spreadsheet writes it: thousands separators and a trailing % are allowed. */
function numberOf(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '').replace(/%$/, '');
  if (cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** "2024-03", "2024-3", "2024-03-31" (a month's day is ignored) → "2024-03"; else null. */
function monthText(text: string): string | null {
  const match = /^(\d{4})-(\d{1,2})(-\d{1,2})?$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * Every row of an own-data file checked (issue 29): the user reads each bad row with its line
 * and reason, and nothing is stored until the file is clean. Gaps in a product's months are
 * refused unless accepted; accepted, they stay missing (never 0).
 */
export function validateOwnData(lines: FileLine[], options: { acceptGaps: boolean }): Validation {
  const [header, ...body] = lines;
  if (!header || body.length === 0) {
    return { ok: false, limit: OWN_DATA_MESSAGES.empty, problems: [] };
  }
  const names = header.cells.map((c) => c.trim().toLowerCase().replace(/\s+/g, '_'));
  const missing = OWN_DATA_REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) {
    return { ok: false, limit: OWN_DATA_MESSAGES.missingColumns(missing), problems: [] };
  }
  const column = Object.fromEntries(OWN_DATA_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    (typeof OWN_DATA_COLUMNS)[number],
    number
  >;

  const problems: RowProblem[] = [];
  const rows: OwnDataRow[] = [];
  const lineOf = new Map<string, number>();
  const products = new Map<string, { category: OwnDataCategory; line: number; months: number[] }>();

  for (const { line, cells } of body) {
    const cell = (name: (typeof OWN_DATA_COLUMNS)[number]) =>
      column[name] < 0 ? '' : (cells[column[name]] ?? '').trim();
    const reasons: string[] = [];
    const product = cell('product');
    if (product === '') reasons.push('product is empty');
    else if (product.length > MAX_PRODUCT_LENGTH) {
      reasons.push(`product name is longer than ${MAX_PRODUCT_LENGTH} characters`);
    }
    const month = monthText(cell('month'));
    if (month === null) reasons.push(`unknown month "${cell('month')}" (write YYYY-MM)`);
    const balance = numberOf(cell('balance'));
    if (balance === null) reasons.push(`balance "${cell('balance')}" is not a number`);
    else if (balance < 0) reasons.push(`negative balance ${cell('balance')}`);
    const ratePaid = numberOf(cell('rate_paid'));
    if (ratePaid === null) reasons.push(`rate_paid "${cell('rate_paid')}" is not a number`);
    else if (ratePaid > OWN_DATA_LIMITS.maxRatePaid) {
      reasons.push(
        `rate_paid ${cell('rate_paid')} is over ${OWN_DATA_LIMITS.maxRatePaid}% (write percent: 2.5 for 2.5%)`,
      );
    } else if (ratePaid < 0) reasons.push(`negative rate_paid ${cell('rate_paid')}`);
    const counts = (['accounts', 'accounts_opened', 'accounts_closed'] as const).map((name) => {
      const text = cell(name);
      if (text === '') return null;
      const value = numberOf(text);
      // Stored as a PostgreSQL integer: past 2^31 − 1 it is a typing error, not a count.
      if (value === null || value < 0 || !Number.isInteger(value) || value > MAX_COUNT) {
        reasons.push(`${name} "${text}" is not a whole number of accounts`);
        return null;
      }
      return value;
    });
    const categoryText = cell('category').toLowerCase().replace(/\s+/g, ' ');
    const category = OWN_DATA_CATEGORIES.find((c) => c === categoryText);
    if (!category) {
      reasons.push(
        `unknown category "${cell('category')}" (one of ${OWN_DATA_CATEGORIES.join(', ')})`,
      );
    }
    if (product !== '' && month !== null) {
      const key = `${product}\u0000${month}`;
      const first = lineOf.get(key);
      if (first !== undefined) reasons.push(`duplicate of line ${first} (${product}, ${month})`);
      else lineOf.set(key, line);
    }
    const known = products.get(product);
    if (known && category && known.category !== category) {
      reasons.push(`category "${category}" differs from line ${known.line} ("${known.category}")`);
    }
    if (reasons.length > 0) {
      problems.push({ line, reason: reasons.join('; ') });
      continue;
    }
    const entry = known ?? { category: category!, line, months: [] };
    entry.months.push(monthIndex(month!));
    products.set(product, entry);
    rows.push({
      product,
      month: month!,
      balance: balance!,
      ratePaid: ratePaid!,
      accounts: counts[0]!,
      accountsOpened: counts[1]!,
      accountsClosed: counts[2]!,
      category: category!,
    });
  }

  if (products.size > OWN_DATA_LIMITS.products) {
    return { ok: false, limit: OWN_DATA_MESSAGES.tooManyProducts(products.size), problems: [] };
  }
  for (const [product, { months }] of products) {
    const span = Math.max(...months) - Math.min(...months) + 1;
    if (span > OWN_DATA_LIMITS.months) {
      return { ok: false, limit: OWN_DATA_MESSAGES.tooManyMonths(product, span), problems: [] };
    }
  }
  if (!options.acceptGaps) problems.push(...gapProblems(rows, lineOf));
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    return { ok: false, limit: null, problems };
  }
  return { ok: true, rows };
}

/** Each gap in a product's months, named at the row after it. */
function gapProblems(rows: OwnDataRow[], lineOf: Map<string, number>): RowProblem[] {
  const byProduct = new Map<string, number[]>();
  for (const row of rows) {
    const months = byProduct.get(row.product) ?? [];
    months.push(monthIndex(row.month));
    byProduct.set(row.product, months);
  }
  const problems: RowProblem[] = [];
  for (const [product, months] of byProduct) {
    months.sort((a, b) => a - b);
    for (let i = 1; i < months.length; i++) {
      const gap = months[i]! - months[i - 1]!;
      if (gap <= 1) continue;
      const from = monthOf(months[i - 1]! + 1);
      const to = monthOf(months[i]! - 1);
      const after = monthOf(months[i]!);
      problems.push({
        line: lineOf.get(`${product}\u0000${after}`)!,
        reason: `gap: "${product}" has no row for ${from === to ? from : `${from} to ${to}`} (accept gaps to leave ${gap === 2 ? 'it' : 'them'} missing)`,
      });
    }
  }
  return problems;
}

/** The refusal's message: the count, then one line per bad row (the first 100). */
export function refusalMessage(problems: RowProblem[]): string {
  const listed = problems.slice(0, OWN_DATA_LIMITS.listedErrors);
  const more = problems.length - listed.length;
  return [
    OWN_DATA_MESSAGES.refused(problems.length),
    ...listed.map((p) => `Line ${p.line}: ${p.reason}.`),
    ...(more > 0 ? [`… and ${more} more.`] : []),
  ].join('\n');
}

export { monthIndex, monthOf };
