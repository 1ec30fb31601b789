import type { InstitutionType } from './products';

/**
 * The institution type stored on a custom peer group that holds banks and credit unions (issue
 * 28 point 4). The column is text, so no migration: a group of one charter keeps its type.
 */
export const MIXED_GROUP_TYPE = 'mixed';

/** A group's charter: one institution type, or both. */
export type GroupCharter = InstitutionType | typeof MIXED_GROUP_TYPE;

/**
 * One measure both charters report under their own forms: the bank's UBPR metric and the
 * credit union's NCUA FPR metric of our catalogue. `differs` says where the two forms are not
 * the same (docs/data.md, "Mixed-charter peer groups", has the table with the items).
 */
export interface CommonMetric {
  title: string;
  bank: string;
  creditUnion: string;
  differs?: string;
}

/**
 * The common metric set: what a peer group of banks and credit unions compares. Only pairs whose
 * two metrics exist in the catalogue, each computed by its own charter's formula; nothing here
 * is a new formula. A mixed group's figure for one of these takes each member's value from its
 * own charter's metric. Delinquency 60+ days is not in the set: the Call Report has no 60-day
 * bucket (30–89 and 90+ only), so the pairs are 30–89 and 90+ past due.
 */
export const COMMON_METRICS: readonly CommonMetric[] = [
  { title: 'Return on Assets', bank: 'LBPRE013', creditUnion: 'FPR_ROA' },
  { title: 'Return on Assets (Quarter)', bank: 'LBPRROAQ', creditUnion: 'FPR_ROAQ' },
  {
    title: 'Return on Equity',
    bank: 'LBPRROE',
    creditUnion: 'FPR_ROE',
    differs: 'Credit unions: return on average net worth; banks: on average total equity.',
  },
  {
    title: 'Net Interest Margin',
    bank: 'LBPRNIM',
    creditUnion: 'FPR_NIM',
    differs:
      'Banks: over average earning assets; credit unions (NCUA FPR): over average total assets.',
  },
  { title: 'Efficiency Ratio', bank: 'LBPRE088', creditUnion: 'FPR_EFFICIENCY' },
  {
    title: 'Cost of Funds',
    bank: 'LBPRCOF',
    creditUnion: 'FPR_COF',
    differs:
      'Banks: over average interest-bearing liabilities; credit unions: over average total shares, deposits and borrowings.',
  },
  { title: 'Quarterly Cost of Funds', bank: 'LBPRQCOF', creditUnion: 'FPR_QCOF' },
  { title: 'Yield on Earning Assets', bank: 'LBPRYEA', creditUnion: 'FPR_YEA' },
  { title: 'Loan Yield', bank: 'LBPRLNYLD', creditUnion: 'FPR_LNYLD' },
  {
    title: 'Deposit Cost',
    bank: 'LBPRDEPCOST',
    creditUnion: 'FPR_DEPCOST',
    differs:
      'Banks: over average interest-bearing deposits; credit unions: over average total shares and deposits.',
  },
  {
    title: 'Cost of Total Deposits (Quarter)',
    bank: 'LBPRQCOSTDEP',
    creditUnion: 'FPR_QCOSTSHDEP',
  },
  {
    title: 'Loans to Deposits (Shares)',
    bank: 'LBPRLNDEP',
    creditUnion: 'FPR_LNSHR',
    differs: 'Banks: loans net of the allowance; credit unions: total loans.',
  },
  { title: 'Loans to Assets', bank: 'LBPRLNAS', creditUnion: 'FPR_LNAS' },
  {
    title: 'Non-Maturity to Total Deposits (Shares)',
    bank: 'LBPRNMDDEP',
    creditUnion: 'FPR_NMDSHR',
  },
  { title: 'Past Due (Delinquent) 30-89 Days', bank: 'LBPRPD30TOT', creditUnion: 'FPR_PD30TOT' },
  {
    title: 'Past Due (Delinquent) 90+ Days',
    bank: 'LBPRPD90TOT',
    creditUnion: 'FPR_PD90TOT',
    differs:
      'Banks: 90+ days past due and still accruing (nonaccrual loans apart); credit unions: every loan 90+ days delinquent.',
  },
  { title: 'Nonaccrual Loans to Loans', bank: 'LBPRNATOT', creditUnion: 'FPR_NATOT' },
  { title: 'Net Charge-offs to Average Loans', bank: 'LBPRNCO', creditUnion: 'FPR_NCO' },
  {
    title: 'Net Charge-offs to Average Loans (Quarter)',
    bank: 'LBPRNCOQ',
    creditUnion: 'FPR_NCOQ',
  },
  { title: 'Allowance to Loans', bank: 'LBPRALLLLN', creditUnion: 'FPR_ALLLLN' },
  {
    title: 'Equity (Net Worth) to Assets',
    bank: 'LBPREQAS',
    creditUnion: 'FPR_NWTA',
    differs: 'Banks: total equity capital; credit unions: net worth (retained earnings, no stock).',
  },
  { title: 'Asset Growth', bank: 'LBPRASSETGR', creditUnion: 'FPR_ASSETGR' },
  { title: 'Asset Growth (Year over Year)', bank: 'LBPRASSETYOY', creditUnion: 'FPR_ASSETYOY' },
  { title: 'Asset Growth (3yr Avg)', bank: 'LBPRASSETGR3', creditUnion: 'FPR_ASSETGR3' },
  { title: 'Loan Growth', bank: 'LBPRLOANGR', creditUnion: 'FPR_LOANGR' },
  { title: 'Loan Growth (Year over Year)', bank: 'LBPRLOANYOY', creditUnion: 'FPR_LOANYOY' },
  { title: 'Deposit (Share) Growth', bank: 'LBPRDEPGR', creditUnion: 'FPR_SHRGR' },
  {
    title: 'Deposit (Share) Growth (Year over Year)',
    bank: 'LBPRDEPYOY',
    creditUnion: 'FPR_SHRYOY',
  },
  { title: 'Non-Maturity Deposit (Share) Growth', bank: 'LBPRNMDGR', creditUnion: 'FPR_NMDGR' },
  {
    title: 'Non-Maturity Deposit (Share) Growth (Year over Year)',
    bank: 'LBPRNMDYOY',
    creditUnion: 'FPR_NMDYOY',
  },
];

const KEY: Record<InstitutionType, 'bank' | 'creditUnion'> = {
  bank: 'bank',
  'credit union': 'creditUnion',
};

/** The common metric a metric id of either charter belongs to, or undefined. */
export function commonMetricOf(metricId: string): CommonMetric | undefined {
  return COMMON_METRICS.find((m) => m.bank === metricId || m.creditUnion === metricId);
}

/** The id of the same measure in the other (or the same) charter's catalogue, or undefined. */
export function pairedMetricId(metricId: string, institutionType: InstitutionType) {
  const common = commonMetricOf(metricId);
  return common ? common[KEY[institutionType]] : undefined;
}

/**
 * The metric a peer institution is read by when compared with a subject on `metricId`: the same
 * metric within one charter; across charters, the peer's own charter's metric of the common
 * pair, or undefined where the metric is outside the common set.
 */
export function peerMetricId(
  metricId: string,
  subjectType: InstitutionType,
  peerType: InstitutionType,
): string | undefined {
  return subjectType === peerType ? metricId : pairedMetricId(metricId, peerType);
}

/** Why a metric has no figure on a mixed group: the picker's note and the API's 400. */
export const NOT_COMMON_REASON =
  'This peer group holds banks and credit unions: only the metrics both charters report alike (the common metric set) can be compared on it.';

/** The picker's short note beside a metric a mixed group cannot compare. */
export const NOT_COMMON_NOTE = 'Not comparable across banks and credit unions';
