import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-helpers';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Manage Peer Groups (spec 2 section 2.11, "Manage groups" of section 4) for a standard bank
 * user and a standard credit-union user: a group's count and a member's assets against the
 * API; adding, saving, finding after a reload and removing a member of a custom group; rename;
 * delete with its confirm dialog; an axe check of the screen.
 */

type Group = {
  groupId: number;
  name: string;
  groupType: number;
  institutionCount: number;
  iids: number[];
  editable: boolean;
};
type Profile = {
  iid: number;
  name: string;
  city: string;
  state: string;
  totalAssetsQe: number | null;
};
type Me = { institutionIid: number };

const PATH = '/peer-comparison/groups/manage';

/** USDMM as the app shows assets (packages/core/src/format): millions, 1 decimal, MM. */
const assetsText = (value: number) =>
  `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / 1e6)}MM`;

async function expectNoSeriousViolations(page: Page) {
  await expectNoSeriousAxeViolations(
    new AxeBuilder({ page }).include('[data-component="ManagePeerGroups"]'),
  );
}

async function createGroup(page: Page, token: string, iid: number, name: string, iids: number[]) {
  const response = await page.request.post(`/api/${iid}/group`, {
    data: { name, description: 'Made by the browser test', iids },
    headers: { 'x-csrf-token': token },
  });
  expect(response.status()).toBe(201);
  const groups = (await response.json()) as Group[];
  const created = groups.find((g) => g.name === name);
  if (!created) throw new Error(`group ${name} not created`);
  return created;
}

const USERS = [
  { email: 'standard@example.com', kind: 'bank', title: 'Banks', plural: 'banks' },
  {
    email: 'cu@example.com',
    kind: 'credit union',
    title: 'Credit Unions',
    plural: 'credit unions',
  },
] as const;

for (const { email, kind, title, plural } of USERS) {
  test.describe(`${kind} user`, () => {
    test('a provided group: its count and a member’s assets as the API says', async ({ page }) => {
      await signInWithoutTours(page, email);
      const { institutionIid: iid } = await getJson<Me>(page.request, '/api/auth/me');
      const groups = await getJson<Group[]>(page.request, `/api/${iid}/group`);
      // A provider group when the demo has one, else the smallest aggregate group.
      const provided =
        groups
          .filter((g) => g.groupType !== 10 && g.institutionCount > 0)
          .sort((a, b) => b.groupType - a.groupType || a.institutionCount - b.institutionCount)
          .find((g) => g.groupType === 20) ??
        groups
          .filter((g) => g.groupType === 30)
          .sort((a, b) => a.institutionCount - b.institutionCount)[0];
      if (!provided) throw new Error('no provided group');

      await page.goto(PATH);
      await expect(page).toHaveTitle(/Peer Groups Room/);
      const card = page.getByRole('region', { name: provided.name, exact: true });
      await expect(card.getByTestId('group-count')).toHaveText(
        `${provided.institutionCount.toLocaleString('en-US')} ${provided.institutionCount === 1 ? kind : plural}`,
      );
      await card.getByRole('button', { name: `View ${title}` }).click();
      const table = card.getByRole('table');
      await expect(table).toBeVisible({ timeout: 15_000 });

      const profiles = await getJson<Profile[]>(
        page.request,
        `/api/${iid}/profile/${provided.groupId}`,
      );
      const first = profiles[0] as Profile;
      // Row 0 is the header, row 1 the user's own institution, then the members by name.
      const row = table.getByRole('row').nth(2);
      await expect(row).toContainText(`${first.name} (${first.city}, ${first.state})`);
      if (first.totalAssetsQe !== null && first.totalAssetsQe >= 1e6) {
        await expect(row).toContainText(assetsText(first.totalAssetsQe));
      }
      await expect(table.getByRole('row').nth(1)).toContainText('Your institution');
      await expect(page.getByRole('link', { name: 'Create Custom Peer Group' })).toHaveCount(2);
      await expectNoSeriousViolations(page);
    });

    test('a custom group: add, save, reload, remove; rename; delete', async ({ page }) => {
      test.setTimeout(90_000);
      const token = await signInWithoutTours(page, email);
      const { institutionIid: iid } = await getJson<Me>(page.request, '/api/auth/me');
      const groups = await getJson<Group[]>(page.request, `/api/${iid}/group`);
      const source = groups.find((g) => g.groupType === 20 && g.iids.length >= 3);
      let pool: number[] = source?.iids ?? [];
      if (pool.length < 3) {
        const aggregate = groups
          .filter((g) => g.groupType === 30)
          .sort((a, b) => a.institutionCount - b.institutionCount)[0] as Group;
        const members = await getJson<Profile[]>(
          page.request,
          `/api/${iid}/profile/${aggregate.groupId}`,
        );
        pool = members.map((m) => m.iid);
      }
      pool = pool.filter((member) => member !== iid);
      const stamp = Date.now().toString(36);
      const custom = await createGroup(page, token, iid, `E2E Manage ${stamp}`, pool.slice(0, 1));
      const doomed = await createGroup(page, token, iid, `E2E Delete ${stamp}`, pool.slice(0, 1));
      const candidateProfiles = await getJson<Profile[]>(
        page.request,
        `/api/${iid}/profile/${source?.groupId ?? custom.groupId}`,
      );
      const candidate =
        candidateProfiles.find((p) => p.iid !== iid && !custom.iids.includes(p.iid)) ??
        (
          await getJson<Profile[]>(
            page.request,
            `/api/${iid}/profile/${groups.find((g) => g.groupType === 30)?.groupId}`,
          )
        ).find((p) => p.iid !== iid && !custom.iids.includes(p.iid));
      if (!candidate) throw new Error('no institution to add');
      const label = `${candidate.name} (${candidate.city}, ${candidate.state})`;

      await page.goto(PATH);
      let card = page.getByRole('region', { name: custom.name, exact: true });
      await card.getByRole('button', { name: `View/Edit ${title}` }).click();
      await expect(card.getByRole('table')).toBeVisible({ timeout: 15_000 });
      await card
        .getByPlaceholder(`Start typing to add a new ${kind} to this group`)
        .fill(candidate.name);
      await page.getByRole('option', { name: label }).click();
      await expect(card.getByRole('row').nth(2)).toContainText(label);
      await expect(card.getByRole('row').nth(2)).toContainText('Added');
      // Its figures show before the group is saved.
      expect(candidate.totalAssetsQe).not.toBeNull();
      await expect(card.getByRole('row').nth(2)).toContainText(
        assetsText(candidate.totalAssetsQe ?? 0),
      );
      const bar = page.getByRole('region', { name: 'Unsaved changes' });
      await expect(bar).toContainText(`${title} Added: 1`);
      await expect(bar).toContainText(`${title} Removed: 0`);
      await expect(card.getByRole('button', { name: 'Rename Group' })).toHaveCount(0);
      await expectNoSeriousViolations(page);

      const saved = page.waitForResponse(
        (r) => r.url().endsWith(`/api/${iid}/group`) && r.request().method() === 'PUT',
      );
      await bar.getByRole('button', { name: 'Save Changes' }).click();
      expect((await saved).status()).toBe(200);
      await expect(bar).toHaveCount(0);
      const after = await getJson<Group[]>(page.request, `/api/${iid}/group`);
      expect(after.find((g) => g.groupId === custom.groupId)?.iids).toContain(candidate.iid);

      await page.reload();
      card = page.getByRole('region', { name: custom.name, exact: true });
      await expect(card.getByTestId('group-count')).toHaveText(`2 ${plural}`);
      await card.getByRole('button', { name: `View/Edit ${title}` }).click();
      // Not every institution files a website, so the row text rather than the link.
      await expect(card.getByRole('table')).toContainText(label, { timeout: 15_000 });

      await card.getByRole('button', { name: `Remove ${candidate.name}` }).click();
      await expect(bar).toContainText(`${title} Removed: 1`);
      const removed = page.waitForResponse(
        (r) => r.url().endsWith(`/api/${iid}/group`) && r.request().method() === 'PUT',
      );
      await bar.getByRole('button', { name: 'Save Changes' }).click();
      expect((await removed).status()).toBe(200);
      await expect(bar).toHaveCount(0);
      const afterRemove = await getJson<Group[]>(page.request, `/api/${iid}/group`);
      expect(afterRemove.find((g) => g.groupId === custom.groupId)?.iids).not.toContain(
        candidate.iid,
      );

      // Rename: Save disabled while the name is empty.
      await card.getByRole('button', { name: 'Rename Group' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename Folder' });
      await rename.getByRole('textbox', { name: /Name/ }).fill('');
      await expect(rename.getByRole('button', { name: 'Save' })).toBeDisabled();
      const renamed = `E2E Renamed ${stamp}`;
      await rename.getByRole('textbox', { name: /Name/ }).fill(renamed);
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('region', { name: renamed, exact: true })).toBeVisible();

      // Delete, after the confirm dialog that names the group.
      const doomedCard = page.getByRole('region', { name: doomed.name, exact: true });
      await doomedCard.getByRole('button', { name: 'Delete Group' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Group?' });
      await expect(confirm).toContainText(doomed.name);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(doomedCard).toHaveCount(0);
      const finalGroups = await getJson<Group[]>(page.request, `/api/${iid}/group`);
      expect(finalGroups.some((g) => g.groupId === doomed.groupId)).toBe(false);

      // Tidy up the renamed group so later runs start from the demo's groups.
      await page.request.delete(`/api/${iid}/group/${custom.groupId}`, {
        headers: { 'x-csrf-token': token },
      });
    });
  });
}
