import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInWithoutTours } from './shell-helpers';

/**
 * Issue 6, accessibility: every room of Peer Comparison, the whole page (header, product header,
 * sliders, legend, charts, tables, footer), for a bank and a credit-union user, without serious
 * or critical axe violations (WCAG 2 A and AA rules).
 */
const ROOMS = [
  '/peer-comparison/balance/snapshot',
  '/peer-comparison/creditquality/pdna',
  '/peer-comparison/trends',
  '/peer-comparison/quarterly/group',
  '/peer-comparison/quarterly/institution',
  '/peer-comparison/correlations',
  '/peer-comparison/performance/snapshot',
  '/peer-comparison/groups/manage',
];

test.describe.configure({ timeout: 180_000 });

for (const email of ['standard@example.com', 'cu@example.com', 'basic@example.com']) {
  test(`every room passes axe for ${email}`, async ({ page }) => {
    await signInWithoutTours(page, email);
    const failures: string[] = [];
    for (const path of ROOMS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let the charts and tables settle: no loading indicator left on the page.
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        for (const node of violation.nodes) {
          failures.push(`${path}: ${violation.id} at ${node.target.join(' ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
}
