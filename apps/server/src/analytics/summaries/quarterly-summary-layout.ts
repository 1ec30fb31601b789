import type { InstitutionType } from '@app/core/domain/products';

/** A row of the quarterly summaries: a metric, indented `level` steps under its parent. */
export interface SummaryLayoutRow {
  metricId: string;
  level: number;
}

export interface SummaryLayoutSection {
  sectionTitle: string;
  rows: SummaryLayoutRow[];
}

const row = (metricId: string, level = 0): SummaryLayoutRow => ({ metricId, level });

/**
 * The sections and rows of the quarterly group and institution summaries (spec 2 sections 2.5
 * and 2.6): the headline figures of each area, parts indented under their totals.
 */
const BANK: SummaryLayoutSection[] = [
  {
    sectionTitle: 'Balance Sheet',
    rows: [
      row('LBPR2170'),
      row('LBPR2122', 1),
      row('LBPRLNCRE', 2),
      row('LBPRLNCI', 2),
      row('LBPRLNRES', 2),
      row('LBPRLNCNS', 2),
      row('LBPRLNAG', 2),
      row('LBPRSECTOT', 1),
      row('LBPR2200'),
      row('LBPRNMD', 1),
      row('LBPRTIMEDEP', 1),
      row('LBPRBORR'),
      row('LBPR3210'),
    ],
  },
  {
    sectionTitle: 'Earnings and Profitability',
    rows: [
      row('LBPRE013'),
      row('LBPRROE'),
      row('LBPRNIM'),
      row('LBPRYEA', 1),
      row('LBPRLNYLD', 1),
      row('LBPRCOF', 1),
      row('LBPRE004'),
      row('LBPRE005'),
      row('LBPRE087'),
      row('LBPRE088'),
    ],
  },
  {
    sectionTitle: 'Deposit and Borrowing Costs',
    rows: [row('LBPRQCOSTDEP'), row('LBPRQCOSTIBD', 1), row('LBPRQCOSTBORR'), row('LBPRQCOF')],
  },
  {
    sectionTitle: 'Liquidity',
    rows: [
      row('LBPRLNDEP'),
      row('LBPRLIQASSET'),
      row('LBPRNONCORE'),
      row('LBPRCASHDUEAS'),
      row('LBPRNMDDEP'),
      row('LBPRBROKDEP'),
    ],
  },
  {
    sectionTitle: 'Capital',
    rows: [row('LBPR7204'), row('LBPREQAS'), row('LBPRTCEAS'), row('LBPR7205')],
  },
  {
    sectionTitle: 'Credit Quality',
    rows: [
      row('LBPRPDNATOT'),
      row('LBPRPD30TOT', 1),
      row('LBPRPD90TOT', 1),
      row('LBPRNATOT', 1),
      row('LBPRNCLN'),
      row('LBPRNPAAS'),
      row('LBPRTEXAS'),
      row('LBPRNCO'),
      row('LBPRALLLLN'),
      row('LBPRALLLCOV'),
    ],
  },
  {
    sectionTitle: 'Growth',
    rows: [row('LBPRASSETGR'), row('LBPRLOANGR'), row('LBPRDEPGR'), row('LBPRASSETGR3')],
  },
  {
    sectionTitle: 'Performance Scores',
    rows: ['LHAC0030', 'LHAC0031', 'LHAC0032', 'LHAC0033', 'LHAC0034'].map((id) => row(id)),
  },
];

const CREDIT_UNION: SummaryLayoutSection[] = [
  {
    sectionTitle: 'Balance Sheet',
    rows: [
      row('ACCT_010'),
      row('ACCT_025B', 1),
      row('ACCT_LNRES', 2),
      row('ACCT_385', 2),
      row('ACCT_370', 2),
      row('ACCT_396', 2),
      row('ACCT_400T1', 2),
      row('ACCT_INVEST', 1),
      row('ACCT_018'),
      row('ACCT_NMD', 1),
      row('ACCT_908C', 1),
      row('ACCT_860C'),
      row('ACCT_997'),
    ],
  },
  {
    sectionTitle: 'Earnings and Profitability',
    rows: [
      row('FPR_ROA'),
      row('FPR_ROE'),
      row('FPR_NIM'),
      row('FPR_YEA', 1),
      row('FPR_LNYLD', 1),
      row('FPR_COF', 1),
      row('FPR_NONINTINCAA'),
      row('FPR_OPEXAA'),
      row('FPR_NETOVERHEAD'),
      row('FPR_EFFICIENCY'),
    ],
  },
  {
    sectionTitle: 'Deposit and Borrowing Costs',
    rows: [row('FPR_QCOSTSHDEP'), row('FPR_QCOSTSHR', 1), row('FPR_QCOSTBORR'), row('FPR_QCOF')],
  },
  {
    sectionTitle: 'Liquidity',
    rows: [
      row('FPR_LNSHR'),
      row('FPR_LIQASSET'),
      row('FPR_CASHAS'),
      row('FPR_NMDSHR'),
      row('FPR_BORRAS'),
    ],
  },
  {
    sectionTitle: 'Capital',
    rows: [row('FPR_NWRATIO'), row('FPR_UEAS'), row('FPR_SOLVENCY')],
  },
  {
    sectionTitle: 'Credit Quality',
    rows: [
      row('FPR_DELINQ'),
      row('FPR_PD30TOT', 1),
      row('FPR_PD90TOT', 1),
      row('FPR_NATOT'),
      row('FPR_NPAAS'),
      row('FPR_TEXAS'),
    ],
  },
  {
    sectionTitle: 'Performance Scores',
    rows: ['LHAC_0030', 'LHAC_0031', 'LHAC_0032', 'LHAC_0033', 'LHAC_0034'].map((id) => row(id)),
  },
];

export function quarterlySummaryLayout(institutionType: InstitutionType): SummaryLayoutSection[] {
  return institutionType === 'bank' ? BANK : CREDIT_UNION;
}
