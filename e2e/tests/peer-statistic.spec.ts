import { expect as baseExpect, test } from '@playwright/test';
import { signInWithoutTours } from './shell-helpers';

/**
 * Issue 28: the peer selector's statistic is named in every label, on the page and in print.
 * The choice is saved for the user: the test puts the average back for the specs after it.
 */

// Several browser test runs share two cores: give slow pages time before calling them broken.
const expect = baseExpect.configure({ timeout: 20_000 });

test('the chosen peer statistic names the peer in the page and in its print', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signInWithoutTours(page, 'standard@example.com');
  await page.goto('/peer-comparison/trends/trends');
  const choice = page.getByRole('combobox', { name: 'Peer statistic' });
  await expect(choice).toBeEnabled();
  const legend = page.getByRole('complementary', { name: 'Legend' });
  await expect(legend).toContainText(/· Peer average \(\d+\)/);

  await choice.selectOption({ label: 'Peer median' });
  await expect(legend).toContainText(/· Peer median \(\d+\)/);
  try {
    const printLink = page.getByRole('button', { name: 'Print', exact: true });
    const [report] = await Promise.all([context.waitForEvent('page'), printLink.click()]);
    await report.waitForLoadState();
    await expect(report).toHaveURL(/\/print\/peer-comparison\/trends\/trends$/);
    await expect(report.getByRole('complementary', { name: 'Legend' })).toContainText(
      /· Peer median \(\d+\)/,
    );
    // On paper too.
    await report.emulateMedia({ media: 'print' });
    await expect(report.getByRole('complementary', { name: 'Legend' })).toContainText(
      /· Peer median \(\d+\)/,
    );
    await report.close();
  } finally {
    await choice.selectOption({ label: 'Peer average' });
    await expect(legend).toContainText(/· Peer average \(\d+\)/);
  }
});

test('the Distribution page marks the institution among its group and names the outliers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInWithoutTours(page, 'standard@example.com');
  const { institutionIid: iid } = (await (await page.request.get('/api/auth/me')).json()) as {
    institutionIid: number;
  };
  const institution = (await (await page.request.get(`/api/institution/${iid}`)).json()) as {
    label: string;
  };
  await page.goto('/peer-comparison/trends/distribution');
  const table = page.getByRole('table', { name: /data$/ });
  await expect(table).toBeAttached();
  // The institution first, then every member of the group with a value.
  const first = table.locator('tbody tr').first().locator('td, th');
  await expect(first.first()).toHaveText(institution.label);
  await expect(first.last()).toHaveText('This institution');
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(2);
  await expect(page.locator('[data-component="DistributionExplorer"] canvas')).toBeAttached();
});
