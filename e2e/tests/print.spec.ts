import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * The print page (spec 2 section 2.13): the product header's Print link opens it in a new
 * window with the selection of the page it came from; the report header names the
 * institution, the page, the data date and the run date; the group list shows the peer group.
 */

// Several browser test runs share two cores: give slow pages time before calling them broken.
const expect = baseExpect.configure({ timeout: 20_000 });

type Me = { institutionIid: number };
type Institution = { name: string };
type Group = { name: string };
type HeldDates = { institutionType: string; dates: string[] }[];

/** The freshness banner's words (issue 25, point 7) for the quarters the server holds. */
async function freshnessBanner(request: APIRequestContext): Promise<RegExp> {
  const held = await getJson<HeldDates>(request, '/api/date');
  const through = (type: string) => {
    const newest = held.find((set) => set.institutionType === type)?.dates.at(-1);
    return new Date(`${newest}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  };
  return new RegExp(
    `^Call reports through ${through('bank')}; NCUA through ${through('credit union')}, ` +
      `loaded [A-Z][a-z]{2} \\d{1,2}(, \\d{4})?$`,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('Print opens the report of the page in a new window, with the peer group on request', async ({
  page,
  context,
}) => {
  // Two windows, the group's whole list and a full-page screenshot, on a shared machine.
  test.setTimeout(60_000);
  await signInWithoutTours(page, 'standard@example.com');
  const { institutionIid: iid } = await getJson<Me>(page.request, '/api/auth/me');
  const institution = await getJson<Institution>(page.request, `/api/institution/${iid}`);
  const groups = await getJson<Group[]>(page.request, `/api/${iid}/group`);

  const banner = await freshnessBanner(page.request);

  await page.goto('/peer-comparison/balance/snapshot');
  // Every analytics page says how current its data is, and so does its report.
  await expect(page.getByText(banner)).toBeVisible();
  const printLink = page.getByRole('button', { name: 'Print', exact: true });
  await expect(printLink).toBeVisible();
  const [report] = await Promise.all([context.waitForEvent('page'), printLink.click()]);
  await report.waitForLoadState();

  await expect(report).toHaveURL(/\/print\/peer-comparison\/balance\/snapshot$/);
  await expect(report.getByTestId('print-institution')).toHaveText(institution.name);
  await expect(
    report.getByRole('heading', { level: 1, name: 'Balance Room - Snapshot' }),
  ).toBeVisible();
  await expect(report.getByText(/^As of [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(report.getByText(/^Run Date: [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  await expect(report.getByText(banner)).toBeVisible();
  await expect(report.getByRole('banner')).toHaveCount(0);

  await report
    .getByRole('checkbox', { name: 'Include list of institutions in peer group' })
    .check();
  const list = report.getByRole('region', { name: 'Institutions in peer group' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(
    new RegExp(`^(${groups.map((group) => escape(group.name)).join('|')})$`),
  );
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await report.screenshot({ path: test.info().outputPath('print-page.png'), fullPage: true });

  // On paper the toolbar is gone (spec 2 section 2.13).
  await report.emulateMedia({ media: 'print' });
  await expect(report.getByRole('toolbar', { name: 'Print' })).toBeHidden();
  await expect(report.getByText(banner)).toBeVisible();
});
