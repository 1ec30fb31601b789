import { ALLOWANCE } from './parameters';

/** The state the allowance rule carries from quarter to quarter. */
interface AllowanceState {
  chargeOffRate: number;
  allowance: number;
}

/**
 * The allowance for loan losses and the quarter's provision, the same rule for banks and
 * credit unions: the target follows the smoothed charge-off rate and the nonperforming loans;
 * CECL raises it, and its day-one step (the quarter of adoption) goes through equity.
 */
export function provideForLosses(
  state: AllowanceState,
  input: {
    firstReport: boolean;
    index: number;
    ceclQuarter: number;
    loans: number;
    netChargeOffs: number;
    nonperforming: number;
    /** The allowance share every loan carries (credit unions hold less than banks). */
    base: number;
  },
) {
  const { firstReport, index, ceclQuarter, loans, netChargeOffs, nonperforming, base } = input;
  state.chargeOffRate = firstReport
    ? (4 * netChargeOffs) / Math.max(loans, 1)
    : 0.7 * state.chargeOffRate + 0.3 * ((4 * netChargeOffs) / Math.max(loans, 1));
  const cecl = index >= ceclQuarter;
  const allowanceTarget =
    loans *
    (base +
      ALLOWANCE.chargeOffWeight * state.chargeOffRate +
      (ALLOWANCE.nonaccrualWeight * nonperforming) / Math.max(loans, 1)) *
    (cecl ? 1 + ALLOWANCE.ceclStep : 1);
  if (firstReport) state.allowance = allowanceTarget;
  let ceclAdjustment = 0;
  if (index === ceclQuarter && !firstReport) {
    ceclAdjustment = state.allowance * ALLOWANCE.ceclStep;
    state.allowance += ceclAdjustment;
  }
  const provision = netChargeOffs + ALLOWANCE.speed * (allowanceTarget - state.allowance);
  return { cecl, ceclAdjustment, provision, allowanceBefore: state.allowance };
}
