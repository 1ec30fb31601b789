import type AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

/** Runs axe as the builder says and fails with each serious or critical violation it finds. */
export async function expectNoSeriousAxeViolations(builder: AxeBuilder) {
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
