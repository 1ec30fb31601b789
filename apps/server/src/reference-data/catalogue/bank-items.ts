import type { ReportHistory } from './metric-definition';
import {
  addAll,
  consolidatedOrDomestic,
  firstPresent,
  subtract,
  sumItems,
} from './formula-helpers';

/**
 * Bank call-report concepts built from MDRM items (research §1.4, §4). Amounts stay in the
 * call report's thousands here; metrics scale money to dollars. Sums follow `sumItems` (a
 * blank line counts as 0 while another line of the sum is filed); balances read at `back`
 * quarters before the current one.
 */

/** C(x): RCFDx when filed, else RCONx. */
export function bankItem(report: ReportHistory, item: string, back = 0): number | null {
  return consolidatedOrDomestic(report, item, back);
}

/** Sum of C(x) over the items. */
export function bankItemSum(report: ReportHistory, items: readonly string[], back = 0) {
  return sumItems(items.map((item) => bankItem(report, item, back)));
}

/**
 * An FDIC SDI total kept under its own name (SDI_<NAME>, read-fdic.ts): a sum of call-report
 * items that the SDI files do not split. Only quarters imported from SDI carry these, so a
 * concept reads the SDI total first and the items otherwise; never both (one source per
 * institution and quarter, see import-batch.ts).
 */
export function sdiTotal(report: ReportHistory, name: string, back = 0): number | null {
  return report.item(`SDI_${name}`, back);
}

/** RCONx only (RC-E deposit detail and RC-C real-estate detail exist only in the domestic column). */
export function domesticItem(report: ReportHistory, item: string, back = 0): number | null {
  return report.item(`RCON${item}`, back);
}

export function domesticItemSum(report: ReportHistory, items: readonly string[], back = 0) {
  return sumItems(items.map((item) => domesticItem(report, item, back)));
}

/** RIADx: income statement, year to date, one prefix for every form. */
export function incomeItem(report: ReportHistory, item: string, back = 0): number | null {
  return report.item(`RIAD${item}`, back);
}

export function incomeItemSum(report: ReportHistory, items: readonly string[], back = 0) {
  return sumItems(items.map((item) => incomeItem(report, item, back)));
}

/**
 * Domestic plus foreign-office deposits: RCONx + RCFNx. There is no RCFD2200 in the CDR bulk
 * files, the two columns are complements (research §1.4). x = 2200 total, 6631 non-interest-
 * bearing, 6636 interest-bearing.
 */
export function bankDepositItem(report: ReportHistory, item: string, back = 0): number | null {
  return sumItems([report.item(`RCON${item}`, back), report.item(`RCFN${item}`, back)]);
}

/** Total deposits DEP = RCON2200 + RCFN2200. */
export function bankDeposits(report: ReportHistory, back = 0): number | null {
  return bankDepositItem(report, '2200', back);
}

/**
 * A C&I figure: the 031 consolidated lines (US + non-US addressees) when any is filed, else
 * the domestic single line of the 041/051 (research §4.4, C&I rows).
 */
export function commercialItem(
  report: ReportHistory,
  consolidatedItems: readonly string[],
  domesticItemCode: string,
  back = 0,
): number | null {
  return firstPresent(
    sumItems(consolidatedItems.map((item) => report.item(`RCFD${item}`, back))),
    report.item(`RCON${domesticItemCode}`, back),
  );
}

/** C&I loans: RCFD1763 + RCFD1764 (031), else RCON1766. */
export function bankCommercialLoans(report: ReportHistory, back = 0): number | null {
  return commercialItem(report, ['1763', '1764'], '1766', back);
}

/**
 * RC-R Part I (regulatory capital): RCFAx (031) or RCOAx (041/051) since 2015, else the
 * pre-2015 RCFDx / RCONx.
 */
export function capitalItem(report: ReportHistory, item: string, back = 0): number | null {
  return firstPresent(
    report.item(`RCFA${item}`, back),
    report.item(`RCOA${item}`, back),
    bankItem(report, item, back),
  );
}

/** Total assets C(2170). */
export const bankTotalAssets = (report: ReportHistory, back = 0) => bankItem(report, '2170', back);

/** Total loans and leases, net of unearned income, held for investment and for sale: C(2122). */
export const bankLoans = (report: ReportHistory, back = 0) => bankItem(report, '2122', back);

/** Total bank equity capital C(3210). */
export const bankEquity = (report: ReportHistory, back = 0) => bankItem(report, '3210', back);

/**
 * Earning assets at a quarter-end [K]: interest-bearing balances C(0071) + HTM C(1754) + AFS
 * C(1773) + equity securities C(JA22) + fed funds sold RCONB987 + reverse repos C(B989) +
 * loans and leases C(2122) + trading assets C(3545).
 */
export function bankEarningAssets(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    sdiTotal(report, 'ERNAST', back),
    sumItems([
      bankItemSum(report, ['0071', '1754', '1773', 'JA22', 'B989', '2122', '3545'], back),
      domesticItem(report, 'B987', back),
    ]),
  );
}

export const BANK_EARNING_ASSETS_CODES =
  'C(0071) + C(1754) + C(1773) + C(JA22) + RCONB987 + C(B989) + C(2122) + C(3545); FDIC SDI ernast';

/** Fed funds sold RCONB987 + reverse repos C(B989); FDIC SDI frepo. */
export function bankFedFundsSold(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    sdiTotal(report, 'FREPO', back),
    sumItems([domesticItem(report, 'B987', back), bankItem(report, 'B989', back)]),
  );
}

/** Fed funds purchased RCONB993 + repos C(B995); FDIC SDI frepp. */
export function bankFedFundsPurchased(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    sdiTotal(report, 'FREPP', back),
    sumItems([domesticItem(report, 'B993', back), bankItem(report, 'B995', back)]),
  );
}

/**
 * Interest-bearing liabilities at a quarter-end: interest-bearing deposits RCON6636 + RCFN6636,
 * fed funds purchased RCONB993, repos C(B995), other borrowed money C(3190), subordinated
 * notes C(3200).
 */
export function bankInterestBearingLiabilities(report: ReportHistory, back = 0) {
  return sumItems([
    bankDepositItem(report, '6636', back),
    bankFedFundsPurchased(report, back),
    bankItemSum(report, ['3190', '3200'], back),
  ]);
}

export const BANK_INTEREST_BEARING_LIABILITIES_CODES =
  'RCON6636 + RCFN6636 + RCONB993 + C(B995) (FDIC SDI frepp) + C(3190) + C(3200)';

/** RC-K quarterly average of interest-bearing deposits: C(3485) + C(B563) + C(HK16) + C(HK17) + RCFN3404. */
export function bankQuarterAverageInterestBearingDeposits(report: ReportHistory, back = 0) {
  return sumItems([
    bankItemSum(report, ['3485', 'B563', 'HK16', 'HK17'], back),
    report.item('RCFN3404', back),
  ]);
}

/** RC-K quarterly average of interest-bearing liabilities: deposits above + C(3353) + C(3355). */
export function bankQuarterAverageInterestBearingLiabilities(report: ReportHistory, back = 0) {
  return sumItems([
    bankQuarterAverageInterestBearingDeposits(report, back),
    bankItemSum(report, ['3353', '3355'], back),
  ]);
}

/** Deposit interest expense items: transaction, savings incl. MMDA, time ≤ / > $250K, foreign. */
export const BANK_DEPOSIT_INTEREST_ITEMS = ['4508', '0093', 'HK03', 'HK04', '4172'] as const;

/** YTD interest expense on deposits: RIAD4508 + 0093 + HK03 + HK04 + 4172. */
export function bankDepositInterest(report: ReportHistory, back = 0): number | null {
  return incomeItemSum(report, BANK_DEPOSIT_INTEREST_ITEMS, back);
}

/** YTD provision: RIADJJ33 (provision for credit losses, CECL era) else RIAD4230 (legacy). */
export function bankProvision(report: ReportHistory, back = 0): number | null {
  return firstPresent(incomeItem(report, 'JJ33', back), incomeItem(report, '4230', back));
}

/** Non-maturity deposits: transaction RCON2215 + MMDA RCON6810 + other savings RCON0352. */
export function bankNonMaturityDeposits(report: ReportHistory, back = 0): number | null {
  return domesticItemSum(report, ['2215', '6810', '0352'], back);
}

/** Time deposits: < $100K RCON6648 + $100K–$250K RCONJ473 + > $250K RCONJ474; FDIC SDI ntrtime. */
export function bankTimeDeposits(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    sdiTotal(report, 'NTRTIME', back),
    domesticItemSum(report, ['6648', 'J473', 'J474'], back),
  );
}

/**
 * Core deposits [K] (the UBPR's and FDIC's definition): RCON2200 − RCONJ474 − RCONHK05 (time
 * deposits over $250,000 and insured brokered deposits out); FDIC SDI coredep. A bank with
 * neither RC-E memorandum line has no core deposit figure (they used to count as 0, which
 * overstated SDI banks' core deposits); one blank line beside the other counts as 0.
 */
export function bankCoreDeposits(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    sdiTotal(report, 'COREDEP', back),
    subtract(domesticItem(report, '2200', back), domesticItemSum(report, ['J474', 'HK05'], back)),
  );
}

/**
 * Non-core liabilities [K]: time deposits > $250K RCONJ474 + foreign-office deposits RCFN2200
 * + fed funds purchased RCONB993 + repos C(B995) + other borrowed money C(3190) + insured
 * brokered deposits RCONHK05.
 */
export function bankNonCoreLiabilities(report: ReportHistory, back = 0): number | null {
  return sumItems([
    domesticItemSum(report, ['J474', 'HK05'], back),
    report.item('RCFN2200', back),
    bankFedFundsPurchased(report, back),
    bankItem(report, '3190', back),
  ]);
}

/** Cash and balances due: non-interest-bearing C(0081) + interest-bearing C(0071); FDIC SDI chbal. */
export function bankCashAndDue(report: ReportHistory, back = 0): number | null {
  return firstPresent(sdiTotal(report, 'CHBAL', back), bankItemSum(report, ['0081', '0071'], back));
}

/**
 * Liquid assets (research §4.3): cash and due C(0081) + C(0071), fed funds sold RCONB987,
 * reverse repos C(B989), AFS securities C(1773), HTM securities at fair value C(1771).
 */
export function bankLiquidAssets(report: ReportHistory, back = 0): number | null {
  const securitiesTotal = sdiTotal(report, 'SC', back);
  // SDI has no AFS / HTM split: its total securities (HTM at amortized cost, AFS at fair value,
  // equity securities) stand for the two lines, all three parts required.
  if (securitiesTotal !== null)
    return addAll([bankCashAndDue(report, back), bankFedFundsSold(report, back), securitiesTotal]);
  return sumItems([
    bankItemSum(report, ['0081', '0071', 'B989', '1773', '1771'], back),
    domesticItem(report, 'B987', back),
  ]);
}

export const BANK_LIQUID_ASSETS_CODES =
  'C(0081) + C(0071) + RCONB987 + C(B989) + C(1773) + C(1771); FDIC SDI chbal + frepo + sc';

/** Borrowings: fed funds purchased RCONB993 + repos C(B995) + other borrowed money C(3190). */
export function bankBorrowings(report: ReportHistory, back = 0): number | null {
  return sumItems([bankFedFundsPurchased(report, back), bankItem(report, '3190', back)]);
}

/** Securities: HTM C(1754) + AFS C(1773) + equity securities with readily determinable FV C(JA22). */
export function bankSecurities(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    sdiTotal(report, 'SC', back),
    bankItemSum(report, ['1754', '1773', 'JA22'], back),
  );
}

/** Noncurrent loans: 90 days or more past due and still accruing C(1407) + nonaccrual C(1403). */
export function bankNoncurrentLoans(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    sdiTotal(report, 'NCLNLS', back),
    bankItemSum(report, ['1407', '1403'], back),
  );
}

/**
 * Goodwill C(3163) + other intangible assets C(0426) (RC-M); FDIC SDI intan. 0 when neither
 * line is filed: the call report leaves them blank for a bank without intangibles (a schedule
 * missing from the files altogether is the import's "not reported", not this).
 */
export function bankIntangibles(report: ReportHistory, back = 0): number {
  return (
    firstPresent(sdiTotal(report, 'INTAN', back), bankItemSum(report, ['3163', '0426'], back)) ?? 0
  );
}

/**
 * Net loans and leases (the UBPR's): C(2122) − C(3123), held for investment and for sale; FDIC
 * SDI lnlsnet. An allowance not filed counts as 0 (a bank without one); no loans, no figure.
 */
export function bankNetLoans(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    sdiTotal(report, 'LNLSNET', back),
    subtract(bankLoans(report, back), bankItem(report, '3123', back) ?? 0),
  );
}

/** Net charge-offs YTD: RIAD4635 − RIAD4605, both required; FDIC SDI ntlnls. */
export function bankNetChargeOffs(report: ReportHistory, back = 0): number | null {
  return firstPresent(
    sdiTotal(report, 'NTLNLS', back),
    subtract(incomeItem(report, '4635', back), incomeItem(report, '4605', back)),
  );
}

/**
 * Non-owner-occupied CRE for the interagency concentration test [K]: construction RCONF158 +
 * F159, multifamily 1460, other nonfarm nonresidential F161, CRE not secured by real estate
 * RCON2746.
 */
export function bankNonOwnerOccupiedCre(report: ReportHistory, back = 0): number | null {
  return domesticItemSum(report, ['F158', 'F159', '1460', 'F161', '2746'], back);
}

/** Tier 1 capital + allowance, the base of the CRE concentration tests: 8274 + C(3123). */
export function bankTier1PlusAllowance(report: ReportHistory, back = 0): number | null {
  const tier1 = capitalItem(report, '8274', back);
  if (tier1 === null) return null;
  return tier1 + (bankItem(report, '3123', back) ?? 0);
}
