import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './api';
import { getJson, resetTours, signInWithoutTours } from './shell-helpers';

const institutionTrigger = (page: Page) =>
  page.getByRole('button', { name: /Switch institution$/ });

async function switchTo(page: Page, search: string, label: string) {
  await institutionTrigger(page).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Search institutions').fill(search);
  await panel.getByRole('option', { name: label }).click();
  await panel.getByRole('button', { name: 'Switch To', exact: true }).click();
  await expect(institutionTrigger(page)).toHaveAccessibleName(
    `Institution: ${label}. Switch institution`,
  );
}

test('the MULTI user switches institution and keeps favourites', async ({ page }) => {
  // Eight switches, two reloads and the activity page: a long journey on a busy 2-core runner
  // (a fresh-clone run took 90 s to reach its last switches).
  test.setTimeout(180_000);
  await signInWithoutTours(page, 'bundle@example.com');
  await page.goto('/peer-comparison/balance/snapshot');
  await expect(institutionTrigger(page)).toHaveAccessibleName(
    'Institution: Northgate Bank (Duluth, MN). Switch institution',
  );

  await institutionTrigger(page).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText('My Favorites')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Switch To', exact: true })).toBeDisabled();
  await panel.getByLabel('Search institutions').fill('Northgate Sav');
  await panel.getByRole('option', { name: 'Northgate Savings Bank (Fargo, ND)' }).click();
  await panel.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(
    panel.getByRole('button', { name: 'Switch to Northgate Savings Bank (Fargo, ND)' }),
  ).toBeVisible();
  // The visit is recorded after the 300 ms switch delay; a reload before that would cancel it.
  const visitRecorded = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/user/institution/'),
  );
  await panel.getByRole('button', { name: 'Switch To', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(institutionTrigger(page)).toHaveAccessibleName(
    'Institution: Northgate Savings Bank (Fargo, ND). Switch institution',
  );
  await visitRecorded;

  // Restored from the session store on the next visit; the visit is in the activity list.
  await page.reload();
  await expect(institutionTrigger(page)).toHaveAccessibleName(
    'Institution: Northgate Savings Bank (Fargo, ND). Switch institution',
    { timeout: 30_000 },
  );
  await page.goto('/activity');
  // A retry of this journey finds its first try's entries there too.
  await expect(
    page.getByText('Switched to Northgate Savings Bank (Fargo, ND).').first(),
  ).toBeVisible();
  await expect(
    page.getByText('Added Northgate Savings Bank (Fargo, ND) to My Favorites.').first(),
  ).toBeVisible();

  // A favourite switches in one click and can be removed.
  await page.goto('/peer-comparison/balance/snapshot');
  await switchTo(page, 'Northgate Ban', 'Northgate Bank (Duluth, MN)');
  await institutionTrigger(page).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Switch to Northgate Savings Bank (Fargo, ND)' })
    .click();
  await expect(institutionTrigger(page)).toHaveAccessibleName(/Northgate Savings Bank/);
  await institutionTrigger(page).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Remove Northgate Savings Bank (Fargo, ND) from My Favorites' })
    .click();
  await expect(page.getByRole('dialog').getByText(/No favorites yet/)).toBeVisible();
  await page.keyboard.press('Escape');
  await switchTo(page, 'Northgate Ban', 'Northgate Bank (Duluth, MN)');
});

type Group = { groupId: number; groupType: number; name: string; institutionCount: number };

test('peer selection: a group, a member filter and the 3-institution limit', async ({ page }) => {
  // Three pages, a reload and four dialogs: over a minute on a loaded 2-core runner.
  test.setTimeout(180_000);
  const token = await signInWithoutTours(page, 'standard@example.com');
  // Starts from the default peer, whatever an earlier try of this journey saved.
  const cleared = await page.request.delete('/api/user/session', {
    headers: { 'x-csrf-token': token },
  });
  expect(cleared.ok()).toBe(true);
  const groups = await getJson<Group[]>(page.request, '/api/9000001/group');
  const state = groups[1]!;
  const filterable = groups.find((g) => g.groupType !== 30 && g.institutionCount >= 4)!;

  await page.goto('/peer-comparison/balance/snapshot');
  // Anchored: other buttons on product pages (chart exports) name the peer too.
  const peerButton = page.getByRole('button', { name: /^Peer: .*\. Select Peer$/ });
  await expect(peerButton).toHaveAccessibleName(`Peer: ${groups[0]!.name}. Select Peer`);
  await peerButton.click();
  let modal = page.getByRole('dialog', { name: 'Select Peer' });
  await expect(modal.getByRole('button', { name: `Filter ${groups[0]!.name}` })).toHaveCount(0);
  await modal.getByRole('button', { name: `Select ${state.name}`, exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(peerButton).toHaveAccessibleName(`Peer: ${state.name}. Select Peer`);

  await peerButton.click();
  modal = page.getByRole('dialog', { name: 'Select Peer' });
  await modal.getByRole('button', { name: `Filter ${filterable.name}` }).click();
  const filter = page.getByRole('dialog', { name: filterable.name });
  const master = filter.getByRole('checkbox', { name: 'Select all' });
  await expect(master).toBeChecked();
  const members = filter.getByRole('list', { name: 'Institutions' }).getByRole('checkbox');
  await members.first().uncheck();
  await expect(master).not.toBeChecked();
  await filter.getByRole('button', { name: 'Apply Filter' }).click();
  const count = filterable.institutionCount;
  await expect(peerButton).toHaveAccessibleName(
    `Peer: ${filterable.name} (${count - 1} of ${count}). Select Peer`,
  );
  // A reload draws the whole shell again: on a loaded runner that took over 10 s.
  await page.reload();
  await expect(peerButton).toHaveAccessibleName(
    `Peer: ${filterable.name} (${count - 1} of ${count}). Select Peer`,
    { timeout: 30_000 },
  );

  // Competitor watch: at most 3 institutions; a fourth tick is ignored.
  await page.goto('/peer-comparison/quarterly/institution');
  await peerButton.click();
  await page
    .getByRole('dialog', { name: 'Select Peer' })
    .getByRole('button', { name: `Choose institutions of ${filterable.name}` })
    .click();
  const pick = page.getByRole('dialog', { name: filterable.name });
  const boxes = pick.getByRole('list', { name: 'Institutions' }).getByRole('checkbox');
  for (let i = 0; i < 4; i += 1) await boxes.nth(i).click();
  await expect(boxes.nth(3)).not.toBeChecked();
  await expect(pick.getByText('3 of 3 chosen')).toBeVisible();
  const rows = pick.getByRole('list', { name: 'Institutions' }).getByRole('listitem');
  const chosen = await Promise.all([0, 1, 2].map((i) => rows.nth(i).innerText()));
  await pick.getByRole('button', { name: 'Compare These' }).click();
  await expect(peerButton).toHaveAccessibleName(
    `Peer: ${chosen.map((c) => c.trim()).join('; ')}. Select Peer`,
  );
});

type Kpi = {
  metricId: string;
  value: number | null;
  priorValue: number | null;
  reportDate: string;
  measures?: { used: number; of: number } | null;
};

test('dashboard tiles show the numbers the API gives', async ({ page }) => {
  await signInWithoutTours(page, 'standard@example.com');
  const scores = await getJson<Kpi[]>(
    page.request,
    '/api/9000001/kpi/LHAC0030,LHAC0031,LHAC0032,LHAC0033,LHAC0034',
  );
  const labels = ['Low', 'Below Average', 'Average', 'Above Average', 'High'];
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Peer Comparison' });
  const titles = ['Liquidity', 'Profitability', 'Capital', 'Revenue and Expense', 'Credit'];
  const areas = ['liquidity', 'profitability', 'capital', 'revenue', 'credit'];
  for (const [i, score] of scores.entries()) {
    expect(score.value).not.toBeNull();
    // Each score says how many of its area's measures it rests on (issue 23).
    expect(score.measures).toBeTruthy();
    const { used, of } = score.measures!;
    const tile = panel.getByRole('link', {
      name: `${titles[i]}: ${score.value} (${labels[score.value! - 1]}), based on ${used} of ${of} measures`,
    });
    await expect(tile.getByTestId('score-measures')).toHaveText(
      `Based on ${used} of ${of} measures`,
    );
    await expect(tile).toHaveAttribute('href', `/peer-comparison/performance/${areas[i]}`);
    await expect(tile.getByTestId('score')).toHaveText(String(score.value));
  }
  await panel.getByRole('link', { name: /^Liquidity/ }).click();
  await expect(page).toHaveURL(/\/peer-comparison\/performance\/liquidity$/);

  // The MULTI bank's KPI tiles: value as the API gives it, with an arrow against the prior quarter.
  await page.context().clearCookies();
  await signInWithoutTours(page, 'bundle@example.com');
  const session = await getJson<{ key: string; value: string }[]>(
    page.request,
    '/api/user/session',
  );
  const iid = session.find((entry) => entry.key === 'institution')?.value ?? '9000004';
  const kpis = await getJson<Kpi[]>(page.request, `/api/${iid}/kpi/LBPRLNDEP,LBPRLIQASSET`);
  await page.goto('/dashboard');
  const multi = page.getByRole('region', { name: 'Peer Comparison + Non-Maturity Deposits' });
  const percent = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const loans = multi.getByRole('link', {
    name: new RegExp(`^Loans to Deposits: ${percent.format(kpis[0]!.value!)}%`),
  });
  await expect(loans).toHaveAttribute('href', '/non-maturity-deposits/decay_basic');
  // Lower is better for loans to deposits: a rise is a decline, and the tile says both what
  // the figure did and which way that is (issue 23: not "declined" for a ratio that rose).
  const rose = kpis[0]!.value! > kpis[0]!.priorValue!;
  await expect(loans.locator('[data-trend]')).toHaveAttribute(
    'data-trend',
    rose ? 'up-declined' : 'down-improved',
  );
  await expect(loans).toContainText(
    `${rose ? 'up' : 'down'} from ${percent.format(kpis[0]!.priorValue!)}% the prior quarter (${rose ? 'less' : 'more'} favourable)`,
  );
  await expect(
    multi.getByRole('link', {
      name: new RegExp(`^Liquid Asset Ratio: ${percent.format(kpis[1]!.value!)}%`),
    }),
  ).toBeVisible();
});

test("a HOLD organization's dashboard lists its institutions under My Banks", async ({ page }) => {
  await signInWithoutTours(page, 'hold@example.com');
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'My Banks' });
  await expect(
    card.getByRole('button', { name: /^Summit State Bank \(.+\), shown$/ }),
  ).toBeVisible();
  await expect(card.getByText('Your organization')).toBeVisible();
  // The panel below is that bank's.
  await expect(
    page.getByRole('region', { name: 'Peer Comparison' }).getByText(/^Summit State Bank \(/),
  ).toBeVisible();
});

test('unread counts go to 0 on /messages and /news', async ({ page }) => {
  await signInWithoutTours(page, 'nmd@example.com');
  await page.goto('/dashboard');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Messages (1 unread)' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'News (1 unread)' })).toBeVisible();

  await account.getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText(/Welcome to Peerscope/)).toBeVisible();
  await expect(account.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  await account.getByRole('link', { name: /^News/ }).click();
  await expect(page.getByRole('heading', { name: 'Demo data loaded' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'News', exact: true })).toBeVisible();

  await page.reload();
  await expect(account.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(account.getByRole('link', { name: 'News', exact: true })).toBeVisible();
});

/** Longer than driver.js takes to move a step into place. */
const STEP_MOVE_MS = 600;
/** Twice the web app's auto-start delay (900 ms). */
const AUTOSTART_PAST_MS = 2000;

test('a tour starts by itself, is left, and does not start by itself again', async ({ page }) => {
  // The page's clock is ours: driver.js animations and the auto-start delay are moved past, not
  // waited for.
  await page.clock.install();
  const token = await apiLogin(page.request, 'hold@example.com');
  await resetTours(page.request, token);
  await page.goto('/dashboard');
  const popover = page.locator('.driver-popover');
  await expect(popover.getByText('Welcome to your dashboard')).toBeVisible();
  // driver.js ignores keys while a step is still moving into place.
  await page.clock.runFor(STEP_MOVE_MS);
  await page.keyboard.press('ArrowRight');
  await expect(popover.getByText('Your products')).toBeVisible();
  await page.clock.runFor(STEP_MOVE_MS);
  await page.keyboard.press('ArrowLeft');
  await expect(popover.getByText('Welcome to your dashboard')).toBeVisible();
  await page.clock.runFor(STEP_MOVE_MS);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/tour') && response.request().method() === 'PUT',
  );
  await page.keyboard.press('Escape');
  expect((await saved).ok()).toBe(true);
  await expect(popover).toBeHidden();
  const progress = await getJson<{ path: string; cancelled: boolean }[]>(page.request, '/api/tour');
  expect(progress).toContainEqual({ path: '/dashboard', completed: false, cancelled: true });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Well past the auto-start delay: a tour that would start by itself has started by now.
  await page.clock.runFor(AUTOSTART_PAST_MS);
  await expect(popover).toBeHidden();

  // The Tour link still starts it; Done on the last step completes it.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Tour' })
    .click();
  await expect(popover.getByText('Welcome to your dashboard')).toBeVisible();
  while (!(await popover.getByRole('button', { name: 'Done' }).isVisible())) {
    await popover.getByRole('button', { name: 'Next' }).click();
    await page.clock.runFor(STEP_MOVE_MS);
  }
  await expect(popover.locator('.driver-popover-title')).toHaveText('Reference guide');
  // The guide's link has the app's link colour, not the browser's default blue.
  const [linkColour, appLinkColour] = await popover
    .getByRole('link', { name: 'reference guide (PDF)' })
    .evaluate((link) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--mantine-color-anchor)';
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return [getComputedStyle(link).color, expected];
    });
  expect(linkColour).toBe(appLinkColour);
  expect(linkColour).not.toBe('rgb(0, 0, 238)');
  await popover.getByRole('button', { name: 'Done' }).click();
  await expect(popover).toBeHidden();
  await expect
    .poll(async () => getJson<{ path: string; completed: boolean }[]>(page.request, '/api/tour'))
    .toContainEqual({ path: '/dashboard', completed: true, cancelled: false });
  expect(token).toBeTruthy();
});

type Found = {
  iid: number;
  name: string;
  city: string;
  state: string;
  active: boolean;
  lastReportingDate: string | null;
};

/** A bank of the demo data that stopped filing, and one still filing. */
async function closedAndActiveBanks(page: Page) {
  // The demo roster merges a few banks away over its 80 quarters; find one by common name parts.
  let closed: Found | undefined;
  let active: Found | undefined;
  for (const part of ['Ban', 'Sav', 'Tru', 'Nat', 'Sta', 'Fir', 'Com', 'Cit', 'Far', 'Val']) {
    const found = await getJson<Found[]>(
      page.request,
      `/api/institution/search?q=${part}&institutionType=bank&includeClosed=true`,
    );
    closed ??= found.find((i) => !i.active && i.lastReportingDate !== null);
    active ??= found.find((i) => i.active);
    if (closed && active) break;
  }
  if (!closed?.lastReportingDate || !active) throw new Error('the demo data has no closed bank');
  const date = (fields: Intl.DateTimeFormatOptions, day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { ...fields, timeZone: 'UTC' });
  return {
    closed: { ...closed, lastReportingDate: closed.lastReportingDate },
    active,
    monthYear: date({ month: 'short', year: 'numeric' }, closed.lastReportingDate),
    label: `${closed.name} (${closed.city}, ${closed.state})`,
    longDate: (day: string) => date({ month: 'short', day: 'numeric', year: 'numeric' }, day),
  };
}

test('a closed bank is found in the switcher, marked, and its tiles are of its last report', async ({
  page,
}) => {
  const token = await signInWithoutTours(page, 'bundle@example.com');
  const { closed, monthYear, label } = await closedAndActiveBanks(page);

  const session = await getJson<{ key: string; value: string }[]>(
    page.request,
    '/api/user/session',
  );
  const me = await getJson<{ institutionIid: number }>(page.request, '/api/auth/me');
  const before = session.find((e) => e.key === 'institution')?.value ?? String(me.institutionIid);

  await page.goto('/dashboard');
  await institutionTrigger(page).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('Search institutions').fill(closed.name);
  const option = panel.getByRole('option', {
    name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
  });
  await expect(option).toContainText(`Last filed in ${monthYear}`);
  await option.click();
  await panel.getByRole('button', { name: 'Switch To', exact: true }).click();
  await expect(institutionTrigger(page)).toHaveAccessibleName(
    `Institution: ${label}. Switch institution`,
  );
  // Its tiles answer at its last report, not the newest quarter of the dataset.
  const tiles = page.getByRole('region', { name: 'Peer Comparison + Non-Maturity Deposits' });
  await expect(tiles.getByText(`As of ${monthYear};`, { exact: false }).first()).toBeVisible();

  // Other journeys of this user expect the institution it had.
  const saved = await page.request.post('/api/user/session', {
    data: { key: 'institution', value: before },
    headers: { 'x-csrf-token': token },
  });
  expect(saved.ok()).toBe(true);
});

test('a peer group holding a closed bank leaves it out and says so', async ({ page }) => {
  const token = await signInWithoutTours(page, 'standard@example.com');
  const { closed, active, monthYear, label, longDate } = await closedAndActiveBanks(page);
  const me = await getJson<{ institutionIid: number }>(page.request, '/api/auth/me');
  const created = await page.request.post(`/api/${me.institutionIid}/group`, {
    data: { name: 'With a closed bank', iids: [closed.iid, active.iid] },
    headers: { 'x-csrf-token': token },
  });
  expect(created.status()).toBe(201);
  const group = ((await created.json()) as (Group & { asOf: string })[]).find(
    (g) => g.name === 'With a closed bank',
  )!;
  try {
    await page.goto('/peer-comparison/balance/snapshot');
    await page.getByRole('button', { name: /^Peer: .*\. Select Peer$/ }).click();
    const modal = page.getByRole('dialog', { name: 'Select Peer' });
    const item = modal.getByRole('listitem').filter({ hasText: 'With a closed bank' });
    await expect(item).toContainText('1 institution');
    const note = item.getByText(
      `1 member did not file for ${longDate(group.asOf)} and is left out`,
    );
    await note.click();
    await expect(item.getByRole('list', { name: 'Members left out' })).toHaveText(
      `${label}: last filed in ${monthYear}`,
    );
  } finally {
    // Other journeys of this user expect its groups as they were.
    await page.request.delete(`/api/${me.institutionIid}/group/${group.groupId}`, {
      headers: { 'x-csrf-token': token },
    });
  }
});
