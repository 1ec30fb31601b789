import type { ReportHistory } from './metric-definition';
import { cuItemSum } from './credit-union-items';

type Reader = (report: ReportHistory, back?: number) => number | null;

/**
 * A loan type of the credit-quality pages for credit unions, from the 5300 loan schedule
 * (FS220L balances) and the delinquency by collateral type (FS220P DL accounts, with the older
 * per-type accounts of FS220A/B/H/I for consumer lines). NCUA buckets: 30–59, 60–89, 90–179,
 * 180–359, 360+ days. pastDue30 = 30–89 days; pastDue60 = 60–89 days; pastDue90 = 90 days or more.
 *
 * [K] The DL accounts are laid out in blocks of seven per collateral type (30–59, 60–89,
 * 90–179, 180–359, ≥360, total amount, total number) — the named blocks DL0057…DL0140 in
 * AcctDesc prove the pattern. For credit cards, PAL, student, vehicle and lease loans only the
 * 60–89 DL account exists; the other buckets stay in the older accounts (024B/026B/027B/028B,
 * 020C1/021C1/022C1/023C1 …), whose "2 to less than 6 months" bucket has been 90–179 days since
 * the 60–89 split. Consistent with the local 2025-12 data: ACCT_041B (60+) ≥ 021B + 022B + 023B
 * for every credit union and 041D ≥ 021D + 022D + 023D for every lessor, the gap being 60–89.
 */
export interface CreditUnionLoanType {
  key: string;
  title: string;
  balance: Reader;
  pastDue30: Reader;
  pastDue60: Reader;
  pastDue90: Reader;
  codes: { balance: string; pastDue30: string; pastDue60: string; pastDue90: string };
}

const sumOf =
  (accounts: readonly string[]): Reader =>
  (report, back = 0) =>
    cuItemSum(report, accounts, back);

const list = (accounts: readonly string[]) => accounts.map((a) => `ACCT_${a}`).join(' + ');

function loanType(
  key: string,
  title: string,
  balance: readonly string[],
  days30to59: readonly string[],
  days60to89: readonly string[],
  days90plus: readonly string[],
): CreditUnionLoanType {
  return {
    key,
    title,
    balance: sumOf(balance),
    pastDue30: sumOf([...days30to59, ...days60to89]),
    pastDue60: sumOf([...days60to89, ...days90plus]),
    pastDue90: sumOf(days90plus),
    codes: {
      balance: list(balance),
      pastDue30: list([...days30to59, ...days60to89]),
      pastDue60: list([...days60to89, ...days90plus]),
      pastDue90: list(days90plus),
    },
  };
}

/** The DL block of a collateral type: [30–59], [60–89], [90–179, 180–359, ≥360]. */
function dlBlock(first: number): [string[], string[], string[]] {
  const code = (n: number) => `DL${String(n).padStart(4, '0')}`;
  return [[code(first)], [code(first + 1)], [code(first + 2), code(first + 3), code(first + 4)]];
}

function merge(...blocks: [string[], string[], string[]][]): [string[], string[], string[]] {
  return [
    blocks.flatMap((block) => block[0]),
    blocks.flatMap((block) => block[1]),
    blocks.flatMap((block) => block[2]),
  ];
}

const firstLien = dlBlock(57);
const juniorLien = dlBlock(64);
const otherRealEstate = dlBlock(71);
const constructionDevelopment = dlBlock(78);
const farmland = dlBlock(85);
const multifamily = dlBlock(92);
const ownerOccupied = dlBlock(99);
const nonOwnerOccupied = dlBlock(106);
const agriculturalProduction = dlBlock(113);
/** C&I: its 60–89 account DL0121 was retired and replaced by DL0147. */
const commercialAndIndustrial: [string[], string[], string[]] = [
  ['DL0120'],
  ['DL0147'],
  ['DL0122', 'DL0123', 'DL0124'],
];
const unsecuredCommercial = dlBlock(127);
const unsecuredRevolvingCommercial = dlBlock(134);

const creditCard: [string[], string[], string[]] = [['024B'], ['DL0002'], ['026B', '027B', '028B']];
const payday: [string[], string[], string[]] = [['089B'], ['DL0009'], ['127B', '128B', '129B']];
const student: [string[], string[], string[]] = [['020T'], ['DL0016'], ['021T', '022T', '023T']];
const otherUnsecured = dlBlock(22);
const newVehicle: [string[], string[], string[]] = [
  ['020C1'],
  ['DL0030'],
  ['021C1', '022C1', '023C1'],
];
const usedVehicle: [string[], string[], string[]] = [
  ['020C2'],
  ['DL0037'],
  ['021C2', '022C2', '023C2'],
];
const otherSecured = dlBlock(50);
const leases: [string[], string[], string[]] = [['020D'], ['DL0044'], ['021D', '022D', '023D']];

const typed = (
  key: string,
  title: string,
  balance: readonly string[],
  [days30, days60, days90]: [string[], string[], string[]],
) => loanType(key, title, balance, days30, days60, days90);

/** The nine loan types in the order of spec 2's credit-quality routes. */
export const creditUnionLoanTypes: readonly CreditUnionLoanType[] = [
  typed(
    'AG',
    'Agriculture',
    ['042A5', '042A6', '042A7', '042A8'],
    merge(farmland, agriculturalProduction),
  ),
  typed(
    'CI',
    'Commercial and Industrial',
    ['400L2', '400L3', '400C5', '400C6', '400C7', '400C8'],
    merge(commercialAndIndustrial, unsecuredCommercial, unsecuredRevolvingCommercial),
  ),
  typed('CON', 'Construction and Development', ['143B3', '143B4'], constructionDevelopment),
  typed(
    'CNS',
    'Consumer',
    ['396', '397A', '698A', '397', '385', '370', '698C'],
    merge(creditCard, payday, student, otherUnsecured, newVehicle, usedVehicle, otherSecured),
  ),
  typed(
    'CRE',
    'Commercial Real Estate',
    ['400H2', '400H3', '400J2', '400J3'],
    merge(ownerOccupied, nonOwnerOccupied),
  ),
  typed('LS', 'Lease', ['002'], leases),
  typed('MF', 'Multifamily', ['400M', '400M1'], multifamily),
  typed('RES', 'Residential (1-4 Family)', ['703A', '386A'], merge(firstLien, juniorLien)),
  typed('OTH', 'Other Real Estate', ['386B'], otherRealEstate),
];
