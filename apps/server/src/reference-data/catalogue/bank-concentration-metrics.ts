import type { RankSort, ReportHistory } from './metric-definition';
import {
  bankItem,
  bankNonOwnerOccupiedCre,
  bankTier1PlusAllowance,
  domesticItemSum,
} from './bank-items';
import { bankLoanTypes } from './bank-loan-types';
import { CATEGORY_TITLES } from './category-titles';
import { percentOf } from './formula-helpers';
import { metricCategory, type MetricEntry } from './metric-category';
import { loanShare } from './loan-share';

/**
 * Bank loan concentration: segment balances as a percent of total loans and leases C(2122)
 * (research §4.5). The first five are the targeted-search concentration areas of spec 2
 * (an institution qualifies at 25% or more in each selected area). Mix ratios have no better
 * direction; the two capital-based CRE tests are lower-is-better.
 */
function capitalShare(
  metricId: string,
  metricTitle: string,
  metricInformation: string,
  rankSort: RankSort,
  codes: string,
  numerator: (report: ReportHistory) => number | null,
): MetricEntry {
  return {
    metricId,
    metricTitle,
    metricInformation,
    displayType: 'PCT',
    rankSort,
    description: `(${codes}) / (tier 1 capital RCFA/RCOA8274 + allowance C(3123)) × 100. Source: 2006 interagency CRE concentration guidance; UBPR Concentrations of Credit page.`,
    compute: (report) => percentOf(numerator(report), bankTier1PlusAllowance(report)),
  };
}

const typeByKey = (key: string) => {
  const type = bankLoanTypes.find((candidate) => candidate.key === key);
  if (!type) throw new Error(`Unknown bank loan type ${key}`);
  return type;
};

const CRE_ITEMS = ['F158', 'F159', '1460', 'F160', 'F161', '2746'];

const entries: MetricEntry[] = [
  loanShare(
    'bank',
    'LBPRCONCAG',
    'Agriculture Loan Concentration',
    'Farmland and agricultural production loans as a percent of total loans and leases.',
    typeByKey('AG').codes.balance,
    (r) => typeByKey('AG').balance(r),
  ),
  loanShare(
    'bank',
    'LBPRCONCCI',
    'Commercial & Industrial Loan Concentration',
    'Commercial and industrial loans as a percent of total loans and leases.',
    typeByKey('CI').codes.balance,
    (r) => typeByKey('CI').balance(r),
  ),
  loanShare(
    'bank',
    'LBPRCONCCRE',
    'Commercial Real Estate Loan Concentration',
    'Construction, multifamily, nonfarm nonresidential and unsecured CRE loans as a percent of total loans and leases (the regulatory CRE definition).',
    'RCONF158 + RCONF159 + RCON1460 + RCONF160 + RCONF161 + RCON2746',
    (r) => domesticItemSum(r, CRE_ITEMS),
  ),
  loanShare(
    'bank',
    'LBPRCONCRES',
    'Residential Loan Concentration',
    'Loans secured by 1-4 family residences (home equity lines, first and junior liens) as a percent of total loans and leases.',
    typeByKey('RES').codes.balance,
    (r) => typeByKey('RES').balance(r),
  ),
  loanShare(
    'bank',
    'LBPRCONCCNS',
    'Consumer Loan Concentration',
    'Credit card, other revolving, automobile and other consumer loans as a percent of total loans and leases.',
    typeByKey('CNS').codes.balance,
    (r) => typeByKey('CNS').balance(r),
  ),
  loanShare(
    'bank',
    'LBPRCONCCON',
    'Construction Loan Concentration',
    'Construction, land development and other land loans as a percent of total loans and leases.',
    typeByKey('CON').codes.balance,
    (r) => typeByKey('CON').balance(r),
  ),
  loanShare(
    'bank',
    'LBPRCONCMF',
    'Multifamily Loan Concentration',
    'Loans secured by multifamily (5 or more) residential properties as a percent of total loans and leases.',
    typeByKey('MF').codes.balance,
    (r) => typeByKey('MF').balance(r),
  ),
  loanShare(
    'bank',
    'LBPRCONCNFNR',
    'Nonfarm Nonresidential Loan Concentration',
    'Owner-occupied and other nonfarm nonresidential real estate loans as a percent of total loans and leases.',
    typeByKey('CRE').codes.balance,
    (r) => typeByKey('CRE').balance(r),
  ),
  loanShare(
    'bank',
    'LBPRCONCCC',
    'Credit Card Loan Concentration',
    'Credit card loans as a percent of total loans and leases.',
    'C(B538)',
    (r) => bankItem(r, 'B538'),
  ),
  capitalShare(
    'LBPRCRECAP',
    'Non-Owner-Occupied CRE to Capital',
    'Construction, multifamily, non-owner-occupied nonfarm nonresidential and unsecured CRE loans as a percent of tier 1 capital plus the allowance. Supervisors look closer above 300%; lower is better.',
    'L',
    'RCONF158 + RCONF159 + RCON1460 + RCONF161 + RCON2746',
    (r) => bankNonOwnerOccupiedCre(r),
  ),
  capitalShare(
    'LBPRCONSTCAP',
    'Construction Loans to Capital',
    'Construction and land development loans as a percent of tier 1 capital plus the allowance. Supervisors look closer above 100%; lower is better.',
    'L',
    'RCONF158 + RCONF159',
    (r) => domesticItemSum(r, ['F158', 'F159']),
  ),
];

export const bankConcentrationMetrics = metricCategory(
  'bank',
  CATEGORY_TITLES.concentration,
  entries,
);
