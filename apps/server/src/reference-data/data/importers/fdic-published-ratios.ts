/**
 * The FDIC's own ratios, from SDI's "Performance and Condition Ratios" report
 * (All_Reports_YYYYMMDD_Performance and Condition Ratios.csv), that bank formulas fall back on
 * where the call-report averages they need are not in the files: one SDI quarter has no earlier
 * quarters to average. Names and definitions are the SDI glossary's (each "annualized, as a
 * percent of" FDIC's year-to-date average):
 *
 * - roe: net income as a percent of average total equity (eq5); FDIC shows NA where retained
 *   earnings are negative.
 * - nimy: net interest margin, interest income less interest expense over average earning
 *   assets (ernast5).
 * - intincy: yield on earning assets, total interest income over average earning assets.
 * - ntlnlsr: net charge-offs to loans, charge-offs less recoveries over average total loans
 *   and leases (lnlsgr5).
 * - lnlsgr5: average total loans and leases, net of unearned income (thousands of dollars), the
 *   denominator of ntlnlsr; the loan yield reads it, since FDIC publishes no loan yield.
 *
 * Only these columns of the report are read. A blank or NA cell is FDIC publishing no figure
 * for that bank: the code is recorded as withheld, so a formula that needs it is "not reported
 * in the source files" rather than a blank without a reason.
 */
export const RATIO_REPORT = 'Performance and Condition Ratios';

/** SDI variable (lower case) → the code it is stored under. */
export const PUBLISHED_RATIOS: ReadonlyMap<string, string> = new Map(
  ['roe', 'nimy', 'intincy', 'ntlnlsr', 'lnlsgr5'].map((name) => [
    name,
    `SDI_${name.toUpperCase()}`,
  ]),
);

/** How FDIC writes a ratio it does not compute for a bank. */
export function isUnpublished(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.toUpperCase() === 'NA';
}
