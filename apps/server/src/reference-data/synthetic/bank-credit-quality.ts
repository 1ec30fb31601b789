import {
  ALLOWANCE,
  BALANCE_SHEET,
  BANK_SEGMENTS,
  CRE_BANK_STRESS_POWER,
  stressIndex,
  type BankSegment,
} from './parameters';
import { clamp } from './quarter-context';
import type { BankQuarter } from './bank-state';
import { loanTotal } from './loan-book';
import { provideForLosses } from './loss-allowance';
import { problemSpellFactor } from './problem-spell';
import { REAL_ESTATE, SEGMENTS } from './bank-state';

/**
 * Credit quality of the bank's quarter, per loan segment: past due, nonaccrual and net
 * charge-offs under the stress of the segment's group; then foreclosed real estate, the
 * allowance and the provision.
 */
export function bankCreditQuality(x: BankQuarter) {
  const { firstReport, p, q, r, state, traits } = x;
  // ---- Credit quality of the quarter, per segment.
  const stressPower = p.archetype === 'cre' ? CRE_BANK_STRESS_POWER : 1;
  const spell = problemSpellFactor(traits.problemSpell, q.index);
  const loans = loanTotal(state.segments);
  const credit = new Map<
    BankSegment,
    { pastDue30: number; pastDue90: number; nonaccrual: number; netChargeOff: number }
  >();
  let netChargeOffs = 0;
  let nonaccrualTotal = 0;
  let realEstateNonaccrual = 0;
  for (const segment of SEGMENTS) {
    const balance = state.segments.get(segment) ?? 0;
    const s = BANK_SEGMENTS[segment];
    const stress = Math.pow(stressIndex(s.group, q.time), stressPower) * spell;
    const stressBefore = Math.pow(stressIndex(s.group, q.time - 0.25), stressPower) * spell;
    const quality = traits.quality;
    const pastDue30 =
      (balance * s.pastDue30 * Math.pow(stress, 0.7) * quality * r.logNormal(1, 0.25)) / 100;
    const pastDue90 = (balance * s.pastDue90 * stress * quality * r.logNormal(1, 0.3)) / 100;
    const targetNa =
      (s.nonaccrual * Math.pow(stressBefore, 1.2) * quality * r.logNormal(1, 0.2)) / 100;
    const naRatio = firstReport
      ? targetNa
      : 0.6 * (state.nonaccrualRatio.get(segment) ?? targetNa) + 0.4 * targetNa;
    state.nonaccrualRatio.set(segment, naRatio);
    const nonaccrual = balance * Math.min(0.5, naRatio);
    const netChargeOff =
      (balance * s.chargeOff * Math.pow(stressBefore, 1.3) * quality * r.logNormal(1, 0.35)) / 400;
    credit.set(segment, { pastDue30, pastDue90, nonaccrual, netChargeOff });
    netChargeOffs += netChargeOff;
    nonaccrualTotal += nonaccrual;
    if (REAL_ESTATE.has(segment)) realEstateNonaccrual += nonaccrual;
  }
  const recoveryShare = clamp(
    r.normal(
      q.year >= 2011 && q.year <= 2014
        ? BALANCE_SHEET.recoveryShare.workout
        : BALANCE_SHEET.recoveryShare.normal,
      0.05,
    ),
    0.05,
    0.6,
  );
  const grossChargeOffs = netChargeOffs / (1 - recoveryShare);
  const recoveries = grossChargeOffs - netChargeOffs;
  state.oreo = firstReport
    ? loans * 0.001
    : BALANCE_SHEET.foreclosed.kept * state.oreo +
      BALANCE_SHEET.foreclosed.fromNonaccrual * realEstateNonaccrual;

  const { cecl, ceclAdjustment, provision, allowanceBefore } = provideForLosses(state, {
    firstReport,
    index: q.index,
    ceclQuarter: traits.ceclQuarter,
    loans,
    netChargeOffs,
    nonperforming: nonaccrualTotal,
    base: ALLOWANCE.base,
  });

  return {
    allowanceBefore,
    cecl,
    ceclAdjustment,
    credit,
    grossChargeOffs,
    loans,
    netChargeOffs,
    nonaccrualTotal,
    provision,
    recoveries,
  };
}
export type BankCredit = ReturnType<typeof bankCreditQuality>;
