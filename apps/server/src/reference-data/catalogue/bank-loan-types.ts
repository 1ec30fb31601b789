import type { ReportHistory } from './metric-definition';
import { bankItemSum, bankLoans, commercialItem, domesticItemSum, sdiTotal } from './bank-items';
import { firstPresent, sumItems } from './formula-helpers';

type Reader = (report: ReportHistory, back?: number) => number | null;

/**
 * A loan type of the credit-quality pages (spec 2, /creditquality/{type}) with its RC-C balance
 * and its RC-N past-due columns: A 30–89 days past due and accruing, B 90 days or more and
 * accruing, C nonaccrual (research §4.4 table).
 */
export interface BankLoanType {
  /** Suffix of the metric ids (LBPRPD30AG …). */
  key: string;
  title: string;
  balance: Reader;
  pastDue30: Reader;
  pastDue90: Reader;
  nonaccrual: Reader;
  /** The codes, for the metric descriptions. */
  codes: { balance: string; pastDue30: string; pastDue90: string; nonaccrual: string };
}

/** C(x) sums: every item read RCFD-else-RCON. */
const consolidatedSum =
  (items: readonly string[]): Reader =>
  (report, back = 0) =>
    bankItemSum(report, items, back);

/** RCON sums: RC-C real-estate detail and its RC-N rows are domestic only, even on the 031. */
const domesticSum =
  (items: readonly string[]): Reader =>
  (report, back = 0) =>
    domesticItemSum(report, items, back);

const cSum = (items: readonly string[]) => items.map((item) => `C(${item})`).join(' + ');
const rconSum = (items: readonly string[]) => items.map((item) => `RCON${item}`).join(' + ');

const agriculture: BankLoanType = {
  key: 'AG',
  title: 'Agriculture',
  balance: (report, back = 0) =>
    sumItems([domesticItemSum(report, ['1420'], back), bankItemSum(report, ['1590'], back)]),
  pastDue30: (report, back = 0) =>
    sumItems([domesticItemSum(report, ['3493'], back), bankItemSum(report, ['1594'], back)]),
  pastDue90: (report, back = 0) =>
    sumItems([domesticItemSum(report, ['3494'], back), bankItemSum(report, ['1597'], back)]),
  nonaccrual: (report, back = 0) =>
    sumItems([domesticItemSum(report, ['3495'], back), bankItemSum(report, ['1583'], back)]),
  codes: {
    balance: 'farmland RCON1420 + agricultural production C(1590)',
    pastDue30: 'RCON3493 + C(1594)',
    pastDue90: 'RCON3494 + C(1597)',
    nonaccrual: 'RCON3495 + C(1583)',
  },
};

const commercial: BankLoanType = {
  key: 'CI',
  title: 'Commercial and Industrial',
  balance: (report, back = 0) => commercialItem(report, ['1763', '1764'], '1766', back),
  pastDue30: (report, back = 0) => commercialItem(report, ['1251', '1254'], '1606', back),
  pastDue90: (report, back = 0) => commercialItem(report, ['1252', '1255'], '1607', back),
  nonaccrual: (report, back = 0) => commercialItem(report, ['1253', '1256'], '1608', back),
  codes: {
    balance: 'RCFD1763 + RCFD1764 (031), else RCON1766',
    pastDue30: 'RCFD1251 + RCFD1254, else RCON1606',
    pastDue90: 'RCFD1252 + RCFD1255, else RCON1607',
    nonaccrual: 'RCFD1253 + RCFD1256, else RCON1608',
  },
};

function domesticType(
  key: string,
  title: string,
  balance: readonly string[],
  pastDue30: readonly string[],
  pastDue90: readonly string[],
  nonaccrual: readonly string[],
): BankLoanType {
  return {
    key,
    title,
    balance: domesticSum(balance),
    pastDue30: domesticSum(pastDue30),
    pastDue90: domesticSum(pastDue90),
    nonaccrual: domesticSum(nonaccrual),
    codes: {
      balance: rconSum(balance),
      pastDue30: rconSum(pastDue30),
      pastDue90: rconSum(pastDue90),
      nonaccrual: rconSum(nonaccrual),
    },
  };
}

function consolidatedType(
  key: string,
  title: string,
  balance: readonly string[],
  pastDue30: readonly string[],
  pastDue90: readonly string[],
  nonaccrual: readonly string[],
): BankLoanType {
  return {
    key,
    title,
    balance: consolidatedSum(balance),
    pastDue30: consolidatedSum(pastDue30),
    pastDue90: consolidatedSum(pastDue90),
    nonaccrual: consolidatedSum(nonaccrual),
    codes: {
      balance: cSum(balance),
      pastDue30: cSum(pastDue30),
      pastDue90: cSum(pastDue90),
      nonaccrual: cSum(nonaccrual),
    },
  };
}

const construction = domesticType(
  'CON',
  'Construction and Land Development',
  ['F158', 'F159'],
  ['F172', 'F173'],
  ['F174', 'F175'],
  ['F176', 'F177'],
);

const consumer = consolidatedType(
  'CNS',
  'Consumer',
  ['B538', 'B539', 'K137', 'K207'],
  ['B575', 'K213', 'K216'],
  ['B576', 'K214', 'K217'],
  ['B577', 'K215', 'K218'],
);

/** CRE page: nonfarm nonresidential (owner-occupied + other); construction and multifamily have their own pages. */
const commercialRealEstate = domesticType(
  'CRE',
  'Commercial Real Estate',
  ['F160', 'F161'],
  ['F178', 'F179'],
  ['F180', 'F181'],
  ['F182', 'F183'],
);

const lease = consolidatedType(
  'LS',
  'Lease Financing',
  ['2165'],
  ['F166', 'F169'],
  ['F167', 'F170'],
  ['F168', 'F171'],
);

const multifamily = domesticType('MF', 'Multifamily', ['1460'], ['3499'], ['3500'], ['3501']);

const residentialItems = domesticType(
  'RES',
  'Residential (1-4 Family)',
  ['1797', '5367', '5368'],
  ['5398', 'C236', 'C238'],
  ['5399', 'C237', 'C239'],
  ['5400', 'C229', 'C230'],
);

/** FDIC SDI gives the 1-4 family total only (lnreres), not the three lines. */
const residential: BankLoanType = {
  ...residentialItems,
  balance: (report, back = 0) =>
    firstPresent(sdiTotal(report, 'LNRERES', back), residentialItems.balance(report, back)),
  codes: {
    ...residentialItems.codes,
    balance: `${residentialItems.codes.balance} (FDIC SDI lnreres)`,
  },
};

const typedTypes = [
  agriculture,
  commercial,
  construction,
  consumer,
  commercialRealEstate,
  lease,
  multifamily,
  residential,
];

/**
 * Other loans [K]: C(2122) less every typed balance above (loans to depository institutions,
 * to governments, to nondepository financial institutions, all other loans; for 031 filers
 * also real-estate loans in foreign offices). Null when C(2122) is missing or the remainder is
 * negative (inconsistent filing). Past due: all other loans 5459/5460/5461 + loans to
 * depository institutions B834/B835/B836.
 */
const other: BankLoanType = {
  key: 'OTH',
  title: 'Other',
  balance: (report, back = 0) => {
    const loans = bankLoans(report, back);
    if (loans === null) return null;
    const typed = sumItems(typedTypes.map((type) => type.balance(report, back))) ?? 0;
    const remainder = loans - typed;
    return remainder < 0 ? null : remainder;
  },
  pastDue30: consolidatedSum(['5459', 'B834']),
  pastDue90: consolidatedSum(['5460', 'B835']),
  nonaccrual: consolidatedSum(['5461', 'B836']),
  codes: {
    balance:
      'C(2122) − (agriculture + C&I + construction + consumer + CRE + lease + multifamily + residential balances)',
    pastDue30: 'C(5459) + C(B834)',
    pastDue90: 'C(5460) + C(B835)',
    nonaccrual: 'C(5461) + C(B836)',
  },
};

/** The nine loan types in the order of spec 2's credit-quality routes. */
export const bankLoanTypes: readonly BankLoanType[] = [...typedTypes, other];
