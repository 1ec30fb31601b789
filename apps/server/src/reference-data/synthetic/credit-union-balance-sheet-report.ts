import { BALANCE_SHEET } from './parameters';
import { type CreditUnionQuarter } from './credit-union-state';
import type { CreditUnionQuality } from './credit-union-credit-quality';
import type { CreditUnionSheet } from './credit-union-balance-sheet';
import type { CreditUnionEarnings } from './credit-union-income';
import type { CreditUnionCapital } from './credit-union-capital';
import type { CreditUnionLoanReport } from './credit-union-loan-report';

/** The credit union's liabilities, equity and assets accounts (investments balance them), and the net worth ratio. */
export function creditUnionBalanceSheetReport(
  x: CreditUnionQuarter,
  quality: CreditUnionQuality,
  sheet: CreditUnionSheet,
  earnings: CreditUnionEarnings,
  capital: CreditUnionCapital,
  loanReport: CreditUnionLoanReport,
) {
  const { q, rates, state, traits } = x;
  const { cecl } = quality;
  const {
    accrued,
    accruedLoans,
    cashEquivalents,
    cashOnDeposit,
    cashOnHand,
    fixed,
    goodwill,
    heldForSale,
    insurance,
    land,
    otherAssets,
    payables,
  } = sheet;
  let { borrowings } = sheet;
  const { prev } = earnings;
  const { duration } = capital;
  const { R, items, memberTotal, nonMemberOut, put, totalLoans } = loanReport;
  // Liabilities and equity.
  const borrowingsOut = R(borrowings);
  const subordinatedOut = R(state.subordinated);
  const payablesOut = R(payables);
  const accruedOut = R(accrued);
  put('860C', borrowingsOut);
  put('867C', subordinatedOut);
  put('825', payablesOut);
  put('820A', accruedOut);
  const undividedOut = R(state.undivided);
  const reservesOut = R(state.otherReserves);
  const aociOut = R(state.aoci);
  put('940', undividedOut);
  put('658', reservesOut);
  put('668', 0);
  put('945', aociOut);
  put('925A', subordinatedOut);
  const netWorth = undividedOut + reservesOut + subordinatedOut;
  put('997', netWorth);
  const totalAssets =
    memberTotal +
    nonMemberOut +
    borrowingsOut +
    subordinatedOut +
    payablesOut +
    accruedOut +
    undividedOut +
    reservesOut +
    aociOut;
  put('010', totalAssets);
  put('014', totalAssets);

  // Assets: investments balance the sheet.
  const allowanceOut = R(state.allowance);
  put('719', cecl ? 0 : allowanceOut);
  put('AS0048', cecl ? allowanceOut : 0);
  const cashOnHandOut = R(cashOnHand);
  const cashOnDepositOut = R(cashOnDeposit);
  const cashEquivalentsOut = R(cashEquivalents);
  put('730A', cashOnHandOut);
  put('730B', cashOnDepositOut);
  put('730C', cashEquivalentsOut);
  const fixedParts = {
    '007': R(land),
    '008': R(fixed),
    '794': R(insurance),
    '798A': R(state.foreclosed),
    '009A': R(accruedLoans),
    '009C': R(otherAssets),
    '009D2': R(goodwill),
    AS0032: R(goodwill * 0.2),
  };
  let investments =
    totalAssets -
    (totalLoans -
      allowanceOut +
      R(heldForSale) +
      cashOnHandOut +
      cashOnDepositOut +
      cashEquivalentsOut +
      Object.values(fixedParts).reduce((t, v) => t + v, 0));
  // Accrued interest on investments is carved out of them.
  const accruedInvestments = Math.max(0, R(investments * 0.004));
  investments -= accruedInvestments;
  if (investments < 0) {
    // A loss beyond the liquid assets (rare): borrow the difference.
    put('860C', borrowingsOut - investments);
    put('010', totalAssets - investments);
    put('014', totalAssets - investments);
    borrowings -= investments;
    investments = 0;
  }
  for (const [account, value] of Object.entries(fixedParts)) put(account, value);
  put('009B', accruedInvestments);
  const timeDeposits = R(investments * traits.timeDepositShare);
  const otherInvestments = R(investments * traits.otherInvestmentShare);
  const securities = investments - timeDeposits - otherInvestments;
  const trading = R(securities * traits.tradingShare);
  const equitySecurities = R(securities * traits.equitySecurityShare);
  const htmFactor = q.year >= 2021 && q.year <= 2022 ? BALANCE_SHEET.heldToMaturityFactor2021 : 1;
  const htm = R(
    (securities - trading - equitySecurities) * Math.min(0.7, traits.htmShare * htmFactor),
  );
  const afs = securities - trading - equitySecurities - htm;
  state.previousAfs = afs;
  put('AS0007', timeDeposits);
  put('AS0013', securities);
  put('AS0017', otherInvestments);
  put('NV0158', investments);
  put('AS0055', equitySecurities);
  put('AS0061', trading);
  put('AS0067', afs);
  put('AS0073', htm);
  put('801', R(htm * (1 - (duration * (rates.treasury5y - state.purchaseRate)) / 100)));

  // Average-assets elections (a few credit unions elect one for the net worth ratio).
  const assetsOut = items.get('ACCT_010')!;
  const electedAverage = R(prev ? (prev.assets + 2 * assetsOut) / 3 : assetsOut);
  put('010A', traits.election === 'A' ? electedAverage : 0);
  put('010B', traits.election === 'B' ? electedAverage : 0);
  put('010C', traits.election === 'C' ? electedAverage : 0);
  const ratioBase = traits.election ? electedAverage : assetsOut;
  // Net worth ratio in basis points, rounded half up (NCUA's ACCT_998 matches rounding, see
  // catalogue/credit-union-net-worth-ratio.ts).
  put('998', ratioBase > 0 ? Math.floor((netWorth / ratioBase) * 10000 + 0.5) : 0);

  return { borrowings, investments, totalAssets };
}
export type CreditUnionSheetReport = ReturnType<typeof creditUnionBalanceSheetReport>;
