import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { printedHas, printToPdf, waitForReport, type PrintedReport } from './print-helpers';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Printing with the peer group's list and at sheet breaks (issue 23, spec 2 section 2.13): the
 * list is offered where the page compares with a group, and prints that group's institutions
 * from the first sheet on; an information text stays on the sheet of its chart; a table that
 * runs over a sheet break loses no row and repeats its header row; the quarterly rows' ⓘ
 * tooltips are left off paper.
 */

// Several browser test runs share two cores: give slow pages time before calling them broken.
const expect = baseExpect.configure({ timeout: 20_000 });

type Me = { institutionIid: number };
type Institution = { name: string };
type Group = { groupId: number; name: string };
type Member = { label: string };
type ReportDates = { institutionType: string; dates: string[] }[];

const LIST = 'Include list of institutions in peer group';
const INFORMATION = 'Include information boxes';

/** The texts the report does not print. */
const missing = (printed: PrintedReport, texts: string[]) =>
  texts.filter((text) => !printedHas(printed, text));

/** Opens the page, and its report through the Print action (the window the user gets). */
async function openReport(page: Page, context: BrowserContext, path: string): Promise<Page> {
  await page.goto(path);
  const [report] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Print', exact: true }).click(),
  ]);
  await report.waitForLoadState();
  await expect(report.getByRole('toolbar', { name: 'Print' })).toBeVisible();
  return report;
}

/** The subject, its first peer group (the selector's default) and that group's institutions. */
async function peerGroupOf(page: Page) {
  const { institutionIid: iid } = await getJson<Me>(page.request, '/api/auth/me');
  const institution = await getJson<Institution>(page.request, `/api/institution/${iid}`);
  const [group] = await getJson<Group[]>(page.request, `/api/${iid}/group`);
  if (!group) throw new Error('no peer group');
  const members = await getJson<Member[]>(
    page.request,
    `/api/${iid}/group/${group.groupId}/institutions`,
  );
  return { institution: institution.name, group: group.name, members };
}

/** Ticks the group list and waits for its institutions. */
async function includeGroupList(report: Page, group: string, firstMember: string) {
  await report.getByRole('checkbox', { name: LIST }).check();
  const list = report.getByRole('region', { name: 'Institutions in peer group' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(group);
  await expect(list.getByText(firstMember, { exact: true })).toBeVisible();
}

test.describe('printing with the peer list', () => {
  test('Non-Maturity Deposits offers the list only on Peer Rank, and prints its group there', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInWithoutTours(page, 'nmd@example.com');
    const { group, members } = await peerGroupOf(page);

    // Decay and Rolling Betas compare with no group: no list to offer.
    for (const path of [
      '/non-maturity-deposits/decay_basic',
      '/non-maturity-deposits/beta_suite/beta_rolling',
    ]) {
      const report = await openReport(page, context, path);
      await expect(report.getByRole('checkbox', { name: INFORMATION })).toBeVisible();
      await expect(report.getByRole('checkbox', { name: LIST })).toHaveCount(0);
      await expect(report.getByRole('region', { name: 'Institutions in peer group' })).toHaveCount(
        0,
      );
      await report.close();
    }

    // Peer Rank ranks in the selector's group: the list is that group's institutions.
    const report = await openReport(
      page,
      context,
      '/non-maturity-deposits/beta_suite/beta_peer_rank',
    );
    await includeGroupList(report, group, members[0]!.label);
    await waitForReport(report);
    const printed = await printToPdf(report, 'nmd-peer-rank-with-list', testInfo);
    expect(printed.sheetLines[0]).toContain(group);
    expect(printedHas(printed, members[0]!.label, 0)).toBe(true);
    expect(printedHas(printed, 'Something went wrong')).toBe(false);
    expect(
      missing(
        printed,
        members.map((member) => member.label),
      ),
    ).toEqual([]);

    // The list pushes the ranks table to a sheet break: its header row never ends a sheet
    // without a row under it.
    const ranks = await rowTitles(report, 'Beta ranks', 'th');
    const header = 'Beta Yours National percentile';
    const headed = printed.sheetLines.flatMap((_, index) =>
      printedHas(printed, header, index) ? [index] : [],
    );
    expect(headed).not.toEqual([]);
    for (const sheet of headed) {
      expect(ranks.some((rank) => printedHas(printed, rank, sheet))).toBe(true);
    }
  });

  test('Peer Comparison prints the list from the first sheet on, and each information text with its chart', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signInWithoutTours(page, 'standard@example.com');
    const { institution, group, members } = await peerGroupOf(page);

    for (const path of [
      '/peer-comparison/balance/snapshot',
      '/peer-comparison/creditquality/pdna',
      '/peer-comparison/trends',
    ]) {
      await test.step(path, async () => {
        const report = await openReport(page, context, path);
        await includeGroupList(report, group, members[0]!.label);
        await report.getByRole('checkbox', { name: INFORMATION }).check();
        await waitForReport(report);
        const printed = await printToPdf(report, path.replaceAll('/', '-').slice(1), testInfo);
        // Page 1 is the header and the start of the list, not the header on a blank sheet.
        expect(printed.sheetLines[0]).toContain(group);
        expect(printedHas(printed, members[0]!.label, 0)).toBe(true);
        expect(
          missing(
            printed,
            members.map((member) => member.label),
          ),
        ).toEqual([]);

        if (path.includes('balance')) {
          // The Total Assets section's information text shares its sheet with the chart, whose
          // legend names the institution with its city (the pies' legends list categories).
          const information = report.getByRole('complementary', {
            name: 'Information: Total Assets',
          });
          const content = await information.locator('p').nth(1).innerText();
          const sheet = printed.sheetLines.findIndex((_, index) =>
            printedHas(printed, content.slice(0, 60), index),
          );
          expect(sheet).toBeGreaterThanOrEqual(0);
          expect(
            printed.sheetLines[sheet]!.some((line) => line.startsWith(`${institution} (`)),
          ).toBe(true);
        }
        await report.close();
      });
    }
  });
});

/** The row titles of the report's visible table with this caption, as the page shows them. */
async function rowTitles(report: Page, caption: string, cell: string): Promise<string[]> {
  const table = report.getByRole('table', { name: caption });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return (await table.locator(`tbody tr ${cell}`).allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
}

/** The sheets (0-based) holding one of these row titles. */
function sheetsHolding(printed: PrintedReport, titles: string[]): number[] {
  return printed.sheetLines.flatMap((_, index) =>
    titles.some((title) => printedHas(printed, title, index)) ? [index] : [],
  );
}

test.describe('tables at a sheet break', () => {
  test('Rolling Betas over the whole history prints every window, with the header row on every sheet', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInWithoutTours(page, 'nmd@example.com');
    const reportDates = await getJson<ReportDates>(page.request, '/api/date');
    const dates = reportDates.find((set) => set.institutionType === 'bank')!.dates;

    // The report of the whole history: its 8-quarter table runs over several sheets.
    const report = await openReport(
      page,
      context,
      '/non-maturity-deposits/beta_suite/beta_rolling',
    );
    await report.evaluate(
      ([startDate, endDate]) => {
        const stored = JSON.parse(sessionStorage.getItem('print-selection') ?? '{}');
        sessionStorage.setItem(
          'print-selection',
          JSON.stringify({ ...stored, dateRange: { startDate, endDate } }),
        );
      },
      [dates[0], dates.at(-1)],
    );
    await report.reload();
    await waitForReport(report);
    const windows = await rowTitles(report, '8-quarter rolling beta', 'th');
    expect(windows.length).toBeGreaterThan(40);

    const printed = await printToPdf(report, 'rolling-betas-whole-history', testInfo);
    expect(missing(printed, windows)).toEqual([]);
    const sheets = sheetsHolding(printed, windows);
    expect(sheets.length).toBeGreaterThan(1);
    for (const sheet of sheets)
      expect(printedHas(printed, 'Beta Estimate Std. error', sheet)).toBe(true);
  });

  test('the quarterly group summary prints every row, its header on every sheet and no ⓘ', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInWithoutTours(page, 'standard@example.com');
    const report = await openReport(page, context, '/peer-comparison/quarterly/group');
    await waitForReport(report);
    const caption = (await report.locator('table caption').first().innerText()).trim();
    const rows = await rowTitles(report, caption, 'td:first-child button');
    expect(rows.length).toBeGreaterThan(20);

    const printed = await printToPdf(report, 'quarterly-group-summary', testInfo);
    expect(missing(printed, rows)).toEqual([]);
    const sheets = sheetsHolding(printed, rows);
    expect(sheets.length).toBeGreaterThan(1);
    // The header row's cells, in any order: the fixed Metric column is drawn after the row.
    const header = ['Metric', 'Value', 'Rank', 'Average', 'Difference', 'Top Institution'];
    for (const sheet of sheets) {
      expect(header.filter((cell) => !printed.sheetLines[sheet]!.join(' ').includes(cell))).toEqual(
        [],
      );
    }
    // The rows' information tooltips printed as a circled "i" after each title.
    expect(rows.filter((row) => printedHas(printed, `${row} i`))).toEqual([]);
  });
});
