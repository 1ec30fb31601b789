import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { printToPdf, waitForReport } from './print-helpers';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Printed reports (issue 15, spec 2 section 2.13): each room of both products printed to PDF
 * at Letter size as Chromium prints it, then rendered to PNG pages with pdftoppm (attached to
 * the test's output to be looked at). On paper every chart spans at least 90% of the printable
 * width, legends list every name (no "1/3" pager), tables show whole texts (no ellipsis), each
 * sheet has the footer and content of its own (no sheet blank but for its footer), and the report
 * takes the sheets its content needs: at most one more than its printed height fills, which is
 * what keeping charts whole across sheet breaks may cost.
 */

// Several browser test runs share two cores: give slow pages time before calling them broken.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Letter, less the print page's 0.4 in side margins, in CSS pixels (96 a inch). */
const LETTER_PRINTABLE_WIDTH = Math.floor((8.5 - 2 * 0.4) * 96);
/** Letter, less the 0.4 in top and 0.6 in bottom (footer) margins. */
const LETTER_PRINTABLE_HEIGHT = (11 - 0.4 - 0.6) * 96;

type Me = { institutionIid: number };
type Institution = { name: string };

type Room = { path: string; title: string };

/** One page of each room that prints (the groups room has no Print action). */
const PEER_COMPARISON_ROOMS: Room[] = [
  { path: 'peer-comparison/balance/snapshot', title: 'Balance Room - Snapshot' },
  {
    path: 'peer-comparison/creditquality/pdna',
    title: 'Credit Quality Room - Past Due & Nonaccrual',
  },
  { path: 'peer-comparison/trends/trends', title: 'Trends Room - Trends' },
  { path: 'peer-comparison/quarterly/group', title: 'Quarterly Room - Group Summary' },
  { path: 'peer-comparison/correlations/correlations', title: 'Correlations Room' },
  {
    path: 'peer-comparison/performance/liquidity',
    title: 'Performance Room - Liquidity',
  },
];

const DEPOSIT_ROOMS: Room[] = [
  { path: 'non-maturity-deposits/decay_basic/decay_basic', title: 'Decay Room' },
  { path: 'non-maturity-deposits/beta_reg/beta_linear', title: 'Beta Room - Linear' },
  { path: 'non-maturity-deposits/beta_suite/beta_cycle', title: 'Beta Suite Room - Cycle Beta' },
];

type PaperFacts = {
  printableWidth: number;
  printedHeight: number;
  charts: { label: string; width: number; right: number }[];
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
        const box = drawing.getBoundingClientRect();
        return {
          label: chart.getAttribute('aria-label') ?? '',
          width: box.width,
          right: box.right,
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
      // The report itself: the window below it is no content.
      printedHeight:
        document.querySelector('[data-print-page]')?.getBoundingClientRect().height ?? Infinity,
      charts,
      pagers,
      truncated,
    };
  });
}

/** Prints the open print page to a Letter PDF (print-helpers.ts), named after the room. */
async function printRoom(page: Page, room: Room, testInfo: TestInfo) {
  const printed = await printToPdf(page, room.path.replaceAll('/', '-'), testInfo);
  // A legend pager prints as a line of its own: '1/3'.
  const pagers = printed.sheetLines.flat().filter((line) => /^\d+\/\d+$/.test(line));
  return { ...printed, pagers };
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
        // At least 90% of the sheet's width, and not past its edge (which would shrink the
        // whole sheet to fit).
        return facts.charts.filter(
          (chart) => chart.width < 0.9 * facts.printableWidth || chart.right > facts.printableWidth,
        );
      })
      .toEqual([]);
    const facts = await paperFacts(page);
    expect(facts.printableWidth).toBe(LETTER_PRINTABLE_WIDTH);
    expect(facts.pagers).toEqual([]);
    expect(facts.truncated).toEqual([]);

    const printed = await printRoom(page, room, testInfo);
    expect(printed.pagers).toEqual([]);
    expect(printed.pngs).toBe(printed.sheets);
    const filled = Math.ceil(facts.printedHeight / LETTER_PRINTABLE_HEIGHT);
    expect(printed.sheets).toBeGreaterThanOrEqual(filled);
    expect(printed.sheets).toBeLessThanOrEqual(filled + 1);
    // Every sheet has the footer (the institution and the page, 'Page N of M') and content of
    // its own: no sheet, the last included, is blank but for its footer.
    const footer = `${institution} — ${room.title}`;
    printed.sheetLines.forEach((lines, index) => {
      const numbered = `Page ${index + 1} of ${printed.sheets}`;
      expect(lines).toContain(footer);
      expect(lines).toContain(numbered);
      expect(lines.filter((line) => line !== footer && line !== numbered)).not.toEqual([]);
    });
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
