import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Follow and be told (issue 25 point 6): the platform admin imports an NCUA quarter (the small
 * committed fixture: three credit unions at 2025-12-31) and the credit union user, who follows
 * their own institution by default, finds one notification under the header's bell; choosing
 * it opens its page. The import adds three credit unions to the server's quarter, so this file
 * is named to run after every other spec of its server.
 */

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/reference-data/data/importers/fixtures/ncua-2025-12',
);
/** The bell's accessible name, as a screen reader hears it. */
const bellName = (unread: number) =>
  unread > 0 ? `Notifications (${unread} unread)` : 'Notifications';
const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');

test('the bell shows a new quarter and opens its page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const adminToken = await signInWithoutTours(page, 'admin@example.com');
  const started = await page.request.post('/api/admin/data/imports', {
    data: { source: 'ncua', path: FIXTURE },
    headers: { 'x-csrf-token': adminToken },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (await getJson<{ state: string }>(page.request, `/api/admin/data/imports/${id}`)).state,
      {
        timeout: 90_000,
      },
    )
    .toBe('imported');

  await signInWithoutTours(page, 'cu@example.com');
  const list = await getJson<{ unreadCount: number }>(page.request, '/api/notifications');
  expect(list.unreadCount).toBeGreaterThanOrEqual(1);
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: bellName(list.unreadCount), exact: true });
  await expect(bell).toBeVisible();
  await expect(page.locator('header')).toContainText(String(list.unreadCount));
  await page.locator('header').screenshot({ path: path.join(SCREENSHOTS, 'bell-1440.png') });

  // The phone header: the bell with its count beside the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bell).toBeVisible();
  await page.locator('header').screenshot({ path: path.join(SCREENSHOTS, 'bell-390.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  await bell.click();
  const item = page.getByRole('menuitem', { name: /Q4 2025 NCUA call reports are in/ });
  await expect(item).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'bell-menu-1440.png') });
  await item.click();
  await expect(page).toHaveURL(/\/peer-comparison\/quarterly\/institution$/);
  await expect(
    page.getByRole('button', { name: bellName(list.unreadCount - 1), exact: true }),
  ).toBeVisible();
  const after = await getJson<{ unreadCount: number }>(page.request, '/api/notifications');
  expect(after.unreadCount).toBe(list.unreadCount - 1);

  // The profile's settings: the e-mail digest saved at once.
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  // Mantine draws the switch over a hidden input: the user clicks its label.
  await page.getByText("Also e-mail me the quarter's digest").click();
  await expect(
    page.getByRole('switch', { name: "Also e-mail me the quarter's digest" }),
  ).toBeChecked();
  await expect
    .poll(
      async () =>
        (await getJson<{ emailDigest: boolean }>(page.request, '/api/follows')).emailDigest,
    )
    .toBe(true);
  await page.screenshot({
    path: path.join(SCREENSHOTS, 'profile-notifications-1440.png'),
    fullPage: true,
  });
});
