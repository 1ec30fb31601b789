import type { RankSort, ReportHistory } from './metric-definition';
import {
  bankBorrowings,
  bankCashAndDue,
  bankCoreDeposits,
  bankDepositItem,
  bankDeposits,
  bankItem,
  BANK_LIQUID_ASSETS_CODES,
  bankLiquidAssets,
  bankLoans,
  bankNetLoans,
  bankNonCoreLiabilities,
  bankNonMaturityDeposits,
  bankSecurities,
  bankTimeDeposits,
  bankTotalAssets,
  domesticItem,
} from './bank-items';
import { CATEGORY_TITLES } from './category-titles';
import { percentOf } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';

/**
 * Bank liquidity and funding: quarter-end balance ratios in percent (research §4.3). The first
 * five are the dashboard KPI tiles of spec 1 (Loans to Deposits, Liquid Asset Ratio, Non-Core
 * Funding, Cash and Dep/Assets, Non-Maturity to Total Deposits), with those titles.
 */
function balanceRatio(
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  rankSort: RankSort,
  formula: string,
  source: string,
  numerator: (report: ReportHistory) => number | null,
  denominator: (report: ReportHistory) => number | null,
): MetricEntry {
  return {
    metricId,
    metricTitle,
    metricInformation,
    displayType: 'PCT',
    rankSort,
    description: `${formula} × 100, at quarter-end. Source: ${source}.`,
    compute: (report) => percentOf(numerator(report), denominator(report)),
  };
}

const deposits = (r: ReportHistory) => bankDeposits(r);
const assets = (r: ReportHistory) => bankTotalAssets(r);

const entries: MetricEntry[] = [
  // The UBPR's "net loans and leases to deposits": loans net of unearned income and of the
  // allowance, held for investment and for sale, over total deposits (issue 12: gross loans
  // overstated the ratio by the allowance).
  balanceRatio(
    'LBPRLNDEP',
    'Loans to Deposits',
    'Net loans and leases (after the allowance for credit losses, loans held for sale included) as a percent of total deposits, as the UBPR defines its loans-to-deposits ratio: how much of the deposit base is lent out. A lower ratio leaves more room to meet withdrawals, so lower is better for liquidity.',
    'L',
    '(C(2122) − C(3123)) (FDIC SDI lnlsnet) / (RCON2200 + RCFN2200)',
    'UBPR Liquidity page, net loans and leases to deposits',
    (r) => bankNetLoans(r),
    deposits,
  ),
  balanceRatio(
    'LBPRLIQASSET',
    'Liquid Asset Ratio',
    'Cash, balances due, fed funds sold, reverse repos and investment securities (AFS at fair value, HTM at fair value) as a percent of total assets. From FDIC SDI files, which do not split securities, total securities (HTM at amortized cost, equity securities included) stand in for the two lines. Higher is better.',
    'H',
    `(${BANK_LIQUID_ASSETS_CODES}) / C(2170)`,
    'research §4.3 liquid assets ratio; UBPR Liquidity & Investment Portfolio page 10A',
    (r) => bankLiquidAssets(r),
    assets,
  ),
  balanceRatio(
    'LBPRNONCORE',
    'Non-Core Funding',
    'Non-core liabilities (time deposits over $250,000, foreign-office deposits, fed funds purchased, repos, other borrowed money and insured brokered deposits) as a percent of total assets. Lower is better.',
    'L',
    '(RCONJ474 + RCFN2200 + RCONB993 + C(B995) (FDIC SDI frepp) + C(3190) + RCONHK05) / C(2170)',
    'UBPR Liquidity page, non-core liabilities to total assets',
    (r) => bankNonCoreLiabilities(r),
    assets,
  ),
  balanceRatio(
    'LBPRCASHDUEAS',
    'Cash and Dep/Assets',
    'Cash and balances due from depository institutions (including the Federal Reserve) as a percent of total assets. Higher is better for liquidity.',
    'H',
    '(C(0081) + C(0071) (FDIC SDI chbal)) / C(2170)',
    'UBPR Balance Sheet percent composition',
    (r) => bankCashAndDue(r),
    assets,
  ),
  balanceRatio(
    'LBPRNMDDEP',
    'Non-Maturity to Total Deposits',
    'Non-maturity deposits (transaction, MMDA and other savings) as a percent of total deposits: the share of funding without a contractual maturity. Higher is better.',
    'H',
    '(RCON2215 + RCON6810 + RCON0352) / (RCON2200 + RCFN2200)',
    'Call Report Schedule RC-E',
    (r) => bankNonMaturityDeposits(r),
    deposits,
  ),
  balanceRatio(
    'LBPRNLNDEP',
    'Net Loans Held for Investment to Deposits',
    'Loans and leases held for investment, net of the allowance, as a percent of total deposits: Loans to Deposits without the loans held for sale. Lower leaves more liquidity.',
    'L',
    'C(B529) (FDIC SDI lnlsnet − lnlssale) / (RCON2200 + RCFN2200)',
    'Call Report Schedule RC item 4.d over total deposits',
    (r) => bankItem(r, 'B529'),
    deposits,
  ),
  balanceRatio(
    'LBPRLNAS',
    'Loans to Assets',
    'Total loans and leases as a percent of total assets: how much of the balance sheet is lent out. Describes the asset mix; no direction is better.',
    'N',
    'C(2122) / C(2170)',
    'UBPR Balance Sheet percent composition',
    (r) => bankLoans(r),
    assets,
  ),
  balanceRatio(
    'LBPRSECAS',
    'Securities to Assets',
    'Investment securities (HTM, AFS and equity) as a percent of total assets. Describes the asset mix; no direction is better.',
    'N',
    '(C(1754) + C(1773) + C(JA22) (FDIC SDI sc)) / C(2170)',
    'UBPR Balance Sheet percent composition',
    (r) => bankSecurities(r),
    assets,
  ),
  balanceRatio(
    'LBPRCOREDEPAS',
    'Core Deposits to Assets',
    'Core deposits (domestic deposits less time deposits over $250,000 and insured brokered deposits) as a percent of total assets. Higher is better.',
    'H',
    '(RCON2200 − RCONJ474 − RCONHK05 (FDIC SDI coredep)) / C(2170)',
    'UBPR Liquidity page, core deposits',
    (r) => bankCoreDeposits(r),
    assets,
  ),
  balanceRatio(
    'LBPRBROKDEP',
    'Brokered Deposits to Deposits',
    'Brokered deposits as a percent of total deposits: reliance on wholesale, rate-sensitive funding. Lower is better.',
    'L',
    'RCON2365 / (RCON2200 + RCFN2200)',
    'UBPR Liquidity page, brokered deposits to deposits',
    (r) => domesticItem(r, '2365'),
    deposits,
  ),
  balanceRatio(
    'LBPRTIMEDEPS',
    'Time Deposits to Deposits',
    'Time deposits of every size as a percent of total deposits: term funding that reprices at maturity. No direction is better.',
    'N',
    '(RCON6648 + RCONJ473 + RCONJ474 (FDIC SDI ntrtime)) / (RCON2200 + RCFN2200)',
    'Call Report Schedule RC-E memoranda',
    (r) => bankTimeDeposits(r),
    deposits,
  ),
  balanceRatio(
    'LBPRJUMBODEP',
    'Time Deposits over $250,000 to Deposits',
    'Time deposits above the insurance limit as a percent of total deposits. Lower is better.',
    'L',
    'RCONJ474 / (RCON2200 + RCFN2200)',
    'Call Report Schedule RC-E memoranda',
    (r) => domesticItem(r, 'J474'),
    deposits,
  ),
  balanceRatio(
    'LBPRNIBDEP',
    'Non-Interest-Bearing Deposits to Deposits',
    'Non-interest-bearing deposits as a percent of total deposits: free funding. Higher is better.',
    'H',
    '(RCON6631 + RCFN6631) / (RCON2200 + RCFN2200)',
    'Call Report Schedule RC',
    (r) => bankDepositItem(r, '6631'),
    deposits,
  ),
  balanceRatio(
    'LBPRBORRAS',
    'Borrowings to Assets',
    'Fed funds purchased, repos and other borrowed money as a percent of total assets. Lower is better.',
    'L',
    '(RCONB993 + C(B995) (FDIC SDI frepp) + C(3190)) / C(2170)',
    'UBPR Balance Sheet percent composition',
    (r) => bankBorrowings(r),
    assets,
  ),
  balanceRatio(
    'LBPRDEPAS',
    'Deposits to Assets',
    'Total deposits as a percent of total assets: how much of the balance sheet is deposit-funded. No direction is better.',
    'N',
    '(RCON2200 + RCFN2200) / C(2170)',
    'UBPR Balance Sheet percent composition',
    deposits,
    assets,
  ),
  balanceRatio(
    'LBPRPLEDGED',
    'Pledged Securities to Securities',
    'Securities pledged to secure deposits, borrowings or other purposes as a percent of total securities: the part not free to sell. Lower is better.',
    'L',
    'C(0416) / (C(1754) + C(1773) + C(JA22))',
    'UBPR Liquidity & Investment Portfolio page, pledged securities',
    (r) => bankItem(r, '0416'),
    (r) => bankSecurities(r),
  ),
];

export const bankLiquidityMetrics = metricCategory('bank', CATEGORY_TITLES.liquidity, entries);
