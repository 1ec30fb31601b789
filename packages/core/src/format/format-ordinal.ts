const ORDINAL_RULES = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const INTEGER = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});

/**
 * An integer as an English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st, 1,001st.
 * A fraction is rounded first (halves away from zero). Missing or non-finite: '-'.
 */
export function formatOrdinal(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  const n = Math.sign(value) * Math.round(Math.abs(value));
  return `${INTEGER.format(n)}${SUFFIXES[ORDINAL_RULES.select(Math.abs(n))] ?? 'th'}`;
}
