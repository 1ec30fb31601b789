import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-helpers';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Quarterly and Performance rooms (spec 2 sections 2.5, 2.6 and 2.10) for a standard bank user
 * and a standard credit-union user: a summary row's figures and its drawer against the API, the
 * institution summary with peer institutions, a score tile against the API, and an axe check.
 */

type SummaryRow = {
  rowTitle: string;
  metricId: string;
  displayType: string;
  institutionValue: number | null;
  groupValue: number | null;
  institutionRank: number | null;
  institutionsReporting: number;
  institutionPercentile: number | null;
};
type InstitutionSummaryRow = {
  rowTitle: string;
  metricId: string;
  displayType: string;
  institutionValue: number | null;
  peers: { iid: number; value: number | null }[];
};
type Ranks = {
  institutionsReporting: number;
  label: string;
  ranks: { iid: number; label: string; isSubject: boolean }[];
};
type Kpi = {
  metricId: string;
  metricTitle: string;
  displayType: string;
  value: number | null;
  measures?: { used: number; of: number; minimum: number } | null;
};
type Me = { institutionIid: number; institutionType: string };

const USERS = [
  { email: 'standard@example.com', kind: 'bank' },
  { email: 'cu@example.com', kind: 'credit union' },
] as const;

/** As packages/core/src/format shows PCT: two decimals and a percent sign. */
const percent = (value: number) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;

/**
 * axe over the rooms' own content (marked data-pc-room). The charts' hidden data tables are left
 * out: their scroll container (ui/data-table) trips scrollable-region-focusable, reported to the
 * chart layer's owner; the shell's demo notice and footer are checked by the shell's tests.
 */
async function expectNoSeriousViolations(page: Page) {
  await expectNoSeriousAxeViolations(
    new AxeBuilder({ page })
      .include('[data-pc-room]')
      .exclude('[data-pc-room] .mantine-VisuallyHidden-root'),
  );
}

/** Waits for the page's call to `part` and fetches the same address through the API. */
async function sameCall<T>(page: Page, part: RegExp, action: () => Promise<unknown>) {
  const response = page.waitForResponse((r) => part.test(new URL(r.url()).pathname) && r.ok());
  await action();
  const url = new URL((await response).url());
  return getJson<T>(page.request, url.pathname + url.search);
}

/** Two peer institutions of the user's type, as the multi-mode peer selector saves them. */
async function choosePeerInstitutions(page: Page, token: string) {
  const me = await getJson<Me>(page.request, '/api/auth/me');
  const dates = await getJson<{ dates: string[] }[]>(page.request, '/api/date');
  const lastDate = dates[0]?.dates.at(-1);
  const groups = await getJson<{ groupId: number }[]>(
    page.request,
    `/api/${me.institutionIid}/group`,
  );
  const ranks = await getJson<Ranks>(
    page.request,
    `/api/${me.institutionIid}/metric/aggregate/${me.institutionType === 'bank' ? 'LBPR2170' : 'FPR_ROA'}/${lastDate}/${groups[0]?.groupId}`,
  );
  const peers = ranks.ranks
    .filter((r) => !r.isSubject)
    .slice(0, 2)
    .map((r) => ({ iid: r.iid, label: r.label }));
  expect(peers).toHaveLength(2);
  const saved = await page.request.post('/api/user/session', {
    data: { key: `peerInstitutions-${me.institutionType}`, value: JSON.stringify(peers) },
    headers: { 'x-csrf-token': token },
  });
  expect(saved.ok()).toBe(true);
}

const row = (page: Page, metricId: string) => page.locator(`tr[data-metric-id="${metricId}"]`);

for (const { email, kind } of USERS) {
  test.describe(`${kind} user`, () => {
    test('group summary: a row equals the API; the drawer opens, switches and closes', async ({
      page,
    }) => {
      // A cold page, two drawers and an axe pass: over 30 s when the two cores are shared.
      test.setTimeout(60_000);
      await signInWithoutTours(page, email);
      const rows = await sameCall<SummaryRow[]>(page, /\/metric\/quarterly\/[^/]+\/\d+\/\d+$/, () =>
        page.goto('/peer-comparison/quarterly/group'),
      );
      await expect(page).toHaveTitle(/Quarterly Room - Group Summary/);
      const [first, second] = rows.filter(
        (r) =>
          r.displayType === 'PCT' &&
          r.institutionValue !== null &&
          r.groupValue !== null &&
          r.institutionRank !== null,
      );
      if (!first || !second) throw new Error('no two complete percentage rows in the summary');

      const shown = row(page, first.metricId);
      await expect(shown.locator('[data-column="value"]')).toHaveText(
        percent(first.institutionValue as number),
      );
      // The rank, and beside it the subject's percentile within the group (issue 28).
      const percentile = Math.round(first.institutionPercentile as number);
      await expect(shown.locator('[data-column="rank"]')).toHaveText(
        new RegExp(
          `^${first.institutionRank} of ${first.institutionsReporting} ${percentile}(st|nd|rd|th) percentile$`,
        ),
      );
      await expect(shown.locator('[data-column="average"]')).toHaveText(
        percent(first.groupValue as number),
      );

      // Closed by default; a click opens it with the rank chart's caption from the API.
      const drawer = (title: string) => page.getByRole('region', { name: `${title} details` });
      await expect(page.getByTestId('summary-drawer')).toHaveCount(0);
      const ranks = await sameCall<Ranks>(page, /\/metric\/aggregate\//, () =>
        page.getByRole('button', { name: first.rowTitle, exact: true }).click(),
      );
      await expect(drawer(first.rowTitle)).toBeVisible();
      expect(ranks.label).toBe(
        `Showing ${ranks.ranks.length} of ${ranks.institutionsReporting} institutions`,
      );
      await expect(drawer(first.rowTitle).getByTestId('rank-caption')).toHaveText(ranks.label);
      await expect(shown).toHaveAttribute('data-selected', 'true');
      await expectNoSeriousViolations(page);

      // Another row switches it; the same row again closes it.
      const other = page.getByRole('button', { name: second.rowTitle, exact: true });
      await other.click();
      await expect(drawer(second.rowTitle)).toBeVisible();
      await expect(drawer(first.rowTitle)).toHaveCount(0);
      await other.click();
      await expect(page.getByTestId('summary-drawer')).toHaveCount(0);

      // Keyboard: Enter on the focused row button opens, Escape closes.
      await other.focus();
      await page.keyboard.press('Enter');
      await expect(drawer(second.rowTitle)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('summary-drawer')).toHaveCount(0);
      await expect(other).toBeFocused();
    });

    test('institution summary: value and difference per peer institution, trend drawer', async ({
      page,
    }) => {
      const token = await signInWithoutTours(page, email);
      await choosePeerInstitutions(page, token);

      const rows = await sameCall<InstitutionSummaryRow[]>(
        page,
        /\/metric\/quarterly\/[^/]+\/[\d,]+$/,
        () => page.goto('/peer-comparison/quarterly/institution'),
      );
      const first = rows.find(
        (r) =>
          r.displayType === 'PCT' &&
          r.institutionValue !== null &&
          r.peers.every((p) => p.value !== null),
      );
      if (!first) throw new Error('no complete percentage row in the institution summary');
      const shown = row(page, first.metricId);
      await expect(shown.locator('[data-column="value"]')).toHaveText(
        percent(first.institutionValue as number),
      );
      for (const peer of first.peers) {
        await expect(shown.locator(`[data-column="peer-${peer.iid}-value"]`)).toHaveText(
          percent(peer.value as number),
        );
      }
      await page.getByRole('button', { name: first.rowTitle, exact: true }).click();
      const drawer = page.getByRole('region', { name: `${first.rowTitle} details` });
      await expect(drawer).toBeVisible();
      await expect(shown).toHaveAttribute('data-selected', 'true');
      await expect(drawer.getByRole('img', { name: /Institution Trend/ })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('performance: a score tile shows the API score; KPI tiles and the legend', async ({
      page,
    }) => {
      await signInWithoutTours(page, email);
      const scores = await sameCall<Kpi[]>(page, /\/kpi\/LHAC_?0030,/, () =>
        page.goto('/peer-comparison/performance/snapshot'),
      );
      await expect(page).toHaveTitle(/Performance Room - Snapshot/);
      expect(scores).toHaveLength(5);
      for (const score of scores) {
        const tile = page.getByRole('article', { name: score.metricTitle });
        await expect(tile.getByTestId('institution-value')).toHaveText(
          score.value === null ? '-' : String(score.value),
        );
        // issue 23: what the score rests on, and a line of the score itself on a 1 to 5 axis.
        const { used, of, minimum } = score.measures!;
        await expect(tile.getByTestId('score-measures')).toHaveText(
          `Based on ${used} of ${of} measures${used < minimum ? `; a score needs at least ${minimum}` : ''}`,
        );
        await expect(
          tile.getByRole('img', { name: `${score.metricTitle}: the score, 1 to 5, over 5 years` }),
        ).toBeVisible();
      }
      await expect(page.getByText('Performance Scores')).toBeVisible();
      await expect(page.getByText('Above 80%')).toBeVisible();
      await expectNoSeriousViolations(page);

      const kpis = await sameCall<Kpi[]>(page, /\/kpi\/LHAC_?0034,/, () =>
        page.goto('/peer-comparison/performance/credit'),
      );
      const kpi = kpis.find((k) => k.value !== null && k.displayType === 'PCT');
      if (!kpi) throw new Error('no credit KPI with a percentage value');
      await expect(
        page.locator(`[role="group"][data-metric-id="${kpi.metricId}"]`).getByTestId('kpi-value'),
      ).toHaveText(percent(kpi.value as number));
      await expectNoSeriousViolations(page);
    });
  });
}

/**
 * Issue 23, point 6: on a 390 px phone the summary table scrolls inside its own box (the page
 * does not widen) and its Metric column stays in place while the figures scroll under it.
 */
for (const { email, kind } of USERS) {
  test(`${kind} user at 390 px: the summaries scroll in their box, the Metric column stays`, async ({
    page,
  }) => {
    // Two pages, each loaded cold on a shared machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await signInWithoutTours(page, email);
    await choosePeerInstitutions(page, token);
    for (const path of [
      '/peer-comparison/quarterly/group',
      '/peer-comparison/quarterly/institution',
    ]) {
      await page.goto(path);
      // The table's scroll box (ui/data-table), inside the section of the same name.
      const box = page.locator('[role="region"][aria-label^="Quarterly"]');
      const firstRow = box.locator('tbody tr[data-metric-id]').first();
      await expect(firstRow).toBeVisible({ timeout: 20_000 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(390);
      const widths = await box.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(widths.scroll, `${path}: the table is wider than its box`).toBeGreaterThan(
        widths.client,
      );
      const metric = firstRow.locator('td').first();
      const figure = firstRow.locator('[data-column="value"]');
      const before = { metric: await metric.boundingBox(), figure: await figure.boundingBox() };
      await box.evaluate((el) => el.scrollBy({ left: 150 }));
      await expect
        .poll(async () => (await figure.boundingBox())?.x, { message: `${path}: figures scroll` })
        .toBeLessThan((before.figure?.x ?? 0) - 100);
      expect((await metric.boundingBox())?.x, `${path}: the Metric column stays`).toBe(
        before.metric?.x,
      );
    }
  });
}
