import { expect, test, type APIRequestContext } from '@playwright/test';
import { runId } from './account-helpers';
import { apiLogin } from './api';
import { signInWithoutTours } from './shell-helpers';

/** Maintenance off (and the message as it was) whatever the test did: other specs sign in. */
async function restoreMaintenance(request: APIRequestContext, message: string) {
  const token = await apiLogin(request, 'admin@example.com');
  const response = await request.put('/api/admin/maintenance', {
    data: { maintenanceMode: false, maintenanceMessage: message },
    headers: { 'x-csrf-token': token },
  });
  expect(response.ok()).toBe(true);
}

// Issue 14, screen 2: the switch, the rich-text message, the preview and the login page.
test('maintenance mode: switched on after confirming, the login page shows the message', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  await apiLogin(api, 'admin@example.com');
  const before = (await (await api.get('/api/admin/maintenance')).json()) as {
    maintenanceMessage: string;
  };
  const words = `Upgrading the peer data ${runId}`;
  try {
    await signInWithoutTours(page, 'admin@example.com');
    await page.goto('/Admin/maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();

    const editor = page.getByRole('textbox', { name: 'Message' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`${words}. Back at 6 pm.`);
    await page.keyboard.press('ControlOrMeta+a');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    const preview = page.getByLabel('Login page preview');
    await expect(preview.locator('strong')).toHaveText(`${words}. Back at 6 pm.`);

    // Mantine's switch input has no size of its own: its label is what is clicked.
    const modeSwitch = page.getByRole('switch', { name: 'Maintenance mode' });
    const modeLabel = page.getByText('Maintenance mode', { exact: true });
    await modeLabel.click();
    await expect(modeSwitch).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Switch maintenance mode on?' });
    await confirm.getByRole('button', { name: 'Switch on' }).click();
    await expect(page.getByRole('status')).toContainText('Maintenance mode is on');

    // A visitor, signed out in a browser of their own.
    const visitor = await browser.newContext();
    const login = await visitor.newPage();
    await login.goto('/login');
    await expect(login.getByRole('heading', { name: 'Scheduled Maintenance' })).toBeVisible();
    await expect(login.locator('strong', { hasText: words })).toBeVisible();
    await expect(login.getByLabel('Email Address')).toHaveCount(0);

    await modeLabel.click();
    await expect(modeSwitch).not.toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Maintenance mode is off');
    await login.reload();
    await expect(login.getByLabel('Email Address')).toBeVisible();
    await expect(login.getByText(words)).toHaveCount(0);
    await visitor.close();
  } finally {
    await restoreMaintenance(api, before.maintenanceMessage);
    await api.dispose();
  }
});

// Issue 14, screen 3: a message to one organization reaches its users only.
test("a message to Prairie Gate Bank reaches its users, with the unread count, and no one else's", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const text = `Your quarterly review is ready ${runId}`;
  try {
    await signInWithoutTours(page, 'admin@example.com');
    await page.goto('/Admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await page.getByRole('button', { name: 'New message' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('textbox', { name: 'Content' }).fill(text);
    await dialog.getByText('One organization').click();
    await dialog.getByLabel('Organization', { exact: true }).fill('Prairie Gate');
    await page.getByRole('option', { name: 'Prairie Gate Bank' }).click();
    await expect(dialog.getByLabel('Preview')).toContainText(text);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The message is published.')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(text) });
    await expect(row).toContainText('Prairie Gate Bank');
    await expect(row).toContainText('Published');

    // standard@example.com (Prairie Gate Bank) sees it, unread.
    const standard = await browser.newContext();
    const sam = await standard.newPage();
    await signInWithoutTours(sam, 'standard@example.com');
    const before = (await (await sam.request.get('/api/auth/me')).json()) as {
      unreadMessages: number;
    };
    expect(before.unreadMessages).toBeGreaterThanOrEqual(1);
    await sam.goto('/dashboard');
    const account = sam.getByRole('navigation', { name: 'Account' });
    await expect(
      account.getByRole('link', { name: `Messages (${before.unreadMessages} unread)` }),
    ).toBeVisible();
    await account.getByRole('link', { name: /^Messages/ }).click();
    await expect(sam.getByText(text)).toBeVisible();
    await expect(account.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await standard.close();

    // The console counts the view.
    await page.reload();
    await expect(
      page.getByRole('row', { name: new RegExp(text) }).locator('[data-views]'),
    ).toHaveText('1');

    // nmd@example.com, of another organization, does not: its one unread message is still the
    // welcome, and its dashboard's latest message is that. (Its messages page stays unopened:
    // opening it would mark the welcome read, which shell.spec.ts counts on.)
    const other = await browser.newContext();
    const nina = await other.newPage();
    await signInWithoutTours(nina, 'nmd@example.com');
    await nina.goto('/dashboard');
    const ninaAccount = nina.getByRole('navigation', { name: 'Account' });
    await expect(ninaAccount.getByRole('link', { name: 'Messages (1 unread)' })).toBeVisible();
    const latest = nina.getByRole('region', { name: 'Latest Message' });
    await expect(latest.getByText(/Welcome to Peerscope/)).toBeVisible();
    await expect(nina.getByText(text)).toHaveCount(0);
    await other.close();

    // Withdrawn after confirming: gone for its users too.
    await page
      .getByRole('row', { name: new RegExp(text) })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await page
      .getByRole('dialog', { name: 'Withdraw this message?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await expect(page.getByText('The message is withdrawn')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(text) })).toContainText('Withdrawn');
  } finally {
    // Leave no message for other specs' users, whatever happened above.
    const api = await playwright.request.newContext({ baseURL });
    const token = await apiLogin(api, 'admin@example.com');
    const items = (await (await api.get('/api/admin/content/messages')).json()) as {
      id: string;
      content: string;
      status: string;
    }[];
    for (const item of items.filter((m) => m.content.includes(text) && m.status !== 'withdrawn')) {
      await api.post(`/api/admin/content/messages/${item.id}/withdraw`, {
        headers: { 'x-csrf-token': token },
      });
    }
    await api.dispose();
  }
});
