import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Create Peer Group (spec 2 sections 2.12, 4 and 5): a similar search whose count and first
 * rows match the same API call, a targeted search with one criterion, a distinct pick with its
 * figures, a created group found through GET /api/{iid}/group, a credit union's similar search,
 * and the basic plan's upsell.
 * Run with E2E_PORT=3105.
 */

// Several browser test runs share two cores: give slow pages time before calling them broken.
const expect = baseExpect.configure({ timeout: 20_000 });

type Me = { institutionIid: number; institutionType: string };
type DateSet = { institutionType: string; dates: string[] };
type Profile = { iid: number; name: string; label: string; totalAssetsQe: number | null };
type Answer = { selectionCriteria: string; institutionProfiles: Profile[] };
type Group = { name: string; institutionCount: number; criteria: string; iids: number[] };

const CREATE = '/peer-comparison/groups/create';
const monthYear = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
/** Assets as the app shows them (USDMM): millions, one decimal, suffix MM. */
const millions = (value: number) =>
  `${new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 1_000_000)}MM`;

async function newestDate(page: Page, institutionType: string): Promise<string> {
  const sets = await getJson<DateSet[]>(page.request, '/api/date');
  const dates = sets.find((s) => s.institutionType === institutionType)?.dates ?? [];
  return [...dates].sort().at(-1) ?? '';
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-tour="page-content"]')
    .exclude('[data-tour="page-content"] .mantine-VisuallyHidden-root')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  expect(serious).toEqual([]);
}

/** Chooses the date and answers the search body the page sent and the API's own answer to it. */
async function searchAt(page: Page, token: string, path: RegExp, date: string) {
  const sent = page.waitForRequest((r) => r.method() === 'POST' && path.test(r.url()));
  await page.getByRole('textbox', { name: 'Reporting date' }).click();
  await page.getByRole('option', { name: monthYear(date), exact: true }).click();
  const request = await sent;
  const body = request.postDataJSON() as Record<string, unknown>;
  const replay = await page.request.post(new URL(request.url()).pathname, {
    data: body,
    headers: { 'x-csrf-token': token },
  });
  expect(replay.ok()).toBe(true);
  return { body, answer: (await replay.json()) as Answer };
}

async function expectRows(page: Page, title: string, ownLabel: string, answer: Answer) {
  const byName = [...answer.institutionProfiles].sort((a, b) => a.name.localeCompare(b.name));
  const table = page.getByRole('table', { name: title });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(ownLabel);
  const first = byName[0];
  if (first) {
    await expect(rows.nth(2)).toContainText(first.label);
    if (first.totalAssetsQe !== null) {
      await expect(rows.nth(2)).toContainText(millions(first.totalAssetsQe));
    }
  }
  const second = byName[1];
  if (second) await expect(rows.nth(3)).toContainText(second.label);
  await expect(table.getByRole('columnheader')).toHaveCount(
    1 + 9 + (title === 'Banks Selected' ? 1 : 0),
  );
}

test.describe('Create Peer Group, standard bank user', () => {
  test('similar search matches the API, and the group is created', async ({ page }) => {
    test.setTimeout(120_000);
    const token = await signInWithoutTours(page, 'standard@example.com');
    const me = await getJson<Me>(page.request, '/api/auth/me');
    const own = await getJson<Profile>(page.request, `/api/${me.institutionIid}/profile`);
    const date = await newestDate(page, 'bank');

    await page.goto(CREATE);
    await expect(page.getByRole('heading', { name: 'Create Peer Group' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Peer Groups' })).toHaveAttribute(
      'href',
      '/peer-comparison/groups/manage',
    );
    await page.getByRole('button', { name: /Similar Banks/ }).click();
    await expect(page).toHaveURL(/\?type=similar$/);
    const { body, answer } = await searchAt(page, token, /\/profile\/ffiec\/similar$/, date);
    expect(body.reportDate).toBe(date);
    const count = answer.institutionProfiles.length;
    expect(count).toBeGreaterThan(0);
    await expect(page.getByText(`${count} banks selected`)).toBeVisible();
    await expectRows(page, 'Banks Selected', own.label, answer);
    await expectNoSeriousViolations(page);

    const name = `E2E similar ${Date.now()}`;
    await page.getByRole('button', { name: 'Create Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Group' });
    await expect(dialog.getByText(/selection parameters cannot be edited/)).toBeVisible();
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect(page).toHaveURL(/\/peer-comparison\/groups\/manage$/);
    const groups = await getJson<Group[]>(page.request, `/api/${me.institutionIid}/group`);
    const created = groups.find((g) => g.name === name);
    expect(created?.institutionCount).toBe(count);
    expect(created?.criteria).toBe(answer.selectionCriteria);
    expect(created?.iids).toEqual(
      answer.institutionProfiles.map((p) => p.iid).sort((a, b) => a - b),
    );
  });

  test('a distinct pick shows its figures from the API', async ({ page }) => {
    test.setTimeout(90_000);
    await signInWithoutTours(page, 'standard@example.com');
    const me = await getJson<Me>(page.request, '/api/auth/me');
    const [candidate] = await getJson<Profile[]>(
      page.request,
      `/api/institution/search?q=Bank&institutionType=bank&exclude=${me.institutionIid}`,
    );
    if (!candidate) throw new Error('no bank to pick');
    const [picked] = await getJson<Profile[]>(
      page.request,
      `/api/${me.institutionIid}/profile/institutions?iids=${candidate.iid}`,
    );

    await page.goto(`${CREATE}?type=distinct`);
    await page.getByRole('textbox', { name: 'Add a bank' }).fill(candidate.name.slice(0, 12));
    await page.getByRole('option', { name: candidate.label }).click();
    const row = page.getByRole('table', { name: 'Banks Selected' }).getByRole('row').nth(2);
    await expect(row).toContainText(candidate.label);
    expect(picked?.totalAssetsQe).not.toBeNull();
    await expect(row).toContainText(millions(picked?.totalAssetsQe ?? 0));
    await expect(page.getByText('1 bank selected')).toBeVisible();
  });

  test('targeted search with the asset range only', async ({ page }) => {
    test.setTimeout(90_000);
    const token = await signInWithoutTours(page, 'standard@example.com');
    const me = await getJson<Me>(page.request, '/api/auth/me');
    const own = await getJson<Profile>(page.request, `/api/${me.institutionIid}/profile`);
    const date = await newestDate(page, 'bank');
    await page.goto(`${CREATE}?type=targeted`);
    await expect(page.getByRole('checkbox', { name: 'Asset range (millions)' })).toBeChecked();
    const first = await searchAt(page, token, /\/profile\/ffiec\/targeted$/, date);
    expect(first.body.useAssets).toBe(true);
    // Leave the asset range as the one criterion: drop the default ownership type.
    const ownership = page.getByRole('textbox', { name: 'Ownership types' });
    const sent = page.waitForRequest(
      (r) =>
        r.method() === 'POST' &&
        /\/profile\/ffiec\/targeted$/.test(r.url()) &&
        (r.postDataJSON() as { ownershipTypes: string[] }).ownershipTypes.length === 0,
    );
    // The pill covers the inner input: focus it and remove the last pill from the keyboard.
    await ownership.focus();
    await ownership.press('Backspace');
    await page.keyboard.press('Escape');
    const request = await sent;
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ useAssets: true, useLnsToDep: false, useAssetGrowth: false });
    const replay = await page.request.post(new URL(request.url()).pathname, {
      data: body,
      headers: { 'x-csrf-token': token },
    });
    const answer = (await replay.json()) as Answer;
    const count = answer.institutionProfiles.length;
    await expect(
      page.getByText(`${count} ${count === 1 ? 'bank' : 'banks'} selected`),
    ).toBeVisible();
    await expectRows(page, 'Banks Selected', own.label, answer);
    await expectNoSeriousViolations(page);
    if (count > 0) await expectTableFits(page, 'Banks Selected');
  });
});

/**
 * At 1280 px and up the results table shows its nine columns and the Remove links without a
 * sideways scroll (they sat behind one at 1440 px).
 */
async function expectTableFits(page: Page, title: string) {
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const region = page.getByRole('region', { name: title });
    await expect
      .poll(() => region.evaluate((el) => el.scrollWidth - el.clientWidth), {
        message: `sideways scroll of the results table at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    const remove = page
      .getByRole('table', { name: title })
      .getByRole('button', { name: /^Remove / });
    await remove.first().scrollIntoViewIfNeeded();
    await expect(remove.first(), `Remove link in view at ${width} px`).toBeInViewport({ ratio: 1 });
    const lastHeader = page.getByRole('table', { name: title }).getByRole('columnheader').last();
    await expect(lastHeader).toBeInViewport({ ratio: 1 });
  }
}

test.describe('Create Peer Group, credit union', () => {
  test('similar search matches the API, without Remove links', async ({ page }) => {
    test.setTimeout(90_000);
    const token = await signInWithoutTours(page, 'cu@example.com');
    const me = await getJson<Me>(page.request, '/api/auth/me');
    const own = await getJson<Profile>(page.request, `/api/${me.institutionIid}/profile`);
    const date = await newestDate(page, 'credit union');
    await page.goto(CREATE);
    await page.getByRole('button', { name: /Similar Credit Unions/ }).click();
    await expect(page.getByRole('textbox', { name: 'Types of membership' })).toBeVisible();
    const { answer } = await searchAt(page, token, /\/profile\/ncua\/similar$/, date);
    const count = answer.institutionProfiles.length;
    await expect(page.getByText(`${count} credit unions selected`)).toBeVisible();
    await expectRows(page, 'Credit Unions Selected', own.label, answer);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});

test.describe('Create Peer Group, basic plan', () => {
  test('shows the upsell and asks for nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/\d+\/profile/.test(request.url())) calls.push(request.url());
    });
    await signInWithoutTours(page, 'basic@example.com');
    await page.goto(`${CREATE}?type=similar`);
    await expect(page.getByText('Get This Feature!')).toBeVisible();
    await expect(
      page.getByText(
        'Upgrade your plan to create customized peer groups and perform targeted analyses of your competitors.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Peer Group' })).toBeAttached();
    expect(calls).toEqual([]);
  });
});
