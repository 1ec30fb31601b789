import { OWN_DATA_CATEGORIES, OWN_DATA_LIMITS } from '@app/core/api/own-deposit-data';
import { BASE } from './bench-settings';

/** Whose organization holds the own deposit data measured: it may upload (issue 29). */
export const OWN_DATA_USER = 'nmd@example.com';

const PRODUCTS = OWN_DATA_LIMITS.products;
const MONTHS = OWN_DATA_LIMITS.months;

/** The months of the file: 40 years ending with the dataset's last quarter (1986-01 to 2025-12). */
function monthOf(i: number) {
  const index = 1986 * 12 + i;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The largest file the limits allow (200 products × 480 months, 96,000 rows): the case the
 * target is set for. The three categories take turns, so `own:all` sums three series; rates
 * and balances wander so that no fit is degenerate.
 */
function largestFile(): string {
  const lines = [
    'product,month,balance,rate_paid,accounts,accounts_opened,accounts_closed,category',
  ];
  for (let p = 0; p < PRODUCTS; p++) {
    const category = OWN_DATA_CATEGORIES[p % OWN_DATA_CATEGORIES.length]!;
    for (let i = 0; i < MONTHS; i++) {
      const rate = 0.2 + 2 * (1 + Math.sin((i + p) / 37)) * (0.3 + (p % 7) / 10);
      const balance = Math.round(5e6 + p * 1e5 + i * 2e4 + 1e6 * Math.cos((i * (p + 3)) / 29));
      lines.push(`Product ${p + 1},${monthOf(i)},${balance},${rate.toFixed(3)},,,,${category}`);
    }
  }
  return lines.join('\n');
}

/**
 * The organization of OWN_DATA_USER holds the largest upload, sent once per database through
 * the upload route as a script would (text/csv body); the demo's smaller file is replaced.
 */
export async function ensureOwnData(iid: number, headers: Record<string, string>) {
  const url = `${BASE}/api/${iid}/nmd/own-data`;
  const held = await fetch(url, { headers });
  if (!held.ok) throw new Error(`own data summary: ${held.status}`);
  const { upload } = (await held.json()) as { upload: { rows: number } | null };
  if (upload?.rows === PRODUCTS * MONTHS) return;
  console.log(`Uploading own deposit data: ${PRODUCTS} products × ${MONTHS} months…`);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv', 'x-file-name': 'bench-largest.csv' },
    body: largestFile(),
  });
  if (response.status !== 201) {
    throw new Error(`own data upload: ${response.status} ${await response.text()}`);
  }
  console.log(`Uploaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The own-data analyses (issue 29): decay and the Beta Suite pages that take `source`, on one
 * product and on every product summed, [name, url].
 */
export function ownDataCalls(iid: number, lastDate: string): [string, string][] {
  const one = `source=own:${encodeURIComponent('Product 7')}`;
  const all = 'source=own:all';
  const decay = `/api/${iid}/decay/LBPRNMD?startDate=2016-03-31&endDate=${lastDate}&truncate=true`;
  const page = `/api/${iid}/nmd/beta-suite`;
  return [
    ['own data: decay, one product', `${decay}&${one}`],
    ['own data: decay, own:all', `${decay}&${all}`],
    ['own data: cycle beta, one product', `${page}/cycle?${one}`],
    ['own data: cycle beta, own:all', `${page}/cycle?${all}`],
    ['own data: asymmetric betas, own:all', `${page}/asymmetric?startDate=2016-03-31&${all}`],
    ['own data: rolling betas, own:all', `${page}/rolling?startDate=2016-03-31&lag=1&${all}`],
    [
      'own data: rate scenarios, own:all',
      `${page}/scenarios?startDate=2016-03-31&path=5,5,4.5,4,4,4,4,4&${all}`,
    ],
  ];
}
