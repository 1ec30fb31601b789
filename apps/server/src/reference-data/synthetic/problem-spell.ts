import { PROBLEM_SPELL_SHARE } from './parameters';
import type { Random } from './random';

/** A run of quarters in which an institution's credit goes bad, or null (none, or a demo institution). */
export type ProblemSpell = readonly [number, number] | null;

/** Draws whether (and when) an institution has a problem spell: the same rule for both types. */
export function drawProblemSpell(r: Random, demo: boolean): ProblemSpell {
  return !demo && r.chance(PROBLEM_SPELL_SHARE)
    ? ((start) => [start, start + r.int(6, 16)] as const)(r.int(4, 70))
    : null;
}

/** How much worse credit is in quarter `index`: 2.5 times during the spell, else 1. */
export function problemSpellFactor(spell: ProblemSpell, index: number): number {
  return spell && index >= spell[0] && index <= spell[1] ? 2.5 : 1;
}
