/** Basel IRRBB categories of non-maturity deposits (BCBS d368, April 2016, standardised framework). */
export type NmdCategory = 'retailTransactional' | 'retailNonTransactional' | 'wholesale';

export interface BaselNmdCap {
  category: NmdCategory;
  label: string;
  /** Cap on the core share of the category's non-maturity deposits, 0 to 1. */
  maxCoreShare: number;
  /** Cap on the average repricing maturity of the core deposits, years. */
  maxAverageMaturityYears: number;
}

/**
 * BCBS, "Interest rate risk in the banking book" (d368, April 2016), Table 2 "Caps on core
 * deposits and average maturity by category" of the standardised framework.
 */
export const BASEL_IRRBB_NMD_CAPS: readonly BaselNmdCap[] = [
  {
    category: 'retailTransactional',
    label: 'Retail, transactional',
    maxCoreShare: 0.9,
    maxAverageMaturityYears: 5,
  },
  {
    category: 'retailNonTransactional',
    label: 'Retail, non-transactional',
    maxCoreShare: 0.7,
    maxAverageMaturityYears: 4.5,
  },
  { category: 'wholesale', label: 'Wholesale', maxCoreShare: 0.5, maxAverageMaturityYears: 4 },
];

/**
 * NCUA's NEV Supervisory Test values for non-maturity shares, as the price per 100 of balance:
 * 99.00 in the base case (a 1% franchise premium) and 95.04 after the +300 bp shock (4% below
 * base), the same for every credit union and share type. Taken from secondary sources (see
 * docs/nmd-methodology.md): NCUA's own document was not found; verify before relying on them.
 */
export const NCUA_NEV_NMD_VALUES = { basePrice: 99.0, plus300BpPrice: 95.04 } as const;

export interface RegulatoryEstimate {
  /** The institution's stable share of its deposits, 0 to 1 (stableShareOf). */
  stableShare: number | null;
  /** Weighted average life of the stable balance's run-off, years (decay module). */
  walYears: number | null;
}

export interface RegulatoryCapRow extends BaselNmdCap {
  /** True when the estimate is above the cap; null when there is no estimate. */
  stableShareExceedsCap: boolean | null;
  walExceedsCap: boolean | null;
  /** One plain sentence per cap exceeded, empty when none is. */
  exceedances: string[];
  /**
   * The estimate as a regulatory view of this category would take it: the lower of the
   * estimate and the cap. Null when there is no estimate.
   */
  cappedStableShare: number | null;
  cappedWalYears: number | null;
}

/**
 * The stable share: the last quarter's stable balance over its balance (both from the decay
 * module's stable balance series). Null without a last quarter or with a balance ≤ 0.
 */
export function stableShareOf(
  points: readonly { value: number; stableBalance: number }[],
): number | null {
  const last = points.at(-1);
  if (!last || !(last.value > 0)) return null;
  return last.stableBalance / last.value;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const years = (value: number) => `${value.toFixed(2)} years`;

/**
 * Compared at the precision the page shows: a share of 0.9000000000000001 reads "90.0%", and
 * "90.0% exceeds the 90.0% cap" would contradict itself.
 */
const shownShare = (share: number) => Math.round(share * 1000);
const shownYears = (value: number) => Math.round(value * 100);

/**
 * The institution's estimate beside each Basel category's caps. "Exceeds" is strictly above
 * the cap as shown; an estimate equal to the cap, to the figure's shown precision, is within it.
 */
export function regulatoryCaps(estimate: RegulatoryEstimate): RegulatoryCapRow[] {
  const { stableShare, walYears } = estimate;
  return BASEL_IRRBB_NMD_CAPS.map((cap) => {
    const stableShareExceedsCap =
      stableShare === null ? null : shownShare(stableShare) > shownShare(cap.maxCoreShare);
    const walExceedsCap =
      walYears === null ? null : shownYears(walYears) > shownYears(cap.maxAverageMaturityYears);
    const exceedances: string[] = [];
    const category = cap.label.toLowerCase();
    if (stableShareExceedsCap) {
      exceedances.push(
        `The estimated stable share of ${percent(stableShare!)} exceeds the ${percent(cap.maxCoreShare)} Basel cap on core deposits for ${category} deposits.`,
      );
    }
    if (walExceedsCap) {
      exceedances.push(
        `The estimated average life of ${years(walYears!)} exceeds the ${years(cap.maxAverageMaturityYears)} Basel cap on average maturity for ${category} deposits.`,
      );
    }
    return {
      ...cap,
      stableShareExceedsCap,
      walExceedsCap,
      exceedances,
      cappedStableShare: stableShare === null ? null : Math.min(stableShare, cap.maxCoreShare),
      cappedWalYears: walYears === null ? null : Math.min(walYears, cap.maxAverageMaturityYears),
    };
  });
}

/**
 * "wholesale deposits", "retail, non-transactional and wholesale deposits", or "every category"
 * (the caps fall from category to category, so an estimate over one is over those below it).
 */
function categoriesOf(rows: readonly RegulatoryCapRow[]): string {
  if (rows.length === BASEL_IRRBB_NMD_CAPS.length) return 'every category';
  return `${rows.map((r) => r.label.toLowerCase()).join(' and ')} deposits`;
}

/**
 * The one sentence the regulatory view opens with: which caps the estimate exceeds, read with
 * the table of caps beside it (the per-category sentences stay in `exceedances`).
 */
export function regulatorySummary(
  estimate: RegulatoryEstimate,
  rows: readonly RegulatoryCapRow[],
): string {
  const { stableShare, walYears } = estimate;
  if (stableShare === null && walYears === null)
    return 'Without an estimate no cap can be compared.';
  const shareOver = rows.filter((r) => r.stableShareExceedsCap);
  const walOver = rows.filter((r) => r.walExceedsCap);
  if (shareOver.length === 0 && walOver.length === 0) {
    return 'The estimates are within every Basel cap.';
  }
  const parts: string[] = [];
  if (shareOver.length > 0) {
    parts.push(
      `the stable share of ${percent(stableShare!)} exceeds the core-share cap of ${categoriesOf(shareOver)}`,
    );
  }
  if (walOver.length > 0) {
    parts.push(
      `the average life of ${years(walYears!)} exceeds the maturity cap of ${categoriesOf(walOver)}`,
    );
  }
  const sentence = parts.join(', and ');
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}; the table gives each figure capped as that category's regulatory view takes it.`;
}
