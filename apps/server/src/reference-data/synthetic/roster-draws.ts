import type { OwnershipType } from '../data/call-report';
import type { SIZE } from './parameters';
import { CHURN, QUARTER_COUNT, type BankArchetype, type CreditUnionArchetype } from './parameters';
import { FARM_STATES, THRIFT_STATES } from './names';
import type { Random } from './random';

/** TOM codes of federal credit unions that are not community charters, with weights (NCUA 2025-12). */
export const FEDERAL_TOM_CODES: readonly (readonly [number, number])[] = [
  // code, federal credit unions carrying it in the 2025-12 FOICU file (00 drawn apart, 99 is
  // every state charter): only codes NCUA uses, in their real proportions
  [1, 80],
  [2, 23],
  [3, 44],
  [4, 82],
  [5, 9],
  [6, 139],
  [10, 6],
  [11, 2],
  [12, 9],
  [13, 5],
  [14, 3],
  [15, 44],
  [20, 18],
  [21, 36],
  [22, 27],
  [23, 35],
  [24, 12],
  [34, 209],
  [35, 46],
  [36, 260],
  [40, 35],
  [41, 23],
  [42, 23],
  [43, 13],
  [44, 20],
  [49, 77],
  [50, 28],
  [51, 70],
  [52, 53],
  [53, 90],
  [54, 48],
  [66, 110],
  [77, 1],
  [98, 188],
];

export function drawSize(random: Random, size: (typeof SIZE)['bank' | 'creditUnion']): number {
  if (random.chance(size.tailShare)) {
    const pareto = size.tailFloor * Math.pow(1 - random.next(), -1 / size.tailAlpha);
    return Math.min(size.maximum, pareto);
  }
  return Math.max(size.minimum, random.logNormal(size.median, size.sigma));
}

export function drawStartQuarter(random: Random): number {
  if (!random.chance(CHURN.deNovoShare)) return 0;
  // De novo charters cluster before the crisis and after 2021.
  return random.chance(0.6) ? random.int(1, 11) : random.int(60, QUARTER_COUNT - 4);
}

/** The quarter an institution stops filing (merged away), after its first; QUARTER_COUNT: never. */
export function drawMergerQuarter(
  random: Random,
  perQuarter: number,
  startQuarter: number,
): number {
  for (let q = startQuarter + 1; q < QUARTER_COUNT; q++) if (random.chance(perQuarter)) return q;
  return QUARTER_COUNT;
}

export function bankArchetype(random: Random, state: string, assets: number): BankArchetype {
  if (assets > 10_000_000)
    return random.weighted([
      ['diversified', 70],
      ['consumer', 15],
      ['commercial', 12],
      ['trust', 3],
    ]);
  if (FARM_STATES.has(state) && assets < 1_000_000)
    return random.weighted([
      ['agricultural', 45],
      ['commercial', 38],
      ['cre', 8],
      ['residential', 6],
      ['consumer', 1],
      ['trust', 0.7],
    ]);
  if (THRIFT_STATES.has(state))
    return random.weighted([
      ['residential', 30],
      ['commercial', 44],
      ['cre', 20],
      ['consumer', 2],
      ['agricultural', 1],
      ['trust', 1],
    ]);
  return random.weighted([
    ['commercial', 58],
    ['cre', 22],
    ['residential', 12],
    ['agricultural', 4],
    ['consumer', 2],
    ['trust', 1],
  ]);
}

export function bankOwnership(
  random: Random,
  state: string,
  archetype: BankArchetype,
  assets: number,
): OwnershipType {
  if (archetype === 'trust') return 'Non-Traditional';
  if (archetype === 'residential') return random.chance(0.55) ? 'Mutual' : 'Stock';
  if (archetype === 'consumer') {
    if ((state === 'UT' || state === 'NV') && random.chance(0.6)) return 'Industrial';
    return random.weighted([
      ['Stock', 60],
      ['Non-Traditional', 25],
      ['Industrial', 15],
    ]);
  }
  if (random.chance(0.004)) return 'Industrial';
  if (random.chance(0.02)) return 'Mutual';
  return random.chance(assets < 1_000_000 ? 0.36 : 0.05) ? 'SubS' : 'Stock';
}

export function bankNameStyle(random: Random, ownership: OwnershipType, archetype: BankArchetype) {
  if (archetype === 'trust') return 'trust-company' as const;
  if (ownership === 'Industrial') return 'industrial-bank' as const;
  if (archetype === 'residential') return random.chance(0.6) ? 'savings-bank' : 'bank';
  return random.chance(0.18) ? 'bank-and-trust' : 'bank';
}

export function creditUnionArchetype(random: Random, assets: number): CreditUnionArchetype {
  if (assets < 10_000_000)
    return random.weighted([
      ['small', 80],
      ['consumer', 12],
      ['balanced', 8],
    ]);
  if (assets < 50_000_000)
    return random.weighted([
      ['small', 15],
      ['consumer', 40],
      ['balanced', 30],
      ['mortgage', 12],
      ['business', 3],
    ]);
  return random.weighted([
    ['consumer', 33],
    ['balanced', 22],
    ['mortgage', 18],
    ['business', 27],
  ]);
}
