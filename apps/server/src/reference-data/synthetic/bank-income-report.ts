import { code } from './codes';
import type { BankQuarter } from './bank-state';
import type { BankCredit } from './bank-credit-quality';
import type { BankSheet } from './bank-balance-sheet';
import type { BankIncome } from './bank-income';
import type { BankCapital } from './bank-capital';
import type { BankReport } from './bank-balance-sheet-report';

/** The bank's RI items, year to date; and the balances the next quarter averages with. */
export function bankIncomeReport(
  x: BankQuarter,
  quality: BankCredit,
  sheet: BankSheet,
  earnings: BankIncome,
  capital: BankCapital,
  report: BankReport,
) {
  const { p, state } = x;
  const { cecl, grossChargeOffs, provision, recoveries } = quality;
  const {
    deposits,
    fedFundsPurchased,
    foreignDeposits,
    foreignNib,
    jumbo,
    mmda,
    now,
    repos,
    savings,
    subordinated,
    time,
  } = sheet;
  const {
    flows,
    interestExpense,
    interestIncome,
    nonInterestExpense,
    nonInterestIncome,
    residential,
    taxes,
  } = earnings;
  const { commonDividends, preferredDividends } = capital;
  const { R, cashIb, ffSold, items, otherBorrowed, rrOut, securities, totalAssets, totalLoans } =
    report;
  // RI (year to date): components rounded, totals their sums.
  const ytd = (item: string) => R(state.ytd.add(item, flows[item] ?? 0));
  const income = (codes: readonly string[]) => {
    let total = 0;
    for (const item of codes) {
      if (item === '4172' && !p.foreignOffices) continue;
      const value = ytd(item);
      items.set(code('RIAD', item), value);
      total += value;
    }
    return total;
  };
  const interestIncomeTotal = income(interestIncome);
  const interestExpenseTotal = income(interestExpense);
  const nonInterestIncomeTotal = income(nonInterestIncome);
  const nonInterestExpenseTotal = income(nonInterestExpense);
  items.set('RIAD4107', interestIncomeTotal);
  items.set('RIAD4073', interestExpenseTotal);
  items.set('RIAD4074', interestIncomeTotal - interestExpenseTotal);
  items.set('RIAD4079', nonInterestIncomeTotal);
  items.set('RIAD4093', nonInterestExpenseTotal);
  // The provision code changes at CECL adoption: a year holds one of the two, year to date.
  const provisionCode = cecl ? 'JJ33' : '4230';
  const provisionYtd = R(state.ytd.add('provision', provision));
  items.set(code('RIAD', provisionCode), provisionYtd);
  const gains = ytd('3196');
  items.set('RIAD3196', gains);
  const pretaxYtd =
    interestIncomeTotal -
    interestExpenseTotal +
    nonInterestIncomeTotal -
    nonInterestExpenseTotal -
    provisionYtd +
    gains;
  items.set('RIAD4301', pretaxYtd);
  const taxYtd = R(state.ytd.add('tax', taxes));
  items.set('RIAD4302', taxYtd);
  items.set('RIAD4340', pretaxYtd - taxYtd);
  items.set('RIAD4460', R(state.ytd.add('4460', commonDividends)));
  items.set('RIAD4470', R(state.ytd.add('4470', preferredDividends)));
  items.set('RIAD4635', R(state.ytd.add('4635', grossChargeOffs)));
  items.set('RIAD4605', R(state.ytd.add('4605', recoveries)));

  state.previous = {
    assets: totalAssets,
    loans: totalLoans,
    securities,
    interestBearingCash: cashIb,
    fedFundsSoldAndRepos: ffSold + rrOut,
    now,
    mmda,
    savings,
    timeSmall: time - jumbo,
    jumbo,
    foreignInterestBearing: foreignDeposits - foreignNib,
    fedFundsPurchased,
    repos,
    otherBorrowed,
    subordinated,
    deposits,
    residential,
  };
  return items;
}
