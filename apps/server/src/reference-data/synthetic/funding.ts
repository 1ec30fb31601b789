import { GROWTH } from './parameters';
import type { QuarterContext } from './quarter-context';
import type { Random } from './random';

/**
 * The log growth of an institution's deposits (or shares) over the quarter, the same rule for
 * both types: M2 growth times its elasticity, a trend and noise; volatile ones swing, now and
 * then by a large event.
 */
export function fundingGrowth(
  r: Random,
  traits: { elasticity: number; trend: number; volatile: boolean },
  q: QuarterContext,
): number {
  let growth =
    traits.elasticity * q.m2Growth +
    traits.trend / 4 +
    r.normal(0, traits.volatile ? GROWTH.volatileNoise : GROWTH.quarterlyNoise);
  if (traits.volatile && r.chance(GROWTH.volatileEventChance)) {
    const size = r.uniform(...GROWTH.volatileEventSize);
    growth += r.chance(0.5) ? Math.log(1 + size) : Math.log(1 - size);
  }
  return growth;
}

/**
 * The funding mix (deposit kinds, share products) leaning with the rate level: each kind's
 * base weight moves with its slope × (market − 2), and the mix approaches that target by 30% a
 * quarter (at once in the first report).
 */
export function leanFundingMix<K extends string>(
  mix: Record<K, number>,
  input: {
    base: Readonly<Record<K, number>>;
    kinds: readonly K[];
    slope: Readonly<Record<K, number>>;
    market: number;
    firstReport: boolean;
  },
): void {
  const { base, kinds, slope, market, firstReport } = input;
  const target: Record<K, number> = { ...base };
  let targetTotal = 0;
  for (const kind of kinds) {
    target[kind] *= Math.max(0.2, 1 + slope[kind] * (market - 2));
    targetTotal += target[kind];
  }
  for (const kind of kinds) {
    const share = target[kind] / targetTotal;
    mix[kind] = firstReport ? share : mix[kind] + 0.3 * (share - mix[kind]);
  }
}
