/**
 * A plain decimal as the agencies write it: optional sign, digits, optional fraction, optional
 * exponent (FDIC SDI writes a few tiny ratios as `2.12536056742026E-02`). Thousands separators,
 * currency signs and `NaN`/`Infinity` are not numbers here, so a mis-shifted column is caught
 * instead of read as a value.
 */
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The number a cell holds (surrounding spaces allowed), or null when it is not a plain decimal. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : null;
}
