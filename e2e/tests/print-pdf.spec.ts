import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Printed reports (issue 15, spec 2 section 2.13): each room of both products printed to PDF
 * at Letter size as Chromium prints it, then rendered to PNG pages with pdftoppm (attached to
 * the test's output to be looked at). On paper every chart spans at least 90% of the printable
 * width, legends list every name (no "1/3" pager), tables show whole texts (no ellipsis), each
 * sheet has the footer, and the report has the number of sheets it had when it was looked at.
 */

// Several browser test runs share two cores: give slow pages time before calling them broken.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Letter, less the print page's 0.4 in side margins, in CSS pixels (96 a inch). */
const LETTER_PRINTABLE_WIDTH = Math.floor((8.5 - 2 * 0.4) * 96);

type Me = { institutionIid: number };
type Institution = { name: string };

type Room = { path: string; title: string; sheets: number };

/** One page of each room that prints (the groups room has no Print action). */
const PEER_COMPARISON_ROOMS: Room[] = [
  { path: 'peer-comparison/balance/snapshot', title: 'Balance Room - Snapshot', sheets: 3 },
  {
    path: 'peer-comparison/creditquality/pdna',
    title: 'Credit Quality Room - Past Due & Nonaccrual',
    sheets: 2,
  },
  { path: 'peer-comparison/trends/trends', title: 'Trends Room', sheets: 1 },
  { path: 'peer-comparison/quarterly/group', title: 'Quarterly Room - Group Summary', sheets: 5 },
  { path: 'peer-comparison/correlations/correlations', title: 'Correlations Room', sheets: 2 },
  {
    path: 'peer-comparison/performance/liquidity',
    title: 'Performance Room - Liquidity',
    sheets: 1,
  },
];

const DEPOSIT_ROOMS: Room[] = [
  { path: 'non-maturity-deposits/decay_basic/decay_basic', title: 'Decay Room', sheets: 2 },
  { path: 'non-maturity-deposits/beta_reg/beta_linear', title: 'Beta Room - Linear', sheets: 2 },
];

/** Waits until no part of the report is loading and every chart has drawn. */
async function waitForReport(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const loading = Array.from(document.querySelectorAll('[role="status"]')).some(
          (status) => status.textContent?.trim() || status.getAttribute('aria-label'),
        );
        const charts = Array.from(document.querySelectorAll('[data-chart]'));
        return !loading && charts.every((chart) => chart.querySelector('svg, canvas') !== null);
      }),
    )
    .toBe(true);
}

type PaperFacts = {
  printableWidth: number;
  charts: { label: string; width: number }[];
  pagers: string[];
  truncated: string[];
};

/** What the report looks like in print media, measured as Chromium lays it out for paper. */
function paperFacts(page: Page): Promise<PaperFacts> {
  return page.evaluate(() => {
    const visible = (element: Element) =>
      element.closest('.mantine-VisuallyHidden-root') === null &&
      element.getBoundingClientRect().width > 0;
    const charts = Array.from(document.querySelectorAll('[data-chart]'))
      .filter(visible)
      .map((chart) => {
        const drawing = chart.querySelector('svg, canvas') ?? chart;
        return {
          label: chart.getAttribute('aria-label') ?? '',
          width: drawing.getBoundingClientRect().width,
        };
      });
    // ECharts' scrolling legend writes its pager as "1/3" between two arrows.
    const pagers = Array.from(document.querySelectorAll('[data-chart] svg text'))
      .map((text) => text.textContent?.trim() ?? '')
      .filter((text) => /^\d+\/\d+$/.test(text));
    const truncated = Array.from(document.querySelectorAll('table'))
      .filter(visible)
      .flatMap((table) => Array.from(table.querySelectorAll('th, td, th *, td *')))
      .filter((cell) => {
        const style = getComputedStyle(cell);
        // An ellipsis on one line overflows sideways; a clamp to N lines overflows downwards.
        const cut =
          style.textOverflow === 'ellipsis' &&
          style.overflow !== 'visible' &&
          (cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1);
        return cut || (cell.children.length === 0 && cell.textContent?.includes('…'));
      })
      .map((cell) => cell.textContent ?? '');
    return {
      printableWidth: document.documentElement.clientWidth,
      charts,
      pagers,
      truncated,
    };
  });
}

function sheetCount(pdf: string): number {
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Prints the open print page to a Letter PDF, renders its sheets, attaches them. */
async function printToPdf(page: Page, room: Room, testInfo: TestInfo) {
  const name = room.path.replaceAll('/', '-');
  const pdf = testInfo.outputPath(`${name}.pdf`);
  await page.pdf({ path: pdf, format: 'Letter' });
  const prefix = testInfo.outputPath(name);
  execFileSync('pdftoppm', ['-png', '-r', '50', pdf, prefix]);
  const pngs = readdirSync(path.dirname(prefix))
    .filter((file) => file.startsWith(`${name}-`) && file.endsWith('.png'))
    .sort();
  for (const png of pngs) {
    await testInfo.attach(png, {
      path: path.join(path.dirname(prefix), png),
      contentType: 'image/png',
    });
  }
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  // A legend pager prints as a line of its own: '1/3'.
  const pagers = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => /^\d+\/\d+$/.test(line.trim()));
  return { sheets: sheetCount(pdf), pngs: pngs.length, text, pagers };
}

async function checkPrintedRoom(page: Page, room: Room, institution: string, testInfo: TestInfo) {
  await test.step(room.title, async () => {
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/print/${room.path}`);
    await expect(page.getByRole('heading', { level: 1, name: room.title })).toBeVisible();
    await waitForReport(page);

    // The saved PDF is named after the report.
    await expect(page).toHaveTitle(
      new RegExp(
        `^${escape(institution)} — ${escape(room.title)} — (As of [A-Z][a-z]{2} \\d{4}|[A-Z][a-z]{2} \\d{4} to [A-Z][a-z]{2} \\d{4})$`,
      ),
    );

    await page.emulateMedia({ media: 'print' });
    // Charts redraw for paper when the print media query starts to match.
    await expect
      .poll(async () => {
        const facts = await paperFacts(page);
        return facts.charts.filter((chart) => chart.width < 0.9 * facts.printableWidth);
      })
      .toEqual([]);
    const facts = await paperFacts(page);
    expect(facts.printableWidth).toBe(LETTER_PRINTABLE_WIDTH);
    expect(facts.pagers).toEqual([]);
    expect(facts.truncated).toEqual([]);

    const printed = await printToPdf(page, room, testInfo);
    expect(printed.pagers).toEqual([]);
    expect(printed.pngs).toBe(printed.sheets);
    expect(printed.sheets).toBe(room.sheets);
    // Every sheet's footer names the institution and the page, and numbers the sheet.
    for (let sheet = 1; sheet <= printed.sheets; sheet += 1) {
      expect(printed.text).toContain(`Page ${sheet} of ${printed.sheets}`);
    }
    expect(printed.text.split(`${institution} — ${room.title}`).length - 1).toBeGreaterThanOrEqual(
      printed.sheets,
    );
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signedInInstitution(page: Page, email: string): Promise<string> {
  await signInWithoutTours(page, email);
  const { institutionIid: iid } = await getJson<Me>(page.request, '/api/auth/me');
  return (await getJson<Institution>(page.request, `/api/institution/${iid}`)).name;
}

test.describe('printed reports', () => {
  test.use({ viewport: { width: LETTER_PRINTABLE_WIDTH, height: 1000 } });

  test('each Peer Comparison room prints to Letter with full-width charts, whole legends and tables', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const institution = await signedInInstitution(page, 'standard@example.com');
    for (const room of PEER_COMPARISON_ROOMS) {
      await checkPrintedRoom(page, room, institution, testInfo);
    }
  });

  test('each Non-Maturity Deposits room prints to Letter, with the toggles of the page it came from', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    const institution = await signedInInstitution(page, 'nmd@example.com');

    // The print window restores the page's own choices, not only the selection.
    await page.goto('/non-maturity-deposits/decay_basic');
    const truncation = page.getByRole('checkbox', {
      name: /^Apply a \d+ year truncation point\?$/,
    });
    await truncation.check();
    await page.getByText('Against Stable Balance', { exact: true }).click();
    await expect(page.getByRole('heading', { name: /: Actual and Stable Balance$/ })).toBeVisible();
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    await report.waitForLoadState();
    await expect(
      report.getByRole('checkbox', { name: /^Apply a \d+ year truncation point\?$/ }),
    ).toBeChecked();
    await expect(report.getByRole('checkbox', { name: 'Adjust for Covid?' })).not.toBeChecked();
    await expect(
      report.getByRole('heading', { name: /: Actual and Stable Balance$/ }),
    ).toBeVisible();
    await expect(report.getByText(/^Run-off truncated at \d+ years/)).toBeVisible();
    await report.close();

    for (const room of DEPOSIT_ROOMS) {
      await checkPrintedRoom(page, room, institution, testInfo);
    }
  });
});
