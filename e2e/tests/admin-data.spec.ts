import { expect, test, type APIRequestContext } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * The console's Data and System settings screens (issue 14, screens 9 and 10) as the platform
 * admin: a FRED CSV uploaded and its import report on screen; nmd_trunct changed and the decay
 * page's truncation label following it for a deposit user. Both put the data back after.
 */

const ADMIN = 'admin@example.com';
type RatePoint = { reportDate: string; value: number };
type NmdView = {
  settings: {
    nmd_trunct: number;
    nmd_sig_event_ind: number;
    StartNmdReportDate: string;
    CurrentNmdReportDate: string;
  };
};

/** A FRED download whose quarter averages are `points` exactly: one value per month. */
function fredCsv(points: readonly RatePoint[]) {
  const lines = points.flatMap(({ reportDate, value }) => {
    const [year, month] = reportDate.split('-').map(Number) as [number, number];
    return [month - 2, month - 1, month].map(
      (m) => `${year}-${String(m).padStart(2, '0')}-01,${value}`,
    );
  });
  return `observation_date,DGS10\n${lines.join('\n')}\n`;
}

async function uploadRates(request: APIRequestContext, token: string, csv: string) {
  const response = await request.post(
    '/api/admin/data/imports/upload?source=rates&fileName=DGS10.csv',
    {
      data: Buffer.from(csv),
      headers: { 'x-csrf-token': token, 'content-type': 'application/octet-stream' },
    },
  );
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (await getJson<{ state: string }>(request, `/api/admin/data/imports/${id}`)).state,
    )
    .toBe('imported');
}

test('the admin uploads a FRED CSV and reads its import report', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // Rates are read by the products' users (the platform admin holds no product).
  const depositContext = await browser.newContext();
  const deposits = await depositContext.newPage();
  await signInWithoutTours(deposits, 'nmd@example.com');
  const held = await getJson<RatePoint[]>(deposits.request, '/api/rate/DGS10');
  const token = await signInWithoutTours(page, ADMIN);
  try {
    await page.goto('/Admin/data');
    await expect(page.getByRole('heading', { level: 1, name: 'Data' })).toBeVisible();
    // FRED CSV series is the source the screen starts with.
    await expect(page.getByRole('textbox', { name: 'Source' })).toHaveValue(/^FRED CSV series/);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'DGS10.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'observation_date,DGS10\n2024-01-02,6.00\n2024-01-15,\n2024-02-01,7.00\n2024-03-01,8.00\n',
      ),
    });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    const confirm = page.getByRole('dialog', { name: 'Start the import?' });
    await expect(confirm).toContainText('DGS10.csv will be imported as FRED CSV series');
    await confirm.getByRole('button', { name: 'Import' }).click();

    const runRow = page.getByRole('row', { name: /DGS10\.csv/ }).first();
    await expect(runRow).toContainText('imported', { timeout: 30_000 });
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report).toContainText('Import report: rates');
    await expect(report.locator('[data-figure="Rows read"]')).toContainText('4');
    await expect(report.locator('[data-figure="Quarter averages stored"]')).toContainText('1');
    await expect(report.locator('[data-figure="Rows skipped"]')).toContainText('1');
    await expect(report).toContainText('DGS10.csv, line 3, 2024-01-15: no value (empty cell)');
    await expect(report).toContainText('DGS10: 1 quarters, 2024-03-31 to 2024-03-31');

    // The users' rates have the new quarter average.
    expect(await getJson<RatePoint[]>(deposits.request, '/api/rate/DGS10')).toContainEqual({
      reportDate: '2024-03-31',
      value: 7,
    });
    // The import is in the audit log.
    const audit = await getJson<{ action: string; target: string }[]>(
      page.request,
      '/api/admin/audit?q=data.import',
    );
    expect(audit[0]).toMatchObject({ action: 'data.import', target: 'rates import of DGS10.csv' });
  } finally {
    // The other specs read the demo's DGS10: its quarter averages go back as they were.
    if (held.length > 0) await uploadRates(page.request, token, fredCsv(held));
    expect(await getJson<RatePoint[]>(deposits.request, '/api/rate/DGS10')).toHaveLength(
      held.length,
    );
    await depositContext.close();
  }
});

test('nmd_trunct changed in System settings moves the decay page’s truncation label', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const token = await signInWithoutTours(page, ADMIN);
  const before = await getJson<NmdView>(page.request, '/api/admin/settings/nmd');
  try {
    await page.goto('/Admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'System settings' })).toBeVisible();
    const truncation = page.getByRole('textbox', { name: /nmd_trunct/ });
    await expect(truncation).toHaveValue(String(before.settings.nmd_trunct));

    // Refused with the accepted values named, then saved.
    await truncation.fill('2');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert')).toContainText('nmd_trunct must be 4 to 80 quarters');
    await truncation.fill('24');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('Saved. The deposit pages use the new settings now.'),
    ).toBeVisible();

    const depositContext = await browser.newContext();
    const deposits = await depositContext.newPage();
    await signInWithoutTours(deposits, 'nmd@example.com');
    await deposits.goto('/non-maturity-deposits/decay_basic');
    await expect(
      deposits.getByRole('checkbox', { name: 'Apply a 6 year truncation point?' }),
    ).toBeVisible();
    await depositContext.close();
  } finally {
    const restored = await page.request.put('/api/admin/settings/nmd', {
      data: before.settings,
      headers: { 'x-csrf-token': token },
    });
    expect(restored.status()).toBe(200);
  }
});
