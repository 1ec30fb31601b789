import { BALANCE_SHEET, BANK_INCOME, refinanceFactor } from './parameters';
import { clamp } from './quarter-context';
import { updateCostBase } from './sticky-costs';
import type { BankQuarter } from './bank-state';
import { Q_2009Q2, type Balances } from './bank-state';
import type { BankCredit } from './bank-credit-quality';
import type { BankPricing } from './bank-pricing';
import type { BankSheet } from './bank-balance-sheet';

/** The bank's income of the quarter on average balances, its costs, taxes and net income. */
export function bankIncome(
  x: BankQuarter,
  quality: BankCredit,
  pricing: BankPricing,
  sheet: BankSheet,
) {
  const { firstReport, p, q, r, rates, state, traits } = x;
  const { loans, nonaccrualTotal, provision } = quality;
  const { cashRate, foreignRate, jumboRate, mmdaRate, nowRate, savingsRate } = pricing;
  const {
    deposits,
    equityBefore,
    fedFundsPurchased,
    fedFundsSold,
    foreignDeposits,
    foreignNib,
    interestBearingCash,
    jumbo,
    mmda,
    now,
    otherBorrowed,
    provisionalAssets,
    repos,
    reverseRepos,
    savings,
    scale,
    securitiesProvisional,
    subordinated,
    time,
  } = sheet;
  // ---- Income of the quarter on average balances.
  const prev = state.previous;
  const average = (current: number, key: keyof Balances) =>
    prev ? (prev[key] + current) / 2 : current;
  const naShare = nonaccrualTotal / Math.max(loans, 1);
  const loanInterest = (average(loans, 'loans') * (1 - naShare) * state.loanYield) / 400;
  const leaseShare = (state.segments.get('lease') ?? 0) / Math.max(loans, 1);
  const securitiesInterest =
    (average(securitiesProvisional, 'securities') * state.securitiesYield) / 400;
  const flows: Record<string, number> = {
    '4010': loanInterest * (1 - leaseShare),
    '4065': loanInterest * leaseShare,
    '4115': (average(interestBearingCash, 'interestBearingCash') * cashRate) / 400,
    B488: securitiesInterest * 0.35,
    B489: securitiesInterest * 0.4,
    '4060': securitiesInterest * 0.25,
    '4020': (average(fedFundsSold + reverseRepos, 'fedFundsSoldAndRepos') * rates.fedFunds) / 400,
    '4508': (average(now, 'now') * nowRate) / 400,
    '0093': (average(mmda, 'mmda') * mmdaRate + average(savings, 'savings') * savingsRate) / 400,
    HK03: (average(time - jumbo, 'timeSmall') * state.timeBook) / 400,
    HK04: (average(jumbo, 'jumbo') * jumboRate) / 400,
    '4180':
      (average(fedFundsPurchased, 'fedFundsPurchased') * (rates.fedFunds + 0.05) +
        average(repos, 'repos') * 0.6 * rates.fedFunds) /
      400,
    '4185': (average(otherBorrowed, 'otherBorrowed') * state.borrowingBook) / 400,
    '4200': (average(subordinated, 'subordinated') * state.subordinatedRate) / 400,
  };
  if (p.foreignOffices)
    flows['4172'] =
      (average(foreignDeposits - foreignNib, 'foreignInterestBearing') * foreignRate) / 400;

  const averageAssets = average(provisionalAssets, 'assets');
  const tenYearAgo =
    state.tenYearYearAgo.length >= 4 ? state.tenYearYearAgo[0]! : rates.treasury10y;
  state.tenYearYearAgo.push(rates.treasury10y);
  if (state.tenYearYearAgo.length > 4) state.tenYearYearAgo.shift();
  const serviceTrend = clamp(1 - 0.018 * (q.year - 2006), 0.6, 1);
  const residential =
    (state.segments.get('resFirst') ?? 0) +
    (state.segments.get('heloc') ?? 0) +
    (state.segments.get('resJunior') ?? 0);
  flows['4080'] =
    (average(deposits, 'deposits') *
      traits.serviceChargeRate *
      serviceTrend *
      r.logNormal(1, 0.05)) /
    400;
  flows['4070'] = (averageAssets * traits.fiduciaryRate * r.logNormal(1, 0.05)) / 400;
  flows['C386'] = (averageAssets * traits.insuranceRate * 0.1) / 400;
  flows['C387'] = (averageAssets * traits.insuranceRate * 0.9 * r.logNormal(1, 0.1)) / 400;
  flows['C886'] = (averageAssets * traits.brokerageRate * 0.7 * r.logNormal(1, 0.1)) / 400;
  flows['C887'] = (averageAssets * traits.brokerageRate * 0.3) / 400;
  flows['5416'] =
    (average(residential, 'residential') *
      traits.loanSaleGainRate *
      refinanceFactor(rates.treasury10y, tenYearAgo) *
      r.logNormal(1, 0.15)) /
    400;
  flows['B492'] = (averageAssets * traits.servicingRate) / 400;
  flows['B497'] = (averageAssets * traits.otherIncomeRate * r.logNormal(1, 0.1)) / 400;

  // Costs are sticky: they follow assets with an elasticity below 1, plus wage inflation.
  updateCostBase(r, state, {
    firstReport,
    expenseRatio: traits.expenseRatio,
    efficiencyTarget: traits.efficiencyTarget,
    assets: provisionalAssets,
    previousAssets: prev?.assets,
    assetElasticity: BANK_INCOME.costAssetElasticity,
    inflation: BANK_INCOME.costInflation,
    // Thin capital: costs are cut harder.
    thinCapitalCut: equityBefore / Math.max(scale, 1) < 0.07 ? 0.08 : 0,
  });
  const specialAssessment =
    q.index === Q_2009Q2 ? provisionalAssets * BALANCE_SHEET.specialAssessment2009 : 0;
  flows['4135'] = state.costBase * traits.personnelShare;
  flows['4217'] = state.costBase * traits.occupancyShare;
  flows['4092'] =
    state.costBase * (1 - traits.personnelShare - traits.occupancyShare) + specialAssessment;
  flows['3196'] =
    q.year === 2023 && r.chance(0.05)
      ? -0.01 * securitiesProvisional
      : averageAssets * r.normal(0, 0.0002);

  const interestIncome = ['4010', '4065', '4115', 'B488', 'B489', '4060', '4020'];
  const interestExpense = ['4508', '0093', 'HK03', 'HK04', '4172', '4180', '4185', '4200'];
  const nonInterestIncome = [
    '4070',
    '4080',
    'C886',
    'C887',
    'C386',
    'C387',
    '5416',
    'B492',
    'B497',
  ];
  const nonInterestExpense = ['4135', '4217', '4092'];
  const sum = (codes: readonly string[]) => codes.reduce((t, c) => t + (flows[c] ?? 0), 0);
  state.lastRevenue = sum(interestIncome) - sum(interestExpense) + sum(nonInterestIncome);
  const pretax =
    sum(interestIncome) -
    sum(interestExpense) +
    sum(nonInterestIncome) -
    sum(nonInterestExpense) -
    provision +
    flows['3196']!;
  const taxRate =
    p.ownershipType === 'SubS'
      ? BANK_INCOME.taxSubS
      : q.year >= 2018
        ? BANK_INCOME.taxFrom2018
        : BANK_INCOME.taxBefore2018;
  const taxes = pretax > 0 ? pretax * taxRate : pretax * taxRate * 0.5;
  const netIncome = pretax - taxes;

  return {
    average,
    flows,
    interestExpense,
    interestIncome,
    netIncome,
    nonInterestExpense,
    nonInterestIncome,
    prev,
    residential,
    taxRate,
    taxes,
  };
}
export type BankIncome = ReturnType<typeof bankIncome>;
