import type { InstitutionType } from '@app/core/domain/products';

/** The five performance score areas of spec 1 (dashboard tiles) and spec 2 (/performance/…). */
export type ScoreAreaKey = 'liquidity' | 'profitability' | 'capital' | 'revenue' | 'credit';

/**
 * A performance score area: its score metric id (LHAC0030…0034 for banks, LHAC_0030…0034 for
 * credit unions, spec 1 section 9) and the catalogue KPIs it is built from. Scores themselves are
 * computed elsewhere (quintiles of the KPIs against peers, 5 best); every KPI has a rankSort of H
 * or L so that "best" is defined.
 */
export interface ScoreArea {
  scoreMetricId: string;
  area: ScoreAreaKey;
  title: string;
  kpiMetricIds: readonly string[];
}

export const bankScoreAreas: readonly ScoreArea[] = [
  {
    scoreMetricId: 'LHAC0030',
    area: 'liquidity',
    title: 'Liquidity',
    // the five dashboard KPI tiles of spec 1
    kpiMetricIds: ['LBPRLNDEP', 'LBPRLIQASSET', 'LBPRNONCORE', 'LBPRCASHDUEAS', 'LBPRNMDDEP'],
  },
  {
    scoreMetricId: 'LHAC0031',
    area: 'profitability',
    title: 'Profitability',
    kpiMetricIds: ['LBPRE013', 'LBPRROE', 'LBPRNIM', 'LBPRPRETAXAA'],
  },
  {
    scoreMetricId: 'LHAC0032',
    area: 'capital',
    title: 'Capital',
    kpiMetricIds: ['LBPR7204', 'LBPREQAS', 'LBPRTCEAS', 'LBPRRETEQ'],
  },
  {
    scoreMetricId: 'LHAC0033',
    area: 'revenue',
    title: 'Revenue and Expense',
    kpiMetricIds: ['LBPRE088', 'LBPRE087', 'LBPRE004', 'LBPRYEA', 'LBPRCOF'],
  },
  {
    scoreMetricId: 'LHAC0034',
    area: 'credit',
    title: 'Credit',
    kpiMetricIds: ['LBPRNCLN', 'LBPRNCO', 'LBPRTEXAS', 'LBPRALLLCOV', 'LBPRPD30TOT'],
  },
];

export const creditUnionScoreAreas: readonly ScoreArea[] = [
  {
    scoreMetricId: 'LHAC_0030',
    area: 'liquidity',
    title: 'Liquidity',
    kpiMetricIds: ['FPR_LNSHR', 'FPR_LIQASSET', 'FPR_CASHAS', 'FPR_BORRAS', 'FPR_NMDSHR'],
  },
  {
    scoreMetricId: 'LHAC_0031',
    area: 'profitability',
    title: 'Profitability',
    kpiMetricIds: ['FPR_ROA', 'FPR_ROE', 'FPR_NIM', 'FPR_ROAQ'],
  },
  {
    scoreMetricId: 'LHAC_0032',
    area: 'capital',
    title: 'Capital',
    kpiMetricIds: ['FPR_NWRATIO', 'FPR_SOLVENCY', 'FPR_UEAS', 'FPR_NWGR'],
  },
  {
    scoreMetricId: 'LHAC_0033',
    area: 'revenue',
    title: 'Revenue and Expense',
    kpiMetricIds: ['FPR_EFFICIENCY', 'FPR_NETOVERHEAD', 'FPR_NONINTINCAA', 'FPR_YEA', 'FPR_COF'],
  },
  {
    scoreMetricId: 'LHAC_0034',
    area: 'credit',
    title: 'Credit',
    kpiMetricIds: ['FPR_DELINQ', 'FPR_NCO', 'FPR_TEXAS', 'FPR_ALLLCOV', 'FPR_DELNW'],
  },
];

/** The score areas of one institution type. */
export function scoreAreasOf(institutionType: InstitutionType): readonly ScoreArea[] {
  return institutionType === 'bank' ? bankScoreAreas : creditUnionScoreAreas;
}
