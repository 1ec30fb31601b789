import type { InstitutionType } from './products';

export type ScoreAreaKey = 'liquidity' | 'profitability' | 'capital' | 'revenue' | 'credit';

/**
 * The dashboard's five score tiles (spec 1 section 2) with their score metric ids (spec 1
 * section 9: LHAC0030 to LHAC0034 for banks, LHAC_0030 to LHAC_0034 for credit unions) and the
 * performance page each links to.
 */
export const SCORE_TILES: readonly { area: ScoreAreaKey; title: string; metricIndex: number }[] = [
  { area: 'liquidity', title: 'Liquidity', metricIndex: 0 },
  { area: 'profitability', title: 'Profitability', metricIndex: 1 },
  { area: 'capital', title: 'Capital', metricIndex: 2 },
  { area: 'revenue', title: 'Revenue and Expense', metricIndex: 3 },
  { area: 'credit', title: 'Credit', metricIndex: 4 },
];

export function scoreMetricId(institutionType: InstitutionType, metricIndex: number): string {
  return institutionType === 'bank' ? `LHAC003${metricIndex}` : `LHAC_003${metricIndex}`;
}

/** spec 1 section 2, multi/bank panel: the five KPI tiles of a bank, in order. */
export const BANK_KPI_TILES: readonly { metricId: string; title: string }[] = [
  { metricId: 'LBPRLNDEP', title: 'Loans to Deposits' },
  { metricId: 'LBPRLIQASSET', title: 'Liquid Asset Ratio' },
  { metricId: 'LBPRNONCORE', title: 'Non-Core Funding' },
  { metricId: 'LBPRCASHDUEAS', title: 'Cash and Dep/Assets' },
  { metricId: 'LBPRNMDDEP', title: 'Non-Maturity to Total Deposits' },
];
