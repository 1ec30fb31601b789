import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInWithoutTours } from './shell-helpers';

/**
 * Own deposit data (issue 29), as nmd@example.com (who holds the deposit data permission):
 * the demo's generated file on the Own Data page, a refused upload with its bad rows listed, a
 * clean upload, its product on the Cycle Beta page through the Data switch (beside the call
 * report and the peers' median), and the ALCO pack's own-data sheets.
 */

const OWN_DATA = '/non-maturity-deposits/own_data/own_data';
const HEADER = 'product,month,balance,rate_paid,accounts,accounts_opened,accounts_closed,category';

/** Months from 2020-01, `count` of them. */
const months = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
  );

const csv = (rows: string[]) => Buffer.from([HEADER, ...rows].join('\n'));

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signInWithoutTours(page, 'nmd@example.com');
});

test.afterAll(async () => {
  await page.close();
});

async function upload(name: string, buffer: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await page.getByRole('button', { name: /^(Upload|Replace the data)$/ }).click();
}

test('upload → Cycle Beta on own data → ALCO pack with the own-data sheets', async () => {
  await page.goto(OWN_DATA);
  // The demo organization starts with its generated file: 6 products.
  const products = page.getByTestId('own-data-products');
  await expect(products.getByRole('row')).toHaveCount(7);
  await expect(products).toContainText('Money market');

  // Three bad rows: refused, each named, nothing stored.
  await upload(
    'bad.csv',
    csv([
      'Checking,2024-01,1000,0.1,,,,retail transactional',
      'Checking,2024-13,1000,0.1,,,,retail transactional',
      'Checking,2024-02,-5,0.1,,,,retail transactional',
      'Checking,2024-03,1000,40,,,,retail transactional',
    ]),
  );
  const problem = page.getByTestId('own-data-problem');
  await expect(problem).toContainText('Nothing was stored: 3 rows need correcting.');
  await expect(problem.getByRole('listitem')).toHaveText([
    'Line 3: unknown month "2024-13" (write YYYY-MM).',
    'Line 4: negative balance -5.',
    'Line 5: rate_paid 40 is over 25% (write percent: 2.5 for 2.5%).',
  ]);
  await expect(products.getByRole('row')).toHaveCount(7);

  // A clean file of two products over 2020–2025: it replaces the demo's.
  const span = months(72);
  await upload(
    'deposits.csv',
    csv(
      span.flatMap((m, i) => [
        `Checking,${m},${1_000_000 + 3000 * i + (i % 4) * 5000},${(0.05 + (i > 26 ? 0.3 : 0)).toFixed(2)},,,,retail transactional`,
        `Money market,${m},${500_000 + 2000 * i + (i % 5) * 15000},${(0.2 + (i > 26 ? 3.5 : 0)).toFixed(2)},,,,retail non-transactional`,
      ]),
    ),
  );
  await expect(products.getByRole('row')).toHaveCount(3);
  await expect(
    page.getByText(/deposits\.csv: 144 rows, uploaded by nmd@example\.com/),
  ).toBeVisible();

  // Cycle Beta on the money market product.
  await page.goto('/non-maturity-deposits/beta_suite/beta_cycle');
  const own = page.waitForResponse(
    (r) => r.url().includes('/nmd/beta-suite/cycle') && r.url().includes('source=own:Money'),
  );
  await page.getByRole('textbox', { name: 'Data' }).click();
  await page.getByRole('option', { name: 'Own data: Money market' }).click();
  const answer = await own;
  expect(answer.status()).toBe(200);
  await expect(page.getByText('Own data: Money market, rate paid against')).toBeVisible();
  // Beside it, the call report's deposit cost and the peer selector's group's median of it.
  expect(answer.url()).toMatch(/groupId=\d+/);
  const comparison = page.getByRole('region', {
    name: /^Deposit cost: own data, call report and /,
  });
  await comparison.getByRole('button', { name: 'Show data table' }).click();
  for (const line of ['Own data: Money market', 'Call report', /^Peer median \(\d+\)$/]) {
    await expect(comparison.getByRole('columnheader', { name: line })).toBeVisible();
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ALCO pack' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const sheets = workbook.worksheets.map((sheet) => sheet.name);
  expect(sheets.slice(-3)).toEqual(['Own Data', 'Own 1 Checking', 'Own 2 Money market']);
  const summary = workbook.getWorksheet('Summary')!;
  const labels = summary.getColumn(1).values.map(String);
  expect(labels).toContain('Cycle beta, own data: Money market');
  expect(labels).toContain('Cycle beta, call report');
});
