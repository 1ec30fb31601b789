import { BALANCE_SHEET, CHURN } from './parameters';
import { type CreditUnionQuarter } from './credit-union-state';
import type { CreditUnionQuality } from './credit-union-credit-quality';
import type { CreditUnionSheet } from './credit-union-balance-sheet';
import type { CreditUnionEarnings } from './credit-union-income';

/** The credit union's net worth after the quarter; null when it falls short and the credit union is merged away. */
export function creditUnionCapital(
  x: CreditUnionQuarter,
  quality: CreditUnionQuality,
  sheet: CreditUnionSheet,
  earnings: CreditUnionEarnings,
) {
  const { p, rates, state } = x;
  const { allowanceBefore, ceclAdjustment, netChargeOffs, provision } = quality;
  const { provisionalAssets } = sheet;
  const { netIncome } = earnings;
  state.allowance = allowanceBefore + provision - netChargeOffs;
  state.undivided += netIncome - ceclAdjustment;
  // A credit union short of capital is merged into a stronger one (not modelled as a failure).
  if (
    !p.demo &&
    (state.undivided + state.otherReserves) / Math.max(provisionalAssets, 1) <
      CHURN.failureEquityRatio
  ) {
    state.alive = false;
    return null;
  }
  const duration = BALANCE_SHEET.securitiesDuration.creditUnion;
  state.aoci = -state.previousAfs * duration * ((rates.treasury5y - state.purchaseRate) / 100);

  return { duration };
}
export type CreditUnionCapital = NonNullable<ReturnType<typeof creditUnionCapital>>;
