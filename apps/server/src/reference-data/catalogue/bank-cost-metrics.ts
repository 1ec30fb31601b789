import type { ReportHistory } from './metric-definition';
import { bankDeposits, bankItem, bankItemSum } from './bank-items';
import { CATEGORY_TITLES } from './category-titles';
import { averageOverQuarter, sumItems } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { quarterCost } from './quarter-cost';

/**
 * Category 2, deposit and borrowing costs of the quarter, annualized: the quarter's own
 * interest expense (RIAD YTD minus the previous quarter's YTD within the year; Q1 is its own
 * YTD) × 4, over the RC-K quarterly average balance of the same quarter (the average the
 * call report itself gives for the quarter; RC-K deposit lines are domestic RCON, foreign
 * offices RCFN3404). Percent; lower is better. These are the series regressed against market
 * rates (spec 2, sections 2.7 and 2.8), hence quarterly rather than year-to-date.
 */
/** RC-K quarterly averages of interest-bearing deposits: 3485 + B563 + HK16 + HK17 + RCFN3404. */
const averageInterestBearingDeposits = (report: ReportHistory) =>
  sumItems([bankItemSum(report, ['3485', 'B563', 'HK16', 'HK17']), report.item('RCFN3404')]);

const DEPOSIT_EXPENSE = ['4508', '0093', 'HK03', 'HK04', '4172'];
const BORROWING_EXPENSE = ['4180', '4185'];

const entries: MetricEntry[] = [
  quarterCost(
    'bank',
    'LBPRQCOSTTRN',
    'Cost of Interest-Bearing Transaction Accounts',
    'Annualized interest paid this quarter on interest-bearing checking (NOW, ATS) accounts, as a percent of their quarterly average balance. Lower is better.',
    ['4508'],
    'RC-K average C(3485)',
    (r) => bankItem(r, '3485'),
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTSAV',
    'Cost of Savings and Money Market Deposits',
    'Annualized interest paid this quarter on savings deposits including MMDAs, as a percent of their quarterly average balance. Lower is better.',
    ['0093'],
    'RC-K average C(B563)',
    (r) => bankItem(r, 'B563'),
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTTD',
    'Cost of Time Deposits of $250,000 or Less',
    'Annualized interest paid this quarter on time deposits up to $250,000, as a percent of their quarterly average balance. Lower is better.',
    ['HK03'],
    'RC-K average C(HK16)',
    (r) => bankItem(r, 'HK16'),
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTJTD',
    'Cost of Time Deposits over $250,000',
    'Annualized interest paid this quarter on time deposits above $250,000, as a percent of their quarterly average balance. Lower is better.',
    ['HK04'],
    'RC-K average C(HK17)',
    (r) => bankItem(r, 'HK17'),
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTTIME',
    'Cost of All Time Deposits',
    'Annualized interest paid this quarter on all time deposits, as a percent of their quarterly average balance. Lower is better.',
    ['HK03', 'HK04'],
    'RC-K average (C(HK16) + C(HK17))',
    (r) => bankItemSum(r, ['HK16', 'HK17']),
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTFOR',
    'Cost of Foreign Office Deposits',
    'Annualized interest paid this quarter on interest-bearing deposits in foreign offices (031 filers), as a percent of their quarterly average balance. Lower is better.',
    ['4172'],
    'RC-K average RCFN3404',
    (r) => r.item('RCFN3404'),
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTIBD',
    'Cost of Interest-Bearing Deposits',
    'Annualized interest paid this quarter on all interest-bearing deposits, as a percent of their quarterly average balance. Lower is better.',
    DEPOSIT_EXPENSE,
    'RC-K average (C(3485) + C(B563) + C(HK16) + C(HK17) + RCFN3404)',
    averageInterestBearingDeposits,
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTDEP',
    'Cost of Total Deposits',
    'Annualized interest paid this quarter on deposits, as a percent of all deposits including non-interest-bearing ones (mean of this and the previous quarter-end). Lower is better.',
    DEPOSIT_EXPENSE,
    'mean of DEP (RCON2200 + RCFN2200) at this and the previous quarter-end',
    (r) => averageOverQuarter((back) => bankDeposits(r, back)),
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTFFP',
    'Cost of Fed Funds Purchased and Repos',
    'Annualized interest paid this quarter on federal funds purchased and repurchase agreements, as a percent of their quarterly average balance. Lower is better.',
    ['4180'],
    'RC-K average C(3353)',
    (r) => bankItem(r, '3353'),
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTOBM',
    'Cost of Other Borrowed Money',
    'Annualized interest paid this quarter on FHLB advances and other borrowed money (incl. trading liabilities), as a percent of the quarterly average of other borrowed money. Lower is better.',
    ['4185'],
    'RC-K average C(3355)',
    (r) => bankItem(r, '3355'),
  ),
  quarterCost(
    'bank',
    'LBPRQCOSTBORR',
    'Cost of Borrowings',
    'Annualized interest paid this quarter on fed funds purchased, repos and other borrowed money, as a percent of their quarterly average balance. Lower is better.',
    BORROWING_EXPENSE,
    'RC-K average (C(3353) + C(3355))',
    (r) => bankItemSum(r, ['3353', '3355']),
  ),
  quarterCost(
    'bank',
    'LBPRQCOF',
    'Quarterly Cost of Funds',
    'Annualized total interest expense of the quarter as a percent of average interest-bearing liabilities (interest-bearing deposits and borrowings). Lower is better.',
    ['4073'],
    'RC-K average (C(3485) + C(B563) + C(HK16) + C(HK17) + RCFN3404 + C(3353) + C(3355))',
    (r) => sumItems([averageInterestBearingDeposits(r), bankItemSum(r, ['3353', '3355'])]),
  ),
  quarterCost(
    'bank',
    'LBPRQINTEXPAA',
    'Quarterly Interest Expense to Average Assets',
    'Annualized total interest expense of the quarter as a percent of the quarterly average of total assets. Lower is better.',
    ['4073'],
    'RC-K average C(3368)',
    (r) => bankItem(r, '3368'),
  ),
];

export const bankCostMetrics = metricCategory(
  'bank',
  CATEGORY_TITLES.depositAndBorrowingCosts,
  entries,
);
