import { GROWTH } from './parameters';
import { clamp } from './quarter-context';
import type { Random } from './random';

/** Total loans: the sum of the segment balances. */
export function loanTotal(segments: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const value of segments.values()) total += value;
  return total;
}

/**
 * The base loan mix normalised to shares (in place), with the mix-weighted spread and
 * variable-rate share of the segments.
 */
export function normalizeLoanMix<S extends string>(
  baseMix: Map<S, number>,
  total: number,
  segments: Readonly<Record<S, { spread: number; variable: number }>>,
): { spread: number; variable: number } {
  let spread = 0;
  let variable = 0;
  for (const [segment, w] of baseMix) {
    baseMix.set(segment, w / total);
    spread += (w / total) * segments[segment].spread;
    variable += (w / total) * segments[segment].variable;
  }
  return { spread, variable };
}

/** The first quarter's loans: the target share of the funding (at most 85% of assets), in the base mix. */
export function seedLoanBook<S extends string>(
  r: Random,
  input: {
    assets: number;
    loanToFunding: number;
    funding: number;
    baseMix: ReadonlyMap<S, number>;
    segments: Map<S, number>;
  },
): void {
  const loans = Math.min(
    0.85 * input.assets,
    input.loanToFunding * input.funding * r.uniform(0.9, 1.1),
  );
  for (const [segment, share] of input.baseMix) input.segments.set(segment, loans * share);
}

/**
 * A quarter of loan growth, per segment: the industry cycle, the segment's own terms
 * (`extras`, added in order), a pull toward the target loans-to-funding ratio, a pull back to
 * the base mix and noise; `after` is a one-off jump (PPP loans).
 */
export function growLoanBook<S extends string>(
  r: Random,
  input: {
    segments: Map<S, number>;
    baseMix: ReadonlyMap<S, number>;
    targetLoans: number;
    cycle: number;
    extras: (segment: S) => readonly number[];
    after: (segment: S) => number;
  },
): void {
  const { segments, baseMix, targetLoans, cycle, extras, after } = input;
  const loans = loanTotal(segments);
  const pull = GROWTH.loanToDepositPull * Math.log(targetLoans / Math.max(loans, 1));
  for (const [segment, balance] of segments) {
    const base = baseMix.get(segment) ?? 0;
    const revert = base > 0 && balance > 0 ? 0.03 * Math.log((base * loans) / balance) : 0;
    let g = cycle;
    for (const extra of extras(segment)) g += extra;
    g = g + clamp(pull, -0.08, 0.08) + revert + r.normal(0, GROWTH.loanNoise);
    g += after(segment);
    segments.set(segment, balance * Math.exp(g));
  }
}
