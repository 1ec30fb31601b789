import type { ReportHistory } from './metric-definition';
import { CATEGORY_TITLES } from './category-titles';
import {
  cuCash,
  cuInvestments,
  cuItem,
  cuItemSum,
  cuLoans,
  cuNonMaturityShares,
  cuSharesAndDeposits,
  cuTotalAssets,
} from './credit-union-items';
import { metricCategory, type MetricEntry } from './metric-category';
import { balanceRatio } from './balance-ratio';

/** Credit-union liquidity and funding: quarter-end balance ratios in percent. */
const shares = (r: ReportHistory) => cuSharesAndDeposits(r);
const assets = (r: ReportHistory) => cuTotalAssets(r);
const account = (code: string) => (r: ReportHistory) => cuItem(r, code);

/**
 * Liquid assets [K]: cash and cash equivalents (730A + 730B + 730C), available-for-sale and
 * trading debt securities (AS0067, AS0061), equity securities (AS0055) and held-to-maturity
 * securities at fair value (801) — the bank definition's counterparts.
 */
const liquidAssets = (r: ReportHistory) =>
  cuItemSum(r, ['730A', '730B', '730C', 'AS0067', 'AS0061', 'AS0055', '801']);

const entries: MetricEntry[] = [
  balanceRatio(
    'FPR_LNSHR',
    'Loans to Shares',
    'Total loans and leases as a percent of total shares and deposits: how much of the member funding is lent out. Lower leaves more room for withdrawals, so lower is better for liquidity.',
    'L',
    'ACCT_025B / ACCT_018',
    'NCUA FPR net loans / total shares (total loans to total shares and deposits)',
    (r) => cuLoans(r),
    shares,
  ),
  balanceRatio(
    'FPR_LIQASSET',
    'Liquid Asset Ratio',
    'Cash, cash equivalents and marketable securities (AFS, trading, equity, HTM at fair value) as a percent of total assets. Higher is better.',
    'H',
    '(ACCT_730A + 730B + 730C + AS0067 + AS0061 + AS0055 + 801) / ACCT_010',
    'the bank liquid asset ratio (research §4.3) on NCUA 5300 accounts',
    liquidAssets,
    assets,
  ),
  balanceRatio(
    'FPR_CASHAS',
    'Cash and Equivalents to Assets',
    'Cash on hand, cash on deposit and cash equivalents as a percent of total assets. Higher is better for liquidity.',
    'H',
    '(ACCT_730A + ACCT_730B + ACCT_730C) / ACCT_010',
    'NCUA FPR cash + short-term investments / assets (cash part)',
    (r) => cuCash(r),
    assets,
  ),
  balanceRatio(
    'FPR_NMDSHR',
    'Non-Maturity to Total Shares',
    'Regular shares, share drafts, money market and other shares as a percent of total shares and deposits: funding without a contractual maturity. Higher is better.',
    'H',
    '(ACCT_657 + ACCT_902 + ACCT_911 + ACCT_630) / ACCT_018',
    'NCUA FPR share composition',
    (r) => cuNonMaturityShares(r),
    shares,
  ),
  balanceRatio(
    'FPR_BORRAS',
    'Borrowings to Assets',
    'Total borrowings as a percent of total assets: reliance on wholesale funding. Lower is better.',
    'L',
    'ACCT_860C / ACCT_010',
    'NCUA FPR total borrowings / total assets',
    account('860C'),
    assets,
  ),
  balanceRatio(
    'FPR_LNAS',
    'Loans to Assets',
    'Total loans and leases as a percent of total assets: how much of the balance sheet is lent out. Describes the asset mix; no direction is better.',
    'N',
    'ACCT_025B / ACCT_010',
    'NCUA FPR total loans / total assets',
    (r) => cuLoans(r),
    assets,
  ),
  balanceRatio(
    'FPR_INVAS',
    'Investments to Assets',
    'Total investments as a percent of total assets. Describes the asset mix; no direction is better.',
    'N',
    '(ACCT_NV0158, else AS0007 + AS0013 + AS0017) / ACCT_010',
    'NCUA FPR total investments / total assets',
    (r) => cuInvestments(r),
    assets,
  ),
  balanceRatio(
    'FPR_SHRAS',
    'Shares and Deposits to Assets',
    'Total shares and deposits as a percent of total assets: how much of the balance sheet is member-funded. No direction is better.',
    'N',
    'ACCT_018 / ACCT_010',
    'NCUA FPR share composition',
    shares,
    assets,
  ),
  balanceRatio(
    'FPR_NONMEMDEP',
    'Non-Member Deposits to Shares and Deposits',
    'Non-member deposits as a percent of total shares and deposits: funding from outside the membership. Lower is better.',
    'L',
    'ACCT_880 / ACCT_018',
    'NCUA FPR non-member deposits / total shares and non-member deposits',
    account('880'),
    shares,
  ),
  balanceRatio(
    'FPR_SHRDRAFT',
    'Share Drafts to Shares and Deposits',
    'Share draft (checking) accounts as a percent of total shares and deposits: the core transaction relationship. Higher is better.',
    'H',
    'ACCT_902 / ACCT_018',
    'NCUA FPR share drafts / total shares and deposits',
    account('902'),
    shares,
  ),
  balanceRatio(
    'FPR_REGSHR',
    'Regular Shares to Shares and Deposits',
    'Regular share accounts as a percent of total shares and deposits. Higher is better.',
    'H',
    'ACCT_657 / ACCT_018',
    'NCUA FPR regular shares / total shares and deposits',
    account('657'),
    shares,
  ),
  balanceRatio(
    'FPR_MMSHR',
    'Money Market Shares to Shares and Deposits',
    'Money market share accounts as a percent of total shares and deposits.',
    'N',
    'ACCT_911 / ACCT_018',
    'NCUA FPR share composition',
    account('911'),
    shares,
  ),
  balanceRatio(
    'FPR_CERTSHR',
    'Share Certificates to Shares and Deposits',
    'Share certificates as a percent of total shares and deposits: term, rate-sensitive funding.',
    'N',
    'ACCT_908C / ACCT_018',
    'NCUA FPR share certificates / total shares and deposits',
    account('908C'),
    shares,
  ),
  balanceRatio(
    'FPR_BROKCERT',
    'Brokered Certificates to Shares and Deposits',
    'Brokered certificates as a percent of total shares and deposits. Lower is better.',
    'L',
    'ACCT_788 / ACCT_018',
    'NCUA 5300 Schedule A supplemental (FS220C)',
    account('788'),
    shares,
  ),
  balanceRatio(
    'FPR_UNINSSHR',
    'Uninsured Shares and Deposits to Shares and Deposits',
    'Shares and deposits above the $250,000 insurance limit as a percent of total shares and deposits: the funding most likely to run. Lower is better.',
    'L',
    'ACCT_068A / ACCT_018',
    'NCUA 5300 Schedule A share insurance (FS220B)',
    account('068A'),
    shares,
  ),
];

export const creditUnionLiquidityMetrics = metricCategory(
  'credit union',
  CATEGORY_TITLES.liquidity,
  entries,
);
