/**
 * `value` rounded to `decimals` places, halves away from zero, as a reader of the decimal
 * figure expects: 1.005 → 1.01 and 2.675 → 2.68, although as binary doubles both sit a hair
 * below the half (a bare Math.round(value * 100) / 100 gives 1 and 2.67). The scaled value is
 * read back through 15 significant digits, which removes that binary noise.
 * Never returns -0; non-finite input gives null.
 */
export function roundTo(value: number, decimals: number): number | null {
  if (!Number.isFinite(value)) return null;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 15) {
    throw new RangeError(`decimals must be an integer from 0 to 15, got ${decimals}`);
  }
  const scale = 10 ** decimals;
  const scaled = Number((Math.abs(value) * scale).toPrecision(15));
  const rounded = Math.round(scaled) / scale;
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}
