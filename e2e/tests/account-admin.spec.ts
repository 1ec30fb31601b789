import { expect, test } from '@playwright/test';
import { outboxLink, runId } from './account-helpers';
import { signInWithoutTours } from './shell-helpers';

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a client admin invites a user and uploads, then deletes, the logo', async ({
  page,
  request,
}) => {
  await signInWithoutTours(page, 'standard@example.com');
  await page.goto('/account/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

  const email = `invited.${runId}@prairiegate.com`;
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('First Name').fill('Ingrid');
  await dialog.getByLabel('Last Name').fill('Invitee');
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByLabel('Peer Comparison')).toBeChecked();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Invited');
  expect(await outboxLink(request, email, 'invite')).toMatch(/^\/account\/invite\?token=/);

  // Give the invitee administration too.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await edit.getByLabel(/^Administration/).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(row).toContainText('Administration');

  await page.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: "Your organization's logo" })).toBeVisible();
  const logo = await page.request.get('/api/image/logo');
  expect(logo.headers()['content-type']).toBe('image/png');
  await page.getByRole('button', { name: 'Delete Logo' }).click();
  await expect(page.getByRole('button', { name: 'Upload Logo' })).toBeVisible();
  expect((await page.request.get('/api/image/logo')).headers()['content-type']).toContain('svg');

  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete user' })
    .getByRole('button', { name: 'Delete User' })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
});

test('an empty invitation flags every required field on the first click', async ({ page }) => {
  await signInWithoutTours(page, 'standard@example.com');
  await page.goto('/account/admin');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await expect(dialog.getByLabel('First Name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  for (const message of [
    'First Name is required.',
    'Last Name is required.',
    'Email is required.',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
});

test('on a phone, every user card keeps Edit and Delete in reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithoutTours(page, 'standard@example.com');
  await page.goto('/account/admin');
  // Each user is a card on a phone (issue 23), its buttons inside the window.
  const table = page.getByRole('list', { name: 'Users' });
  await expect(table.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  for (const button of await table.getByRole('button', { name: /^(Edit|Delete) / }).all()) {
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
});
