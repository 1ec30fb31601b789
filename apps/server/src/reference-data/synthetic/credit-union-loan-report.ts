import { type CreditUnionSegment } from './parameters';
import { code } from './codes';
import { ItemSheet } from './item-sheet';
import { hashKeys } from './random';
import {
  BALANCE_ACCOUNTS,
  CHARGE_OFF_ACCOUNT_LIST,
  CHARGE_OFF_ACCOUNTS,
  COMMERCIAL,
  DELINQUENCY_ACCOUNTS,
  SEGMENTS,
  SHARE_KINDS,
  UNSECURED_REVOLVING_COMMERCIAL,
  type ShareKind,
  type CreditUnionQuarter,
} from './credit-union-state';
import type { CreditUnionQuality } from './credit-union-credit-quality';
import type { CreditUnionSheet } from './credit-union-balance-sheet';

/** The credit union's loan, delinquency, charge-off and share accounts of the 5300. */
export function creditUnionLoanReport(
  x: CreditUnionQuarter,
  quality: CreditUnionQuality,
  sheet: CreditUnionSheet,
) {
  const { p, q, r, state, traits } = x;
  const { buckets, netChargeOffBySegment, recoveryShare } = quality;
  const { byKind, heldForSale, nonMember } = sheet;
  // ---- Round and build the report.
  const R = (value: number) => Math.round(value) || 0;
  const items = new ItemSheet(x.codes);
  const put = (account: string, value: number) => {
    items.set(code('ACCT_', account), value);
  };

  // Loans: each segment's accounts; totals their sums.
  const segmentValues = new Map<CreditUnionSegment, number>();
  let totalLoans = 0;
  let commercial = 0;
  for (const segment of SEGMENTS) {
    const value = R(state.segments.get(segment) ?? 0);
    segmentValues.set(segment, value);
    totalLoans += value;
    if (COMMERCIAL.has(segment)) commercial += value;
    const accounts = BALANCE_ACCOUNTS[segment];
    if (accounts.length === 1) put(accounts[0]!, value);
    else {
      // Member loans and purchased participations (≈10%), or the four unsecured commercial lines.
      const parts = accounts.length === 2 ? [0.9, 0.1] : [0.55, 0.3, 0.1, 0.05];
      let rest = value;
      accounts.forEach((account, i) => {
        const part = i === accounts.length - 1 ? rest : R(value * parts[i]!);
        rest -= part;
        put(account, part);
      });
    }
  }
  put('025B', totalLoans);
  put('400T1', commercial);
  // Programs the 5300 profile reports offered (FS220D, 1 or 0): fixed per credit union by
  // its charter number rather than drawn from the random stream, which every other figure
  // follows; larger credit unions run a first-time homebuyer program more often.
  const offers = (program: number, percent: number) =>
    hashKeys(p.agencyId, program, 879) % 100 < percent ? 1 : 0;
  put('879B4', offers(1, p.initialAssets >= 500_000_000 ? 55 : 25));
  put('879D1', offers(2, 35));
  put('879B6', offers(3, 20));
  put(
    '025A',
    Math.max(
      totalLoans > 0 ? 1 : 0,
      R(totalLoans / (traits.averageLoanSize * (1 + 0.02 * (q.year - 2006)))),
    ),
  );
  put(
    '618A',
    R(
      ((segmentValues.get('newVehicle') ?? 0) + (segmentValues.get('usedVehicle') ?? 0)) *
        traits.indirectShare,
    ),
  );
  put('003', R(heldForSale));

  // Delinquency: bucket accounts by segment, totals their sums.
  const totals = [0, 0, 0, 0, 0];
  let consumerNonaccrual = 0;
  let commercialNonaccrual = 0;
  for (const segment of SEGMENTS) {
    const split = (buckets.get(segment) ?? [0, 0, 0, 0, 0]).map(R);
    const accounts = DELINQUENCY_ACCOUNTS[segment];
    if (segment === 'unsecuredCommercial') {
      const revolving = split.map((v) => R(v * 0.3));
      revolving.forEach((v, i) => put(UNSECURED_REVOLVING_COMMERCIAL[i]!, v));
      split.forEach((v, i) => put(accounts[i]!, v - revolving[i]!));
    } else {
      split.forEach((v, i) => put(accounts[i]!, v));
    }
    split.forEach((v, i) => (totals[i]! += v));
    const seriouslyLate = split[2]! + split[3]! + split[4]!;
    if (COMMERCIAL.has(segment)) commercialNonaccrual += seriouslyLate;
    else consumerNonaccrual += seriouslyLate * 0.7;
  }
  put('020B', totals[0]!);
  put('DL0141', totals[1]!);
  put('021B', totals[2]!);
  put('022B', totals[3]!);
  put('023B', totals[4]!);
  put('041B', totals[1]! + totals[2]! + totals[3]! + totals[4]!);
  put('DL0145', R(consumerNonaccrual));
  put('DL0146', R(commercialNonaccrual));

  // Charge-offs and recoveries, year to date.
  const chargeOffTotals = new Map<string, number>();
  let grossTotal = 0;
  let recoveryTotal = 0;
  for (const segment of SEGMENTS) {
    const nco = netChargeOffBySegment.get(segment) ?? 0;
    const gross = nco / (1 - recoveryShare);
    grossTotal += gross;
    recoveryTotal += gross - nco;
    const accounts = CHARGE_OFF_ACCOUNTS[segment];
    if (accounts) {
      chargeOffTotals.set(accounts[0], (chargeOffTotals.get(accounts[0]) ?? 0) + gross);
      chargeOffTotals.set(accounts[1], (chargeOffTotals.get(accounts[1]) ?? 0) + gross - nco);
    }
  }
  for (const account of CHARGE_OFF_ACCOUNT_LIST)
    put(account, R(state.ytd.add(account, chargeOffTotals.get(account) ?? 0)));
  put('550', R(state.ytd.add('550', grossTotal)));
  put('551', R(state.ytd.add('551', recoveryTotal)));

  // Shares and deposits.
  const shareValues = {} as Record<ShareKind, number>;
  let memberTotal = 0;
  for (const kind of SHARE_KINDS) {
    shareValues[kind] = R(byKind[kind]);
    memberTotal += shareValues[kind];
  }
  const nonMemberOut = R(nonMember);
  put('902', shareValues.shareDrafts);
  put('657', shareValues.regular);
  put('911', shareValues.moneyMarket);
  put('908C', shareValues.certificates);
  put('906C', shareValues.ira);
  put('630', shareValues.other);
  put('013', memberTotal);
  put('880', nonMemberOut);
  put('018', memberTotal + nonMemberOut);
  put('788', R(nonMember * traits.brokeredShare));
  put('068A', R((memberTotal + nonMemberOut) * traits.uninsuredShare * r.logNormal(1, 0.05)));

  return { R, items, memberTotal, nonMemberOut, put, totalLoans };
}
export type CreditUnionLoanReport = ReturnType<typeof creditUnionLoanReport>;
