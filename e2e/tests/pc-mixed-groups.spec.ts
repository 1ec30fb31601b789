import { expect as baseExpect, test, type Page } from '@playwright/test';
import { getJson, signInWithoutTours } from './shell-helpers';

/**
 * Issue 28 point 4, as a bank user meets it: a custom group of banks and credit unions built by
 * name (the search looks in either charter), a trend of Return on Assets against it with the
 * group's line, a metric the two charters do not report alike saying why it is unavailable,
 * the printed trend keeping the same peer and metric, and the quarterly group summary ranking
 * the bank among members of both charters. The user's peer is put back and the group deleted.
 */

// Several browser test runs share two cores: give slow pages time before calling them broken.
const expect = baseExpect.configure({ timeout: 20_000 });

type Me = { institutionIid: number };
type Found = { iid: number; name: string; label: string };
type Group = { groupId: number; name: string; mixed?: boolean; iids: number[] };
type Metric = { metricId: string; metricTitle: string };
type Series = { institutionSeries: { kind: string; label: string; values: (number | null)[] }[] };
type SummaryRow = {
  metricId: string;
  rowTitle: string;
  institutionRank: number | null;
  institutionsReporting: number;
  groupValueReason?: string | null;
};

/** The picker's note beside a metric a mixed group cannot compare (core NOT_COMMON_NOTE). */
const NOT_COMMON_NOTE = 'Not comparable across banks and credit unions';
const CREDIT_UNION_OFFSET = 1_000_000_000;

/** Adds the first institution a search of `text` offers in the Add field of `noun`. */
async function addByName(page: Page, noun: string, found: Found) {
  await page.getByRole('textbox', { name: `Add a ${noun}` }).fill(found.name.slice(0, 12));
  await page.getByRole('option', { name: found.label }).click();
}

/** Chooses a group in the peer selector by its name. */
async function choosePeer(page: Page, name: string) {
  await page.getByRole('button', { name: /^Peer: .*\. Select Peer$/ }).click();
  const modal = page.getByRole('dialog', { name: 'Select Peer' });
  await modal.getByRole('button', { name: `Select ${name}`, exact: true }).click();
  await expect(modal).toBeHidden();
}

test('a bank compares itself with a group of banks and credit unions', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const token = await signInWithoutTours(page, 'standard@example.com');
  const { institutionIid: iid } = await getJson<Me>(page.request, '/api/auth/me');
  const before = await getJson<Group[]>(page.request, `/api/${iid}/group`);
  const banks = await getJson<Found[]>(
    page.request,
    `/api/institution/search?q=Bank&institutionType=bank&exclude=${iid}`,
  );
  const unions = await getJson<Found[]>(
    page.request,
    `/api/institution/search?q=Credit&institutionType=credit%20union`,
  );
  if (banks.length < 2 || unions.length < 2) throw new Error('too few institutions to pick');
  const picked = [banks[0]!, banks[1]!, unions[0]!, unions[1]!];
  const name = `E2E mixed ${Date.now()}`;
  let groupId: number | null = null;

  try {
    // Built by name: two banks, then the search switched to credit unions for two more.
    await page.goto('/peer-comparison/groups/create?type=distinct');
    await addByName(page, 'bank', picked[0]!);
    await addByName(page, 'bank', picked[1]!);
    await page.getByText('Credit unions', { exact: true }).click();
    await addByName(page, 'credit union', picked[2]!);
    await addByName(page, 'credit union', picked[3]!);
    for (const found of picked) await expect(page.getByText(found.label).first()).toBeVisible();
    await page.getByRole('button', { name: 'Create Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Group' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Create Group' }).click();
    await expect(page).toHaveURL(/\/peer-comparison\/groups\/manage$/);
    const created = (await getJson<Group[]>(page.request, `/api/${iid}/group`)).find(
      (g) => g.name === name,
    );
    expect(created?.mixed).toBe(true);
    expect(created?.iids).toEqual(picked.map((p) => p.iid).sort((a, b) => a - b));
    expect(created?.iids.filter((m) => m >= CREDIT_UNION_OFFSET)).toHaveLength(2);
    groupId = created!.groupId;

    const metrics = await getJson<Metric[]>(page.request, `/api/${iid}/metric/trend`);
    const roa = metrics.find((m) => m.metricId === 'LBPRE013')!;
    const tier1 = metrics.find((m) => m.metricId === 'LBPR8274')!;
    const picker = page.getByRole('button', { name: /^Metric: / });
    const search = (text: string) =>
      page.getByRole('textbox', { name: 'Search metric' }).fill(text);

    // Tier 1 Capital chosen (and remembered) against the user's own group first.
    await page.goto('/peer-comparison/trends/trends');
    await expect(picker).toBeEnabled();
    await picker.click();
    await search(tier1.metricTitle.slice(0, 6));
    await page.getByRole('button', { name: tier1.metricTitle, exact: true }).click();
    await expect(page.getByRole('button', { name: `Metric: ${tier1.metricTitle}` })).toBeVisible();

    // Against the mixed group Tier 1 is not reported alike: a common metric is shown instead,
    // and Tier 1 is listed, not chosen, saying why.
    await choosePeer(page, name);
    const legend = page.getByRole('complementary', { name: 'Legend' });
    await expect(legend).toContainText(name);
    await expect(picker).not.toHaveAccessibleName(`Metric: ${tier1.metricTitle}`);
    const shownMetric = (await picker.getAttribute('aria-label')) ?? '';
    await picker.click();
    await search(tier1.metricTitle.slice(0, 6));
    const unavailable = page.getByRole('button', {
      name: `${tier1.metricTitle}: ${NOT_COMMON_NOTE}`,
    });
    await expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    await expect(unavailable).toContainText(NOT_COMMON_NOTE);
    await page.keyboard.press('Escape');

    // The printed trend: the same peer and metric as the screen, though Tier 1 is remembered.
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    await report.waitForLoadState();
    await expect(report.getByRole('complementary', { name: 'Legend' })).toContainText(name);
    await expect(report.getByRole('button', { name: shownMetric })).toBeVisible();
    await report.close();

    // Return on Assets against it: the group's line of both charters, named in the legend.
    await picker.click();
    await search(roa.metricTitle.slice(0, 6));
    await page.getByRole('button', { name: roa.metricTitle, exact: true }).click();
    await expect(page.getByRole('button', { name: `Metric: ${roa.metricTitle}` })).toBeVisible();
    const answer = await getJson<Series>(
      page.request,
      `/api/${iid}/metric/LBPRE013/group/${groupId}`,
    );
    const line = answer.institutionSeries.find((s) => s.kind === 'group')!;
    expect(line.label).toBe(name);
    expect(line.values.some((v) => v !== null)).toBe(true);
    await expect(legend).toContainText(`${name} · Peer average (4)`);

    // The quarterly group summary: a rank among the members of both charters.
    const summary = page.waitForResponse(
      (r) => /\/metric\/quarterly\/[^/]+\/10\/\d+$/.test(new URL(r.url()).pathname) && r.ok(),
    );
    await page.goto('/peer-comparison/quarterly/group');
    const rows = (await (await summary).json()) as SummaryRow[];
    const row = rows.find((r) => r.metricId === 'LBPRE013')!;
    expect(row.institutionRank).not.toBeNull();
    expect(row.institutionsReporting).toBe(5);
    const shown = page.locator('tr[data-metric-id="LBPRE013"]');
    await expect(shown.locator('[data-column="rank"]')).toHaveText(
      new RegExp(`^${row.institutionRank} of 5\\b`),
    );
    const other = rows.find((r) => r.groupValueReason && r.institutionRank === null)!;
    await expect(
      page.locator(`tr[data-metric-id="${other.metricId}"] [data-column="average"]`),
    ).toContainText(NOT_COMMON_NOTE);
  } finally {
    // The next specs expect the user's first group as the peer, and no stray group.
    await page.goto('/peer-comparison/trends/trends');
    await choosePeer(page, before[0]!.name);
    if (groupId !== null) {
      const removed = await page.request.delete(`/api/${iid}/group/${groupId}`, {
        headers: { 'x-csrf-token': token },
      });
      expect(removed.ok()).toBe(true);
    }
  }
});
