import { expect, test, type Page } from '@playwright/test';
import ExcelJS, { type Worksheet } from 'exceljs';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * The Beta Suite room of Non-Maturity Deposits (issue 16), for a bank and a credit union: every
 * page shows its figures (no MissingComponent placeholder), and a figure on screen is the API's
 * answer for the institution chosen.
 */

interface Subject {
  user: string;
  institution: string;
  /** A MULTI organization picks its institution (the session key the switcher saves). */
  switches: boolean;
}

const SUBJECTS: Subject[] = [
  // Non-Maturity Deposits only, its own bank: the peer selector offers the aggregate groups.
  { user: 'nmd@example.com', institution: 'Blue Mesa Bank', switches: false },
  { user: 'bundle@example.com', institution: 'Northgate Bank', switches: true },
  // No demo organization owns a credit union with Non-Maturity Deposits: the MULTI user switches.
  { user: 'bundle@example.com', institution: 'Harbor Light Federal Credit Union', switches: true },
];

const ROOM = '/non-maturity-deposits/beta_suite';

/** The ALCO pack's sheets, in order: one per assumption after the summary and the inputs. */
const PACK_SHEETS = [
  'Summary',
  'Inputs',
  'Decay',
  'Regulatory',
  'Cycle Beta',
  'Asymmetric Betas',
  'Rolling Betas',
  'Lags',
  'Peer Rank',
  'Back-Test',
  'Scenarios',
];

/**
 * A Summary line's value: a formula's cached result (what Excel shows before recalculating,
 * read from the model since exceljs's value getter drops a cached 0) or the plain value.
 */
function summaryFigure(summary: Worksheet, label: string): unknown {
  for (let r = 1; r <= summary.rowCount; r++) {
    if (summary.getCell(r, 1).value !== label) continue;
    const cell = summary.getCell(r, 2);
    return cell.type === ExcelJS.ValueType.Formula ? cell.model.result : cell.value;
  }
  throw new Error(`the Summary has no line ${label}`);
}

type Estimate = { beta: number; n: number } | null;

const beta = (value: number) => value.toFixed(3);

const row = (page: Page, table: string, name: RegExp) =>
  page.getByRole('table', { name: table, exact: true }).getByRole('row', { name });

/** The cell of a table's row under the column of that header (the row header is no cell). */
async function cellUnder(page: Page, table: string, rowName: RegExp, column: string) {
  const headers = await page
    .getByRole('table', { name: table, exact: true })
    .getByRole('columnheader')
    .allTextContents();
  const index = headers.indexOf(column);
  if (index < 1) throw new Error(`no column ${column} in ${table}: ${headers.join(', ')}`);
  return row(page, table, rowName)
    .first()
    .getByRole('cell')
    .nth(index - 1);
}

async function institutionIid(page: Page, name: string): Promise<number> {
  const found = await getJson<{ iid: number; name: string }[]>(
    page.request,
    `/api/institution/search?q=${encodeURIComponent(name)}`,
  );
  const iid = found.find((i) => i.name === name)?.iid;
  if (iid === undefined) throw new Error(`no institution ${name}`);
  return iid;
}

for (const subject of SUBJECTS) {
  test.describe(`${subject.user} on ${subject.institution}`, () => {
    // One sign-in for the room: the pages are opened one after another in the same tab.
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    let iid: number;
    let token: string;
    let savedInstitution: string | undefined;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      token = await signInWithoutTours(page, subject.user);
      iid = await institutionIid(page, subject.institution);
      if (subject.switches) {
        const session = await getJson<{ key: string; value: string }[]>(
          page.request,
          '/api/user/session',
        );
        // Nothing saved means the organization's own institution.
        const me = await getJson<{ institutionIid: number }>(page.request, '/api/auth/me');
        savedInstitution =
          session.find((e) => e.key === 'institution')?.value ?? String(me.institutionIid);
        await saveInstitution(String(iid));
      }
    });

    test.afterAll(async () => {
      // Other journeys of this user expect the institution they left.
      if (savedInstitution !== undefined) await saveInstitution(savedInstitution);
      await page.close();
    });

    async function saveInstitution(value: string) {
      const saved = await page.request.post('/api/user/session', {
        data: { key: 'institution', value },
        headers: { 'x-csrf-token': token },
      });
      expect(saved.ok()).toBe(true);
    }

    /**
     * Opens a Beta Suite page (the first by address, the others through the room's tabs, as a
     * user does) and answers its API call as the page made it, fetched again.
     */
    async function openPage<T>(
      name: string,
      pageCode: string,
      endpoint: string,
      component: string,
    ): Promise<T> {
      const call = page.waitForResponse(
        (r) => r.url().includes(`/nmd/beta-suite/${endpoint}`) && r.request().method() === 'GET',
      );
      const tabs = page.getByRole('navigation', { name: 'Beta Suite pages' });
      if (page.url().includes(ROOM)) await tabs.getByRole('link', { name, exact: true }).click();
      else await page.goto(`${ROOM}/${pageCode}`);
      const response = await call;
      // A page without its component would render nothing here (MissingComponent).
      await expect(page.locator(`[data-component="${component}"]`)).toBeVisible();
      // No page of the room draws the institution against a peer series, so no colour legend.
      await expect(page.getByRole('complementary', { name: 'Legend' })).toHaveCount(0);
      expect(response.status()).toBe(200);
      const url = new URL(response.url());
      expect(url.pathname).toMatch(new RegExp(`^/api/${iid}/`));
      return getJson<T>(page.request, `${url.pathname}${url.search}`);
    }

    test('Cycle Beta shows the API’s cycle beta', async () => {
      const answer = await openPage<{ cycleBeta: number | null }>(
        'Cycle Beta',
        'beta_cycle',
        'cycle',
        'BetaCycle',
      );
      if (answer.cycleBeta === null) throw new Error('the demo institution has no cycle beta');
      await expect(row(page, 'Cycle beta', /^Cycle beta/)).toContainText(beta(answer.cycleBeta));
    });

    test('Asymmetric Betas shows the API’s up- and down-betas', async () => {
      const answer = await openPage<{ upBeta: Estimate; downBeta: Estimate }>(
        'Asymmetric Betas',
        'beta_asymmetric',
        'asymmetric',
        'BetaAsymmetric',
      );
      for (const [name, estimate] of [
        [/^Up-beta/, answer.upBeta],
        [/^Down-beta/, answer.downBeta],
      ] as const) {
        await expect(row(page, 'Up- and down-betas', name)).toContainText(
          estimate ? beta(estimate.beta) : 'Insufficient Data',
        );
      }
    });

    test('Rolling Betas shows the API’s last 8-quarter beta and draws the chart', async () => {
      const answer = await openPage<{
        rollingBetas: { windowQuarters: number; points: { estimate: Estimate }[] }[];
      }>('Rolling Betas', 'beta_rolling', 'rolling', 'BetaRolling');
      const eight = answer.rollingBetas.find((w) => w.windowQuarters === 8);
      const last = eight?.points.at(-1)?.estimate;
      if (!last) throw new Error('no 8-quarter beta');
      const table = page.getByRole('table', { name: '8-quarter rolling beta' });
      await expect(table.getByRole('row').last()).toContainText(beta(last.beta));
      await expect(
        page.getByRole('img', { name: /rolling betas with their 95% bands/ }),
      ).toBeVisible();
    });

    test('Lag Search names the API’s best lag', async () => {
      const answer = await openPage<{ bestLag: number | null }>(
        'Lag Search',
        'beta_lags',
        'lags',
        'BetaLagSearch',
      );
      await expect(
        page.getByText(
          answer.bestLag === null
            ? 'Best lag: Insufficient Data.'
            : `Best lag: ${answer.bestLag} ${answer.bestLag === 1 ? 'quarter' : 'quarters'} (highest R²).`,
        ),
      ).toBeVisible();
    });

    test('Peer Rank ranks once in the national group and shows the API’s percentile', async () => {
      type Ranked = { nationalPercentile: number | null };
      const answer = await openPage<{
        group: { groupId: number; name: string; national: boolean };
        cycleBeta: Ranked;
      }>('Peer Rank', 'beta_peer_rank', 'peer-rank', 'BetaPeerRank');
      // The peer selector's first group, with or without Peer Comparison, for either kind.
      expect(answer.group).toMatchObject({ name: 'National', national: true });
      await expect(page.getByRole('button', { name: /^Peer: National/ })).toBeVisible();
      if (answer.cycleBeta.nationalPercentile === null) throw new Error('no national percentile');
      await expect(
        await cellUnder(page, 'Beta ranks', /^Cycle beta/, 'National percentile'),
      ).toHaveText(`${(answer.cycleBeta.nationalPercentile * 100).toFixed(1)}%`);
      // The group is the nation: no peer column beside the national one, one histogram a beta.
      await expect(page.getByRole('columnheader', { name: /^Peer/ })).toHaveCount(0);
      const histograms = page.getByRole('region', {
        name: /^(Cycle beta|Up-beta over the cycle):/,
      });
      await expect(histograms).toHaveCount(2);
      await expect(histograms.first()).toHaveAccessibleName('Cycle beta: National');
      await expect(histograms.last()).toHaveAccessibleName('Up-beta over the cycle: National');
    });

    test('Regulatory View shows the API’s stable share, its one sentence and the capped share', async () => {
      const answer = await openPage<{
        stableShare: number | null;
        summary: string;
        regulatoryCaps: { cappedStableShare: number | null }[];
      }>('Regulatory View', 'beta_regulatory', 'regulatory', 'BetaRegulatory');
      if (answer.stableShare === null) throw new Error('no stable share');
      await expect(row(page, 'Stable share and life', /^Stable share/)).toContainText(
        `${(answer.stableShare * 100).toFixed(1)}%`,
      );
      await expect(page.getByRole('status').filter({ hasText: answer.summary })).toBeVisible();
      const capped = answer.regulatoryCaps[0]?.cappedStableShare;
      if (capped == null) throw new Error('no capped stable share');
      await expect(
        await cellUnder(
          page,
          'Basel IRRBB caps',
          /^Retail, transactional/,
          'Stable share, regulatory view',
        ),
      ).toContainText(`${(capped * 100).toFixed(1)}%`);
    });

    test('Back-Test shows the API’s mean absolute cost error', async () => {
      const answer = await openPage<{ backTest: { meanAbsoluteCostError: number | null } }>(
        'Back-Test',
        'beta_back_test',
        'back-test',
        'BetaBackTest',
      );
      const error = answer.backTest.meanAbsoluteCostError;
      if (error === null) throw new Error('no cost error');
      await expect(row(page, 'Back-test errors', /^Mean absolute cost error/)).toContainText(
        `${error.toFixed(2)} pp`,
      );
    });

    test('Rate Scenarios shows the API’s +100 bp path; a bad custom path shows the 400 message', async () => {
      const answer = await openPage<{
        scenarios: { label: string; projection: { depositCost: number | null }[] }[];
      }>('Rate Scenarios', 'beta_scenarios', 'scenarios', 'BetaScenarios');
      const up = answer.scenarios.find((s) => s.label === '+100 bp');
      const first = up?.projection[0]?.depositCost;
      if (first == null) throw new Error('no +100 bp projection');
      await expect(
        await cellUnder(page, 'Projected deposit cost', /^\d{4}Q\d/, '+100 bp'),
      ).toHaveText(`${first.toFixed(2)}%`);

      const refused = page.waitForResponse((r) => r.url().includes('path=') && r.status() === 400);
      await page.getByRole('textbox', { name: /Custom path/ }).fill('5, 4');
      await page.getByRole('button', { name: 'Apply' }).click();
      const body = (await (await refused).json()) as { message: string };
      await expect(page.getByRole('alert')).toHaveText(body.message);
    });

    test('Download ALCO pack saves the workbook of every page, its figures the pages’ answers', async () => {
      // Opened afresh by address: through the tabs the page would answer from its cache, uncalled.
      await page.goto('/dashboard');
      const cycle = await openPage<{ cycleBeta: number | null; rateId: string }>(
        'Cycle Beta',
        'beta_cycle',
        'cycle',
        'BetaCycle',
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download ALCO pack' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        new RegExp(`^${subject.institution} ALCO pack \\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await file.path());
      const sheets = workbook.worksheets.map((sheet) => sheet.name);
      expect(sheets.slice(0, PACK_SHEETS.length)).toEqual(PACK_SHEETS);
      // Blue Mesa Bank's organization holds own deposit data (issue 29): its sheets follow.
      const own = sheets.slice(PACK_SHEETS.length);
      if (own.length > 0) {
        expect(own[0]).toBe('Own Data');
        for (const name of own.slice(1)) expect(name).toMatch(/^Own \d+ /);
      }

      // The Cycle Beta page's choices (rate, cycle); the API's defaults for the others.
      const pageOf = <T>(name: string) =>
        getJson<T>(page.request, `/api/${iid}/nmd/beta-suite/${name}?rateId=${cycle.rateId}`);
      const [asymmetric, lags, regulatory] = await Promise.all([
        pageOf<{ upBeta: Estimate; downBeta: Estimate }>('asymmetric'),
        pageOf<{ bestLag: number | null }>('lags'),
        getJson<{ stableShare: number | null }>(
          page.request,
          `/api/${iid}/nmd/beta-suite/regulatory`,
        ),
      ]);
      const summary = workbook.getWorksheet('Summary')!;
      const figure = (label: string) => summaryFigure(summary, label);
      const orInsufficient = (value: number | null | undefined) => value ?? 'Insufficient Data';
      expect(figure('Institution')).toBe(subject.institution);
      expect(figure('Cycle beta')).toBe(orInsufficient(cycle.cycleBeta));
      expect(figure('Up-beta over the range')).toBe(orInsufficient(asymmetric.upBeta?.beta));
      expect(figure('Down-beta over the range')).toBe(orInsufficient(asymmetric.downBeta?.beta));
      expect(figure('Best lag (quarters)')).toBe(orInsufficient(lags.bestLag));
      expect(figure('Stable share')).toBe(orInsufficient(regulatory.stableShare));
      // Its figures are formulas over the sheets that work them out, not pasted numbers.
      const cycleLine = summary.getColumn(1).values.indexOf('Cycle beta');
      expect(summary.getCell(cycleLine, 2).formula).toMatch(/^'Cycle Beta'!/);
    });
  });
}
