import { expect, test } from '@playwright/test';
import { runId } from './account-helpers';
import { signInWithoutTours } from './shell-helpers';

// Issue 14, feedback inbox: a user's feedback from a product room reaches the console.
test('a user sends feedback from a room; the platform admin reads it and marks it read', async ({
  page,
  browser,
}) => {
  const content = `The loans chart needs a median line (${runId})`;
  await signInWithoutTours(page, 'standard@example.com');
  await page.goto('/peer-comparison/balance/snapshot');
  await page.getByRole('button', { name: 'Feedback', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  // Nothing is chosen for the user: the type is theirs to pick, consent theirs to give.
  await dialog.getByPlaceholder('Details').fill(content);
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'I have a suggestion' }).click();
  await dialog.getByText("It's okay to contact me").click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you — your feedback was sent.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The platform admin, in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInWithoutTours(admin, 'admin@example.com');
  await admin.goto('/Admin/feedback');
  await expect(admin.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  // Mantine draws the switch over a hidden input: the user clicks its label.
  const unreadOnly = admin.getByRole('switch', { name: 'Unread only' });
  await admin.getByText('Unread only').click();
  await expect(unreadOnly).toBeChecked();
  const row = admin.getByRole('row', { name: new RegExp(runId) });
  await expect(row).toContainText(content);
  await expect(row.getByRole('link', { name: '/peer-comparison/balance/snapshot' })).toBeVisible();
  await expect(row).toContainText('Sam Standard');
  await expect(row).toContainText('standard@example.com');
  await expect(row).toContainText('Prairie Gate Bank');
  await expect(row.getByText('Unread', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Mark read: feedback from Sam Standard' }).click();
  // Unread only: the feedback leaves the list once read.
  await expect(admin.getByRole('row', { name: new RegExp(runId) })).toHaveCount(0);
  await admin.getByText('Unread only').click();
  await expect(unreadOnly).not.toBeChecked();
  const read = admin.getByRole('row', { name: new RegExp(runId) });
  await expect(read.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(
    read.getByRole('button', { name: 'Mark unread: feedback from Sam Standard' }),
  ).toBeVisible();
  await adminContext.close();
});
