import { BALANCE_SHEET, BANK_INCOME, CHURN } from './parameters';
import { clamp } from './quarter-context';
import type { BankQuarter } from './bank-state';
import { Q_2009Q1 } from './bank-state';
import type { BankCredit } from './bank-credit-quality';
import type { BankSheet } from './bank-balance-sheet';
import type { BankIncome } from './bank-income';

/** The bank's equity: dividends toward the target ratio, TARP, recapitalisation, failure (null). */
export function bankCapital(
  x: BankQuarter,
  quality: BankCredit,
  sheet: BankSheet,
  earnings: BankIncome,
) {
  const { p, q, r, rates, state, traits } = x;
  const { allowanceBefore, ceclAdjustment, netChargeOffs, provision } = quality;
  const { provisionalAssets } = sheet;
  const { netIncome, taxRate } = earnings;
  // ---- Equity: dividends toward the target ratio, TARP, recapitalisation, failure.
  const equityRatio = (state.equityCore + state.aoci) / Math.max(provisionalAssets, 1);
  const payout = BANK_INCOME.payout[p.ownershipType];
  const pull = clamp(1 + (4 * (equityRatio - traits.equityTarget)) / traits.equityTarget, 0, 2.5);
  const commonDividends = netIncome > 0 ? netIncome * payout * pull : 0;
  const preferredDividends = (state.preferred * 0.05) / 4;
  state.allowance = allowanceBefore + provision - netChargeOffs;
  state.equityCore +=
    netIncome - commonDividends - preferredDividends - ceclAdjustment * (1 - taxRate);
  if (traits.tarpRepayQuarter !== null) {
    if (q.index === Q_2009Q1) {
      state.preferred = provisionalAssets * CHURN.tarpSize;
      state.equityCore += state.preferred;
    } else if (q.index === traits.tarpRepayQuarter && state.preferred > 0) {
      state.equityCore -= state.preferred;
      state.preferred = 0;
    }
  }
  const coreRatio = state.equityCore / Math.max(provisionalAssets, 1);
  if (coreRatio < CHURN.recapitalizeBelow) {
    if (p.demo || (!state.recapitalizationTried && r.chance(CHURN.recapitalizeChance))) {
      state.equityCore = provisionalAssets * 0.08;
    }
    state.recapitalizationTried = true;
  }
  if (!p.demo && state.equityCore / Math.max(provisionalAssets, 1) < CHURN.failureEquityRatio) {
    state.alive = false;
    return null;
  }
  // Unrealized gains and losses on AFS securities (after tax), from the move in the 5-year.
  const duration = BALANCE_SHEET.securitiesDuration.bank;
  state.aoci =
    -BALANCE_SHEET.unrealizedAfterTax *
    state.previousAfs *
    duration *
    ((rates.treasury5y - state.purchaseRate) / 100);
  const htmFairValueFactor = 1 - (duration * (rates.treasury5y - state.purchaseRate)) / 100;

  return { commonDividends, htmFairValueFactor, preferredDividends };
}
export type BankCapital = NonNullable<ReturnType<typeof bankCapital>>;
