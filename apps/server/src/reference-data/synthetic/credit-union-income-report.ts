import { type CreditUnionQuarter } from './credit-union-state';
import type { CreditUnionQuality } from './credit-union-credit-quality';
import type { CreditUnionSheet } from './credit-union-balance-sheet';
import type { CreditUnionEarnings } from './credit-union-income';
import type { CreditUnionLoanReport } from './credit-union-loan-report';
import type { CreditUnionSheetReport } from './credit-union-balance-sheet-report';

/** The credit union's income statement, year to date, membership and staff; and the balances the next quarter averages with. */
export function creditUnionIncomeReport(
  x: CreditUnionQuarter,
  quality: CreditUnionQuality,
  sheet: CreditUnionSheet,
  earnings: CreditUnionEarnings,
  loanReport: CreditUnionLoanReport,
  sheetReport: CreditUnionSheetReport,
) {
  const { q, r, state, traits } = x;
  const { cecl, loans, provision } = quality;
  const { byKind, cashOnDeposit, nonMember } = sheet;
  const { flows } = earnings;
  const { R, items, put } = loanReport;
  const { borrowings, investments, totalAssets } = sheetReport;
  // Income statement, year to date.
  const ytd = (account: string) => R(state.ytd.add(account, flows[account] ?? 0));
  const loanInterest = ytd('110');
  const refunds = ytd('119');
  const investmentIncome = ytd('120');
  const tradingGains = ytd('124');
  put('110', loanInterest);
  put('119', refunds);
  put('120', investmentIncome);
  put('124', tradingGains);
  const interestIncomeOut = loanInterest - refunds + investmentIncome + tradingGains;
  put('115', interestIncomeOut);
  const dividendsOut = ytd('380');
  const depositInterest = ytd('381');
  const borrowingInterest = ytd('340');
  put('380', dividendsOut);
  put('381', depositInterest);
  put('340', borrowingInterest);
  const interestExpenseOut = dividendsOut + depositInterest + borrowingInterest;
  put('350', interestExpenseOut);
  const fees = ytd('131');
  const nonInterestIncomeOut = Math.max(fees, ytd('117'));
  put('131', fees);
  put('117', nonInterestIncomeOut);
  let expensesOut = 0;
  for (const account of ['210', '250', '260', '270', '280', '290', '360']) {
    const value = ytd(account);
    put(account, value);
    expensesOut += value;
  }
  put('671', expensesOut);
  const provisionOut = R(state.ytd.add('provision', provision));
  put('300', cecl ? 0 : provisionOut);
  put('IS0017', cecl ? provisionOut : 0);
  put(
    '661A',
    interestIncomeOut - interestExpenseOut + nonInterestIncomeOut - expensesOut - provisionOut,
  );

  // Membership and operations.
  const fte = Math.max(
    0.5,
    totalAssets / (traits.assetsPerEmployee * (1 + 0.03 * (q.year - 2006))),
  );
  const fullTime = Math.max(0, R(fte * (1 - traits.partTimeShare)));
  put('564A', fullTime);
  put('564B', Math.max(fullTime === 0 ? 1 : 0, R(fte * traits.partTimeShare * 2)));
  const members = R(state.members);
  put('083', members);
  put('084', R(state.members * traits.potentialMultiple));
  put('566', Math.max(1, R(state.members / traits.membersPerBranch)));
  put('031B', R(state.ytd.add('031B', loans * 0.11 * r.logNormal(1, 0.15))));

  state.previous = {
    assets: items.get('ACCT_010')!,
    loans,
    investments,
    cashOnDeposit,
    shares: byKind,
    nonMember,
    borrowings,
    subordinated: state.subordinated,
  };
  return items;
}
