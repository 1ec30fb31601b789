import { BALANCE_SHEET, cashFactor } from './parameters';
import {
  Q_2022Q1,
  SHARE_KINDS,
  TERM_SHARE_KINDS,
  type ShareKind,
  type CreditUnionQuarter,
} from './credit-union-state';
import type { CreditUnionQuality } from './credit-union-credit-quality';

/** The credit union's balance sheet of the quarter, in dollars; investments balance it. */
export function creditUnionBalanceSheet(x: CreditUnionQuarter, quality: CreditUnionQuality) {
  const { p, q, r, state, traits } = x;
  const { allowanceBefore, loans } = quality;
  // ---- Balance sheet (dollars); investments balance it.
  // The non-maturity kinds swing around the trend (nmd-swing.ts); the swing is parked in cash
  // and investments, loans follow the trend.
  const nonMember = state.shares * traits.nonMemberShare;
  const memberShares = state.shares - nonMember;
  const byKind = {} as Record<ShareKind, number>;
  let shares = nonMember;
  for (const kind of SHARE_KINDS) {
    const swing = TERM_SHARE_KINDS.has(kind) ? 1 : state.nmdSwing;
    byKind[kind] = memberShares * state.shareMix[kind] * swing;
    shares += byKind[kind];
  }
  const scale = state.previous?.assets ?? p.initialAssets;
  const borrowFactor =
    q.year === 2023 || q.year === 2024
      ? BALANCE_SHEET.borrowingFactor.creditUnionRunoff
      : q.year >= 2020 && q.year <= 2021
        ? BALANCE_SHEET.borrowingFactor.flood
        : 1;
  let borrowings = scale * traits.borrowTarget * borrowFactor;
  if (p.lowIncome && q.index === Q_2022Q1 && !p.demo && r.chance(0.15))
    state.subordinated = scale * r.uniform(0.005, 0.02);
  const payables = scale * traits.payableShare;
  const accrued = shares * 0.0003;
  const equityBefore = state.undivided + state.otherReserves + state.aoci;
  const cashOnHand = scale * traits.cashOnHandShare;
  const land = scale * traits.landShare;
  const fixed = scale * traits.fixedShare;
  const insurance = traits.insured
    ? 0.01 * (state.previous ? state.previous.assets * 0.86 : shares)
    : 0;
  const accruedLoans = loans * 0.003;
  const otherAssets = scale * traits.otherAssetShare;
  const goodwill = scale * traits.goodwillShare;
  const heldForSale = (state.segments.get('firstLien') ?? 0) * traits.heldForSaleShare;
  const funding = shares + borrowings + state.subordinated + payables + accrued;
  const nonLiquid =
    loans -
    allowanceBefore +
    heldForSale +
    cashOnHand +
    land +
    fixed +
    insurance +
    state.foreclosed +
    accruedLoans +
    otherAssets +
    goodwill;
  let liquid = funding + equityBefore - nonLiquid;
  const minimumLiquid = BALANCE_SHEET.minimumLiquidShare.creditUnion * funding;
  if (liquid < minimumLiquid) {
    borrowings += minimumLiquid - liquid;
    liquid = minimumLiquid;
  }
  const provisionalAssets = nonLiquid + liquid;
  const cashOnDeposit = Math.min(
    0.5 * liquid,
    provisionalAssets * traits.cashOnDepositShare * cashFactor(q.year) * r.logNormal(1, 0.1),
  );
  const cashEquivalents = provisionalAssets * traits.cashEquivalentShare;
  const investmentsProvisional = Math.max(0, liquid - cashOnDeposit - cashEquivalents);

  return {
    accrued,
    accruedLoans,
    borrowings,
    byKind,
    cashEquivalents,
    cashOnDeposit,
    cashOnHand,
    fixed,
    goodwill,
    heldForSale,
    insurance,
    investmentsProvisional,
    land,
    nonMember,
    otherAssets,
    payables,
    provisionalAssets,
    shares,
  };
}
export type CreditUnionSheet = ReturnType<typeof creditUnionBalanceSheet>;
