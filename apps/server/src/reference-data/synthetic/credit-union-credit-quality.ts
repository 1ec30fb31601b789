import {
  ALLOWANCE,
  BALANCE_SHEET,
  CREDIT_UNION_SEGMENTS,
  stressIndex,
  type CreditUnionSegment,
} from './parameters';
import { clamp } from './quarter-context';
import { loanTotal } from './loan-book';
import { provideForLosses } from './loss-allowance';
import { problemSpellFactor } from './problem-spell';
import { Q_2023Q1, REAL_ESTATE, SEGMENTS, type CreditUnionQuarter } from './credit-union-state';

/**
 * Credit quality of the credit union's quarter, per loan segment: delinquency buckets and net
 * charge-offs under the stress of the segment's group; then foreclosed assets, the allowance
 * and the provision.
 */
export function creditUnionCreditQuality(x: CreditUnionQuarter) {
  const { firstReport, q, r, state, traits } = x;
  // ---- Credit.
  const spell = problemSpellFactor(traits.problemSpell, q.index);
  const loans = loanTotal(state.segments);
  const buckets = new Map<CreditUnionSegment, number[]>();
  const netChargeOffBySegment = new Map<CreditUnionSegment, number>();
  let netChargeOffs = 0;
  let delinquent90 = 0;
  let seriousRealEstate = 0;
  for (const segment of SEGMENTS) {
    const balance = state.segments.get(segment) ?? 0;
    const s = CREDIT_UNION_SEGMENTS[segment];
    const stress = stressIndex(s.group, q.time) * spell;
    const stressBefore = stressIndex(s.group, q.time - 0.25) * spell;
    const ratio =
      (s.delinquent * Math.pow(stress, 0.9) * traits.quality * r.logNormal(1, 0.25)) / 100;
    const smoothed = firstReport
      ? ratio
      : 0.5 * (state.nonaccrualRatio.get(segment) ?? ratio) + 0.5 * ratio;
    state.nonaccrualRatio.set(segment, smoothed);
    const delinquent = balance * Math.min(0.4, smoothed);
    const split = s.buckets.map((share) => delinquent * share * r.logNormal(1, 0.1));
    buckets.set(segment, split);
    const serious = (split[2] ?? 0) + (split[3] ?? 0) + (split[4] ?? 0);
    delinquent90 += serious;
    if (REAL_ESTATE.has(segment)) seriousRealEstate += serious;
    const nco =
      (balance *
        s.chargeOff *
        Math.pow(stressBefore, 1.3) *
        traits.quality *
        r.logNormal(1, 0.35)) /
      400;
    netChargeOffBySegment.set(segment, nco);
    netChargeOffs += nco;
  }
  const recoveryShare = clamp(r.normal(BALANCE_SHEET.recoveryShare.creditUnion, 0.05), 0.05, 0.5);
  state.foreclosed = firstReport
    ? loans * 0.0005
    : 0.8 * state.foreclosed +
      0.04 * seriousRealEstate +
      0.05 * (netChargeOffBySegment.get('usedVehicle') ?? 0);

  const { cecl, ceclAdjustment, provision, allowanceBefore } = provideForLosses(state, {
    firstReport,
    index: q.index,
    ceclQuarter: Q_2023Q1,
    loans,
    netChargeOffs,
    nonperforming: delinquent90,
    base: ALLOWANCE.base * 0.8,
  });

  return {
    allowanceBefore,
    buckets,
    cecl,
    ceclAdjustment,
    delinquent90,
    loans,
    netChargeOffBySegment,
    netChargeOffs,
    provision,
    recoveryShare,
  };
}
export type CreditUnionQuality = ReturnType<typeof creditUnionCreditQuality>;
