import { BALANCE_SHEET, type BankSegment } from './parameters';
import { code } from './codes';
import { ItemSheet } from './item-sheet';
import type { BankQuarter } from './bank-state';
import { Q_2018Q1, SEGMENTS, type Balances } from './bank-state';
import type { BankCredit } from './bank-credit-quality';
import type { BankSheet } from './bank-balance-sheet';
import type { BankIncome } from './bank-income';
import type { BankCapital } from './bank-capital';

/** The bank's balance sheet rounded into call-report items: RC, RC-B, RC-C, RC-E, RC-K. */
export function bankBalanceSheetReport(
  x: BankQuarter,
  quality: BankCredit,
  sheet: BankSheet,
  earnings: BankIncome,
  capital: BankCapital,
) {
  const { p, q, r, state, traits } = x;
  const {
    brokered,
    cash,
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
    otherLiabilities,
    repos,
    reverseRepos,
    savings,
    subordinated,
    time,
    trading,
    under100,
  } = sheet;
  let { otherBorrowed } = sheet;
  const { average, prev } = earnings;
  const { htmFairValueFactor } = capital;
  // ---- Round, and build the report.
  const R = (value: number) => Math.round(value) || 0;
  const consolidated = p.foreignOffices ? 'RCFD' : 'RCON';
  const c = (item: string) => code(consolidated, item);
  const items = new ItemSheet(x.codes);
  const segmentValues = new Map<BankSegment, number>();
  for (const segment of SEGMENTS) segmentValues.set(segment, R(state.segments.get(segment) ?? 0));
  const seg = (s: BankSegment) => segmentValues.get(s)!;
  const totalLoans = SEGMENTS.reduce((t, s) => t + seg(s), 0);
  const heldForSale = Math.min(R(seg('resFirst') * traits.heldForSaleShare), seg('resFirst'));
  const allowanceOut = R(state.allowance);

  // Deposits (domestic RC-E, foreign RCFN).
  const dNib = R(nib);
  const dNow = R(now);
  const dMmda = R(mmda);
  const dSavings = R(savings);
  const dUnder100 = R(under100);
  const d100to250 = R(from100to250);
  const dJumbo = R(jumbo);
  const domesticTotal = dNib + dNow + dMmda + dSavings + dUnder100 + d100to250 + dJumbo;
  const foreignTotal = R(foreignDeposits);
  const foreignNibOut = R(foreignNib);

  const liabilities = {
    B993: R(fedFundsPurchased),
    B995: R(repos),
    '3190': R(otherBorrowed),
    '3200': R(subordinated),
    '2930': R(otherLiabilities),
  };
  let totalLiabilities =
    domesticTotal +
    foreignTotal +
    liabilities.B993 +
    liabilities.B995 +
    liabilities['3190'] +
    liabilities['3200'] +
    liabilities['2930'];
  const equity = R(state.equityCore + state.aoci);
  const minorityOut = R(minority);
  let totalAssets = totalLiabilities + equity + minorityOut;

  const cashNib = R(cash * nibCashShare);
  const cashIb = R(interestBearingCash);
  const ffSold = R(fedFundsSold);
  const rrOut = R(reverseRepos);
  const oreo = R(state.oreo);
  const goodwillOut = R(goodwill);
  const intangiblesOut = R(intangibles);
  const fixedOut = R(fixed);
  const otherAssetsOut = R(otherAssets);
  const tradingOut = R(trading);
  const netLoans = totalLoans - heldForSale - allowanceOut;
  let securities =
    totalAssets -
    (cashNib +
      cashIb +
      ffSold +
      rrOut +
      heldForSale +
      netLoans +
      tradingOut +
      fixedOut +
      oreo +
      goodwillOut +
      intangiblesOut +
      otherAssetsOut);
  // A loss larger than the liquid assets (rare): borrow the difference, keep a sliver of securities.
  if (securities < 0.01 * totalAssets) {
    const extra = R(0.01 * totalAssets) - securities;
    liabilities['3190'] += extra;
    totalLiabilities += extra;
    totalAssets += extra;
    otherBorrowed += extra;
    securities += extra;
  }
  const equitySecurities = q.index >= Q_2018Q1 ? R(securities * traits.equitySecuritiesShare) : 0;
  const htmFactor = q.year >= 2021 && q.year <= 2022 ? BALANCE_SHEET.heldToMaturityFactor2021 : 1;
  const htm = R(
    Math.max(0, securities - equitySecurities) * Math.min(0.7, traits.htmShare * htmFactor),
  );
  const afs = securities - equitySecurities - htm;
  state.previousAfs = afs;

  // RC
  items.set(c('0081'), cashNib);
  items.set(c('0071'), cashIb);
  items.set('RCONB987', ffSold);
  items.set(c('B989'), rrOut);
  items.set(c('1754'), htm);
  items.set(c('1773'), afs);
  if (q.index >= Q_2018Q1) items.set(c('JA22'), equitySecurities);
  items.set(c('5369'), heldForSale);
  items.set(c('B529'), netLoans);
  items.set(c('3123'), allowanceOut);
  items.set(c('3545'), tradingOut);
  items.set(c('2145'), fixedOut);
  items.set(c('2150'), oreo);
  items.set(c('3163'), goodwillOut);
  items.set(c('0426'), intangiblesOut);
  items.set(c('2160'), otherAssetsOut);
  items.set(c('2170'), totalAssets);
  items.set('RCON2200', domesticTotal);
  items.set('RCON6631', dNib);
  items.set('RCON6636', domesticTotal - dNib);
  if (p.foreignOffices) {
    items.set('RCFN2200', foreignTotal);
    items.set('RCFN6631', foreignNibOut);
    items.set('RCFN6636', foreignTotal - foreignNibOut);
  }
  items.set('RCONB993', liabilities.B993);
  items.set(c('B995'), liabilities.B995);
  items.set(c('3190'), liabilities['3190']);
  items.set(c('3200'), liabilities['3200']);
  items.set(c('2930'), liabilities['2930']);
  items.set(c('2948'), totalLiabilities);
  items.set(c('3210'), equity);
  if (p.foreignOffices) items.set(c('3000'), minorityOut);
  items.set(c('G105'), equity + minorityOut);

  // RC-B
  items.set(c('1771'), R(htm * htmFairValueFactor));
  items.set(
    c('0416'),
    R(securities * Math.min(0.9, traits.pledgeShare * traits.pledgeDepositHeavy)),
  );

  // RC-C
  items.set('RCON1420', seg('farmland'));
  items.set('RCON1460', seg('multifamily'));
  items.set('RCON1797', seg('heloc'));
  items.set('RCON5367', seg('resFirst'));
  items.set('RCON5368', seg('resJunior'));
  items.set('RCONF158', seg('con14'));
  items.set('RCONF159', seg('conOther'));
  items.set('RCONF160', seg('creOwner'));
  items.set('RCONF161', seg('creNonOwner'));
  items.set(c('1590'), seg('agProd'));
  if (p.foreignOffices) {
    const nonUs = R(seg('ci') * 0.15);
    items.set('RCFD1763', seg('ci') - nonUs);
    items.set('RCFD1764', nonUs);
  } else {
    items.set('RCON1766', seg('ci'));
  }
  items.set(c('B538'), seg('card'));
  items.set(c('B539'), seg('otherRevolving'));
  items.set(c('K137'), seg('auto'));
  items.set(c('K207'), seg('otherConsumer'));
  items.set(c('2165'), seg('lease'));
  items.set(c('1563'), seg('other'));
  items.set('RCON2746', R(seg('ci') * 0.05));
  items.set(c('2122'), totalLoans);

  // RC-E
  items.set('RCON2210', dNib);
  items.set('RCON2215', dNib + dNow);
  items.set('RCON6810', dMmda);
  items.set('RCON0352', dSavings);
  items.set('RCON6648', dUnder100);
  items.set('RCONJ473', d100to250);
  items.set('RCONJ474', dJumbo);
  items.set('RCON2365', R(brokered));
  items.set('RCONHK05', R(brokered * BALANCE_SHEET.insuredBrokeredShare));

  // RC-K: quarterly averages (this and the previous quarter-end, with a little noise).
  const avg = (current: number, key: keyof Balances) =>
    R(average(current, key) * r.logNormal(1, 0.01));
  items.set('RCON3485', avg(now, 'now'));
  items.set(
    'RCONB563',
    R((average(mmda, 'mmda') + average(savings, 'savings')) * r.logNormal(1, 0.01)),
  );
  items.set('RCONHK16', avg(time - jumbo, 'timeSmall'));
  items.set('RCONHK17', avg(jumbo, 'jumbo'));
  if (p.foreignOffices)
    items.set('RCFN3404', avg(foreignDeposits - foreignNib, 'foreignInterestBearing'));
  items.set(
    c('3353'),
    R(average(fedFundsPurchased, 'fedFundsPurchased') + average(repos, 'repos')),
  );
  items.set(c('3355'), avg(otherBorrowed, 'otherBorrowed'));
  items.set(c('3368'), R(prev ? (prev.assets + totalAssets) / 2 : totalAssets));

  return {
    R,
    allowanceOut,
    c,
    cashIb,
    cashNib,
    ffSold,
    fixedOut,
    goodwillOut,
    heldForSale,
    intangiblesOut,
    items,
    liabilities,
    oreo,
    otherAssetsOut,
    rrOut,
    securities,
    seg,
    otherBorrowed,
    totalAssets,
    totalLoans,
    tradingOut,
  };
}
export type BankReport = ReturnType<typeof bankBalanceSheetReport>;
