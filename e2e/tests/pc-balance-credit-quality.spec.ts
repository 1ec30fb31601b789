import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin } from './api';
import { getJson, openInApp, signInWithoutTours } from './shell-helpers';

/**
 * Balance and Credit Quality rooms (spec 2 sections 2.2, 2.10, 6 and 9) for a standard bank
 * user and a standard credit-union user: chart figures on screen against the same API calls,
 * every page of both definitions opened, the paywall of the basic plan on credit quality (and
 * the API's refusal), and an axe check of each room.
 */

// Several browser test runs share two cores: give slow pages time before calling them broken.
const expect = baseExpect.configure({ timeout: 20_000 });

type Me = { institutionIid: number; institutionType: string };
type DateSet = { institutionType: string; dates: string[] };
type ChartData = { rowTitle: string; compType: string; data: (string | number | null)[][] };
type Slices = { reportDate: string; slices: { title: string; value: number }[] };
type Series = {
  dates: string[];
  institutionSeries: { kind: string; label: string; values: (number | null)[] }[];
};
type Definition = {
  rooms: { name: string; clientCode: string; pages: { name: string; clientCode: string }[] }[];
};

/** The components this room's engineer registers: a 'Failed to create component' for one fails. */
const OWN_COMPONENTS = [
  'ElementPieChart',
  'ElementStackedBarChart',
  'ConcentrationChart',
  'NetBarChart',
  'MetricLineChart',
];

const CREDIT_QUALITY_PAGES = [
  'pdna',
  'corecov',
  'agriculture',
  'commercial',
  'construction',
  'consumer',
  'cre',
  'lease',
  'multifamily',
  'residential',
  'other',
];

const USERS = [
  { email: 'standard@example.com', definition: 'peer-comparison-1', assets: 'LBPR2170' },
  { email: 'cu@example.com', definition: 'peer-comparison-2', assets: 'ACCT_010' },
] as const;

/** What the app shows (packages/core/src/format): whole dollars, percent to 2 decimals, MMM yyyy. */
const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
const percent = (value: number) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;
const monthYear = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const shown = (value: number | null | undefined, format: (v: number) => string) =>
  typeof value === 'number' ? format(value) : '-';

/**
 * Violations in other engineers' components, reported (as annotations) rather than failed on:
 * the SubjectHeader caption 'Credit quality of' is Mantine's dimmed grey at 12 px (3.3:1).
 */
const KNOWN_ELSEWHERE = [{ id: 'color-contrast', html: 'Credit quality of' }];

/**
 * axe on the room's own content: the page's components (and the paywall banner when there is
 * one). The shell around it (header, peer selector, footer) has its own browser tests. The
 * charts' visually hidden copies of their data tables are left out: they are read by screen
 * readers, never scrolled (the shown copy is what a keyboard user reaches).
 */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-tour="page-content"]')
    .include('[role="alert"]')
    .exclude('[data-tour="page-content"] .mantine-VisuallyHidden-root')
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const failures: string[] = [];
  for (const violation of serious) {
    for (const node of violation.nodes) {
      const known = KNOWN_ELSEWHERE.some(
        (k) => k.id === violation.id && node.html.includes(k.html),
      );
      const line = `${violation.id}: ${node.target.join(' ')}`;
      if (known) test.info().annotations.push({ type: 'axe, not this room', description: line });
      else failures.push(line);
    }
  }
  expect(failures).toEqual([]);
}

/**
 * The rows of a chart's text alternative (ChartFrame's data table), each as its cell texts. The
 * first match: the institution's chart comes before the peer's.
 */
async function tableRows(page: Page, name: string | RegExp): Promise<string[][]> {
  const table = page.getByRole('table', { name }).first();
  await expect(table).toBeAttached({ timeout: 15_000 });
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  const result: string[][] = [];
  for (let i = 0; i < count; i++) {
    result.push((await rows.nth(i).locator('td, th').allTextContents()).map((text) => text.trim()));
  }
  return result;
}

/** The subject's and the last date's column of element rows, as the server answers them. */
function valueAt(row: ChartData, column: number, date: string): number | null {
  const found = row.data.slice(1).find((cells) => cells[0] === date);
  const value = found?.[column];
  return typeof value === 'number' ? value : null;
}

/**
 * Opens a page and answers the peer path ('/group/1', '/iid/…?…') of the last call whose path
 * matches: the selection restores the saved peer after the first render, so the first call may
 * still be without one. Waits until the page's calls are done.
 */
async function openAndReadPeerPath(page: Page, path: string, call: RegExp): Promise<string> {
  const urls: string[] = [];
  const listener = (request: { url: () => string }) => {
    if (call.test(request.url())) urls.push(request.url());
  };
  page.on('request', listener);
  await page.goto(path);
  await expect.poll(() => urls.length).toBeGreaterThan(0);
  // 'networkidle' is a one-time load event: once fired it does not wait for the call with the
  // restored peer. Wait until no matching call has started for a second instead.
  await expect
    .poll(
      async () => {
        const seen = urls.length;
        await page.waitForTimeout(1000);
        return urls.length === seen;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  page.off('request', listener);
  const url = new URL(urls.at(-1) ?? '');
  return (/\/(iid|group|none)\/\d+$/.exec(url.pathname)?.[0] ?? '') + url.search;
}

/** Signs in and answers the subject, the last report date and the peer path the page asks for. */
async function openBalance(page: Page, email: string) {
  await signInWithoutTours(page, email);
  const me = await getJson<Me>(page.request, '/api/auth/me');
  const dates = await getJson<DateSet[]>(page.request, '/api/date');
  const lastDate = dates.find((set) => set.institutionType === me.institutionType)?.dates.at(-1);
  if (!lastDate) throw new Error('no report dates');
  const peerPath = await openAndReadPeerPath(
    page,
    '/peer-comparison/balance/snapshot',
    /\/element\/asset-mix\/(iid|group|none)\/\d+/,
  );
  return { iid: me.institutionIid, lastDate, peerPath };
}

for (const { email, definition, assets } of USERS) {
  test.describe(`Balance and credit quality for ${email}`, () => {
    test.describe.configure({ timeout: 90_000 });
    test('the balance snapshot shows the figures of the API', async ({ page }) => {
      const { iid, lastDate, peerPath } = await openBalance(page, email);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Balance Room - Snapshot');

      // The institution's pie: GET element/slices at the end of the range (top 5 + Other).
      const slices = await getJson<Slices>(
        page.request,
        `/api/${iid}/element/slices/asset-mix?date=${lastDate}&sort=desc&count=5`,
      );
      expect(slices.slices.length).toBeGreaterThan(0);
      const pie = await tableRows(page, new RegExp(`^Asset Mix, .*, ${monthYear(lastDate)} data$`));
      expect(pie[0]).toEqual([slices.slices[0]!.title, dollars(slices.slices[0]!.value)]);
      // A pie draws positive amounts only (a credit union without loans held for sale: $0).
      expect(pie).toEqual(
        slices.slices.filter((s) => s.value > 0).map((s) => [s.title, dollars(s.value)]),
      );

      // Stacked bars of the institution: the last row holds every part at the last date, and
      // the total assets line; the assets' and the funding's parts each add up to it.
      for (const [elementId, title] of [
        ['asset-mix', 'Asset Mix'],
        ['funding-mix', 'Funding Mix'],
      ] as const) {
        const rows = await getJson<ChartData[]>(
          page.request,
          `/api/${iid}/element/${elementId}${peerPath}`,
        );
        const stacked = await tableRows(page, new RegExp(`^${title} Over Time, .* data$`));
        const institutionStack = stacked.at(-1);
        expect(institutionStack?.[0]).toBe(monthYear(lastDate));
        expect(institutionStack?.slice(1)).toEqual(
          rows.map((row) => shown(valueAt(row, 1, lastDate), dollars)),
        );
        const parts = rows.filter((row) => row.compType === 'bar');
        const total = rows.find((row) => row.compType === 'line');
        expect(total?.rowTitle).toBe('Total Assets');
        const sum = parts.reduce((t, row) => t + (valueAt(row, 1, lastDate) ?? Number.NaN), 0);
        expect(sum).toBeCloseTo(valueAt(total!, 1, lastDate) ?? Number.NaN, 0);
      }

      // Total assets: institution and peer at the last date of the range.
      const series = await getJson<Series>(page.request, `/api/${iid}/metric/${assets}${peerPath}`);
      const assetsMetric = await getJson<{ metricTitle: string }>(
        page.request,
        `/api/${iid}/metric/${assets}`,
      );
      const index = series.dates.indexOf(lastDate);
      const line = await tableRows(page, `${assetsMetric.metricTitle} data`);
      expect(line.at(-1)).toEqual([
        monthYear(lastDate),
        ...series.institutionSeries.map((s) => shown(s.values[index], dollars)),
      ]);

      await expectNoSeriousViolations(page);
    });

    test('the credit quality room shows the figures of the API', async ({ page }) => {
      const { iid, lastDate, peerPath } = await openBalance(page, email);
      const metricPaths: string[] = [];
      page.on('request', (request) => {
        const found = /\/metric\/([A-Z0-9_]+)\/(iid|group|none)\/\d+/.exec(request.url());
        // The balance page may still be fetching its charts while this one opens: count only
        // the calls the credit quality page makes.
        if (found?.[1] && request.frame().url().includes('/creditquality/')) {
          metricPaths.push(found[1]);
        }
      });
      expect(
        await openAndReadPeerPath(
          page,
          '/peer-comparison/creditquality/pdna',
          /\/metric\/[A-Z0-9_]+\/(iid|group|none)\/\d+/,
        ),
      ).toBe(peerPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Credit Quality Room - Past Due & Nonaccrual',
      );
      await expect(page.getByText('Get This Feature!')).toHaveCount(0);
      const metricId = metricPaths[0] ?? '';
      const metric = await getJson<{ metricTitle: string }>(
        page.request,
        `/api/${iid}/metric/${metricId}`,
      );
      const series = await getJson<Series>(
        page.request,
        `/api/${iid}/metric/${metricId}${peerPath}`,
      );
      const index = series.dates.indexOf(lastDate);
      const line = await tableRows(page, `${metric.metricTitle} data`);
      expect(line.at(-1)).toEqual([
        monthYear(lastDate),
        ...series.institutionSeries.map((s) => shown(s.values[index], percent)),
      ]);
      await expectNoSeriousViolations(page);
    });

    if (definition === 'peer-comparison-1') {
      test('loan concentration and deposit growth show the figures of the API', async ({
        page,
      }) => {
        const { iid, lastDate, peerPath } = await openBalance(page, email);
        await page.goto('/peer-comparison/balance/loans');
        const concentration = await getJson<ChartData[]>(
          page.request,
          `/api/${iid}/element/loan-concentration${peerPath}`,
        );
        const shares = await tableRows(page, `Loan Concentration, ${monthYear(lastDate)} data`);
        expect(shares[0]?.slice(1)).toEqual(
          concentration.map((row) => shown(valueAt(row, 1, lastDate), percent)),
        );

        await page.goto('/peer-comparison/balance/deposits');
        const growth = await getJson<ChartData[]>(
          page.request,
          `/api/${iid}/element/deposit-growth${peerPath}`,
        );
        const net = await tableRows(page, `Deposit Growth, ${monthYear(lastDate)} data`);
        expect(net[0]?.slice(1)).toEqual(
          growth.map((row) => shown(valueAt(row, 1, lastDate), percent)),
        );
      });
    }

    test(`every page of ${definition} renders its title`, async ({ page }) => {
      test.setTimeout(240_000);
      const failed: { path: string; name: string }[] = [];
      let current = '';
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && text.startsWith('Failed to create component')) {
          failed.push({
            path: current,
            name: text.replace('Failed to create component', '').trim(),
          });
        }
      });
      await signInWithoutTours(page, email);
      const product = await getJson<Definition>(
        page.request,
        `/assets/products/${definition}.json`,
      );
      for (const room of product.rooms) {
        for (const productPage of room.pages) {
          current = `/peer-comparison/${room.clientCode}/${productPage.clientCode}`;
          await openInApp(page, current);
          const title =
            room.pages.length > 1 ? `${room.name} Room - ${productPage.name}` : `${room.name} Room`;
          await expect(page.getByRole('heading', { level: 1 }), current).toHaveText(title);
          // Let the page's components mount (and log) before leaving it: no loader left.
          await expect(page.locator('.mantine-Loader-root'), current).toHaveCount(0);
        }
      }
      const own = failed.filter((f) => OWN_COMPONENTS.includes(f.name));
      const gaps = [...new Set(failed.map((f) => `${f.path}: ${f.name}`))];
      if (gaps.length > 0) {
        test.info().annotations.push({ type: 'known gaps', description: gaps.join('; ') });
        console.log(`Components not registered yet (${definition}):\n${gaps.join('\n')}`);
      }
      expect(own).toEqual([]);
    });
  });
}

/** What a chart draws, read from its SVG: its texts with their boxes, and its fill colours. */
async function drawn(chart: Locator) {
  return chart.evaluate((box) => {
    const frame = box.getBoundingClientRect();
    const texts = Array.from(box.querySelectorAll('svg text')).map((text) => {
      const r = text.getBoundingClientRect();
      return {
        text: (text.textContent ?? '').trim(),
        inside: r.left >= frame.left - 1 && r.right <= frame.right + 1,
        top: r.top,
        bottom: r.bottom,
        right: r.right,
        left: r.left,
      };
    });
    const fills = Array.from(box.querySelectorAll('svg path, svg rect'))
      .map((shape) => (shape.getAttribute('fill') ?? '').toLowerCase())
      .filter((fill) => fill.startsWith('#') || fill.startsWith('rgb'));
    return { texts, fills };
  });
}

/** The names a chart's data table lists: the pie's row titles, the bars' column headers. */
async function namesOf(section: Locator, pie: boolean): Promise<string[]> {
  const table = section.getByRole('table');
  const cells = pie
    ? table.locator('tbody tr > :first-child')
    : table.locator('thead th').filter({ hasNotText: /^(Date|Institution)$/ });
  return (await cells.allTextContents()).map((name) => name.trim());
}

/**
 * Issue 23, points 4 to 6: at 1440, 1280 and 390 px the balance pages' legends are never paged
 * ("◂ 1/2 ▸") nor cut ("Cash and Due f…"): every part the chart's table lists is written in
 * full in the chart. A pie's share labels stay inside the chart and do not overlap. Deposit
 * Growth's two measures are not drawn in the institution's blue and the peer's orange.
 */
const INSTITUTION_BLUE = '#1c5d99';
const PEER_ORANGE = '#f08c00';
for (const { email, definition } of USERS) {
  test(`${email}: balance legends in full, pie labels apart, growth in category colours`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInWithoutTours(page, email);
    const paths = ['/peer-comparison/balance/snapshot', '/peer-comparison/balance/deposits'];
    let growthCharts = 0;
    for (const width of [1440, 1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        // ChartFrame's section: the chart's box is a child of its body.
        const frames = page.locator('section:has(> div > [data-chart])');
        await expect(frames.first()).toBeVisible({ timeout: 60_000 });
        // Every chart drawn: no chart still loading.
        await expect(page.locator('section:has(> div > [role="status"])')).toHaveCount(0);
        const sections = frames.filter({ has: page.locator('[data-chart] svg') });
        expect(await sections.count(), `${path} at ${width}`).toBeGreaterThanOrEqual(4);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        for (const section of await sections.all()) {
          const title = (await section.getAttribute('aria-label')) ?? '';
          const where = `${title} (${path} at ${width} px)`;
          const chart = section.locator('[data-chart]');
          const pie = /Mix, /.test(title) && !/Over Time/.test(title);
          const { texts, fills } = await drawn(chart);
          const words = texts.map((t) => t.text);
          expect(
            words.filter((w) => /^\d+\/\d+$/.test(w)),
            `${where}: a paged legend`,
          ).toEqual([]);
          expect(
            words.filter((w) => /…|\.\.\.$/.test(w)),
            `${where}: a cut name`,
          ).toEqual([]);
          for (const name of await namesOf(section, pie)) {
            expect(words, `${where}: "${name}" in full`).toContain(name);
          }
          expect(
            texts.filter((t) => !t.inside).map((t) => t.text),
            `${where}: past the box`,
          ).toEqual([]);
          if (pie) {
            const shares = texts.filter((t) => /^[\d.]+%$/.test(t.text));
            expect(shares.length, where).toBeGreaterThan(0);
            for (const a of shares) {
              for (const b of shares) {
                if (a === b) continue;
                const overlap =
                  a.left < b.right &&
                  b.left < a.right &&
                  a.top < b.bottom - 1 &&
                  b.top < a.bottom - 1;
                expect(overlap, `${where}: "${a.text}" on "${b.text}"`).toBe(false);
              }
            }
          }
          if (title.startsWith('Deposit Growth')) {
            growthCharts += 1;
            expect(fills.length, where).toBeGreaterThan(0);
            expect(fills, `${where}: institution blue`).not.toContain(INSTITUTION_BLUE);
            expect(fills, `${where}: peer orange`).not.toContain(PEER_ORANGE);
          }
        }
      }
    }
    // Deposit Growth is a bank page's chart (spec 2 section 2.10): checked at each width.
    expect(growthCharts).toBe(definition === 'peer-comparison-1' ? 3 : 0);
  });
}

test.describe('Credit quality on the basic plan', () => {
  test('every page shows the paywall and the API refuses the data', async ({ page }) => {
    test.setTimeout(120_000);
    const metricCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/\d+\/metric\//.test(request.url())) metricCalls.push(request.url());
    });
    await signInWithoutTours(page, 'basic@example.com');
    const me = await getJson<Me>(page.request, '/api/auth/me');
    for (const code of CREDIT_QUALITY_PAGES) {
      await page.goto(`/peer-comparison/creditquality/${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Credit Quality Room');
      await expect(page.getByText('Get This Feature!'), code).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
        'href',
        '/upgrade-pricing',
      );
      // Locked: the charts are drawn without their data, inside the inert wrapper.
      await expect(page.locator('[data-locked="true"] [data-locked-chart]').first()).toBeAttached();
    }
    // The locked charts ask for nothing.
    expect(metricCalls).toEqual([]);
    await expectNoSeriousViolations(page);

    const request = page.request;
    await apiLogin(request, 'basic@example.com');
    // A credit quality chart's metric is refused; the past-due total, which the free
    // performance page shows as a credit tile, is not (the tier of the pages that show it).
    expect(
      (await request.get(`/api/${me.institutionIid}/metric/LBPRPD30TOT/none/0`)).status(),
    ).toBe(200);
    for (const path of [
      `/api/${me.institutionIid}/metric/LBPRPD90TOT`,
      `/api/${me.institutionIid}/metric/LBPRPD90TOT/none/0`,
      `/api/${me.institutionIid}/metric/LBPRNATOT/group/1`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(403);
    }
  });
});
