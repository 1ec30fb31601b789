import { BALANCE_SHEET, cashFactor } from './parameters';
import { clamp } from './quarter-context';
import type { BankQuarter } from './bank-state';
import type { BankCredit } from './bank-credit-quality';

/** The bank's balance sheet of the quarter, floats in thousands; the securities portfolio balances it. */
export function bankBalanceSheet(x: BankQuarter, quality: BankCredit) {
  const { p, q, r, state, traits } = x;
  const { allowanceBefore, loans } = quality;
  // ---- Balance sheet, floats in thousands; the securities portfolio balances it.
  // The non-maturity kinds swing around the trend (nmd-swing.ts); the swing is parked in cash
  // and securities, loans follow the trend.
  const swing = state.nmdSwing;
  const foreignDeposits = state.deposits * traits.foreignShare;
  const trendDomestic = state.deposits - foreignDeposits;
  const nib = trendDomestic * state.depositMix.nib * swing;
  const now = trendDomestic * state.depositMix.now * swing;
  const mmda = trendDomestic * state.depositMix.mmda * swing;
  const savings = trendDomestic * state.depositMix.savings * swing;
  const time = trendDomestic * state.depositMix.time;
  const deposits = foreignDeposits + nib + now + mmda + savings + time;
  const jumbo = time * traits.jumboShare;
  const { first: under100First, last: under100Last } = BALANCE_SHEET.timeUnder100k;
  const smallShare =
    under100First + ((under100Last - under100First) * clamp(q.year - 2006, 0, 19)) / 19;
  const under100 = (time - jumbo) * smallShare;
  const from100to250 = time - jumbo - under100;
  const brokeredFactor = q.year === 2023 || q.year === 2024 ? 1.5 : 1;
  const brokered = Math.min(time * 0.9, deposits * traits.brokeredShare * brokeredFactor);
  const foreignNib = foreignDeposits * 0.1;

  const scale = state.previous?.assets ?? p.initialAssets;
  const borrowFactor =
    q.year === 2020 || q.year === 2021
      ? BALANCE_SHEET.borrowingFactor.flood
      : q.year === 2023 || q.year === 2024
        ? BALANCE_SHEET.borrowingFactor.runoff
        : 1;
  let otherBorrowed = scale * traits.borrowTarget * borrowFactor;
  const fedFundsPurchased = scale * traits.fedFundsPurchasedShare;
  const repos = scale * traits.repoShare;
  const subordinated = scale * traits.subordinatedShare;
  const otherLiabilities = scale * traits.otherLiabilityShare;
  const goodwill = scale * traits.goodwillShare;
  const intangibles = scale * traits.intangibleShare * Math.max(0.3, 1 - 0.02 * q.index);
  const fixed = scale * traits.fixedShare;
  const otherAssets = scale * traits.otherAssetShare;
  const trading = scale * traits.tradingShare;
  const equityBefore = state.equityCore + state.aoci;
  const minority = scale * traits.minorityShare;
  const fundingBefore =
    deposits + otherBorrowed + fedFundsPurchased + repos + subordinated + otherLiabilities;
  const nonLiquid =
    loans - allowanceBefore + state.oreo + goodwill + intangibles + fixed + otherAssets + trading;
  let liquid = fundingBefore + equityBefore + minority - nonLiquid;
  const minimumLiquid = BALANCE_SHEET.minimumLiquidShare.bank * (fundingBefore + equityBefore);
  if (liquid < minimumLiquid) {
    otherBorrowed += minimumLiquid - liquid;
    liquid = minimumLiquid;
  }
  const provisionalAssets = nonLiquid + liquid;
  const cash = Math.min(0.6 * liquid, provisionalAssets * traits.cashShare * cashFactor(q.year));
  const nibCashShare =
    q.index >= 11
      ? BALANCE_SHEET.nonInterestCashShare.after
      : BALANCE_SHEET.nonInterestCashShare.before;
  const interestBearingCash = cash * (1 - nibCashShare);
  const fedFundsSold =
    provisionalAssets *
    traits.fedFundsSoldShare *
    (q.index >= 11 ? BALANCE_SHEET.fedFundsSoldAfter2008 : 1) *
    r.logNormal(1, 0.2);
  const reverseRepos = p.foreignOffices ? provisionalAssets * 0.01 : 0;
  const securitiesProvisional = Math.max(0, liquid - cash - fedFundsSold - reverseRepos);

  return {
    brokered,
    cash,
    deposits,
    equityBefore,
    fedFundsPurchased,
    fedFundsSold,
    fixed,
    foreignDeposits,
    foreignNib,
    from100to250,
    goodwill,
    intangibles,
    interestBearingCash,
    jumbo,
    minority,
    mmda,
    nib,
    nibCashShare,
    now,
    otherAssets,
    otherBorrowed,
    otherLiabilities,
    provisionalAssets,
    repos,
    reverseRepos,
    savings,
    scale,
    securitiesProvisional,
    subordinated,
    time,
    trading,
    under100,
  };
}
export type BankSheet = ReturnType<typeof bankBalanceSheet>;
