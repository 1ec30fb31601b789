/** What an API or a chart row may hold where a number is expected. */
export type NumericInput = number | string | null | undefined;

// A plain decimal, optionally signed and in exponent form; no hex, no "Infinity", no blanks.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The finite number a value stands for, or null.
 *
 * spec 2 section 5: "string values are parsed and NaN dropped". A string counts only when the
 * whole of it (spaces trimmed) is a decimal number: '' and ' ' are null, not 0 as Number()
 * would have them, and '12abc' is null, not 12 as parseFloat would have it.
 * NaN, Infinity, null and undefined are null.
 */
export function toFiniteNumber(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
