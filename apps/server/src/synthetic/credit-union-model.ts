import { CREDIT_UNION_SHARE_RATE_SLOPE, GROWTH, LOAN_CYCLE } from './parameters';
import { creditUnionBalanceSheet } from './credit-union-balance-sheet';
import { creditUnionBalanceSheetReport } from './credit-union-balance-sheet-report';
import { creditUnionCapital } from './credit-union-capital';
import { creditUnionCreditQuality } from './credit-union-credit-quality';
import { creditUnionIncome } from './credit-union-income';
import { creditUnionIncomeReport } from './credit-union-income-report';
import { creditUnionLoanReport } from './credit-union-loan-report';
import { creditUnionPricing } from './credit-union-pricing';
import {
  newCreditUnionState,
  SHARE_KINDS,
  type CreditUnionQuarter,
  type CreditUnionState,
} from './credit-union-state';
import { drawCreditUnionTraits, type CreditUnionTraits } from './credit-union-traits';
import type { CodeTable, ItemSheet } from './item-sheet';
import { loanTotal } from './loan-book';
import { clamp, type QuarterContext } from './quarter-context';
import { Random } from './random';
import type { CreditUnionProfile } from './roster';

/**
 * One synthetic credit union, stepped quarter by quarter: `step` returns the quarter's NCUA
 * 5300 accounts (ACCT_ codes, whole dollars, income year to date), or null when it does not
 * file that quarter. Each stage of the quarter is a module of its own
 * (credit-union-credit-quality.ts, credit-union-pricing.ts …); they run in a fixed order
 * because they draw from one random stream.
 */
export class CreditUnionModel {
  private readonly r: Random;
  private readonly traits: CreditUnionTraits;
  private readonly state: CreditUnionState = newCreditUnionState();

  constructor(
    private readonly codes: CodeTable,
    readonly profile: CreditUnionProfile,
    seed: number,
  ) {
    this.r = new Random(seed, 102, profile.index);
    this.traits = drawCreditUnionTraits(this.r, profile);
  }

  step(q: QuarterContext): ItemSheet | null {
    const p = this.profile;
    const state = this.state;
    if (!state.alive || q.index < p.startQuarter) return null;
    if (q.index >= p.mergerQuarter) {
      state.alive = false;
      return null;
    }
    const firstReport = !state.started;
    const lagged = q.lagged(this.traits.lag);
    const x: CreditUnionQuarter = {
      traits: this.traits,
      state,
      codes: this.codes,
      p,
      q,
      r: this.r,
      firstReport,
      rates: q.rates,
      lagged,
      market: 0.5 * lagged.fedFunds + 0.5 * lagged.treasury3m,
    };

    if (firstReport) this.initialize();
    else this.grow(q);
    state.started = true;
    state.ytd.startQuarter(q.quarter, firstReport);

    // Share mix leans with the rate level.
    const target = { ...this.traits.baseShares };
    let targetTotal = 0;
    for (const kind of SHARE_KINDS) {
      target[kind] *= Math.max(0.2, 1 + CREDIT_UNION_SHARE_RATE_SLOPE[kind] * (x.market - 2));
      targetTotal += target[kind];
    }
    for (const kind of SHARE_KINDS) {
      const share = target[kind] / targetTotal;
      this.state.shareMix[kind] = firstReport
        ? share
        : this.state.shareMix[kind] + 0.3 * (share - this.state.shareMix[kind]);
    }

    const quality = creditUnionCreditQuality(x);
    const pricing = creditUnionPricing(x);
    const sheet = creditUnionBalanceSheet(x, quality);
    const earnings = creditUnionIncome(x, quality, pricing, sheet);
    const capital = creditUnionCapital(x, quality, sheet, earnings);
    if (capital === null) return null;
    const loanReport = creditUnionLoanReport(x, quality, sheet);
    const sheetReport = creditUnionBalanceSheetReport(
      x,
      quality,
      sheet,
      earnings,
      capital,
      loanReport,
    );
    return creditUnionIncomeReport(x, quality, sheet, earnings, loanReport, sheetReport);
  }

  private initialize() {
    const r = this.r;
    const assets = this.profile.initialAssets;
    this.state.shares = assets * this.traits.shareRatio;
    const loans = Math.min(
      0.85 * assets,
      this.traits.targetLoanToShare * this.state.shares * r.uniform(0.9, 1.1),
    );
    for (const [segment, share] of this.traits.baseMix)
      this.state.segments.set(segment, loans * share);
    const netWorth = assets * this.traits.netWorthTarget * r.uniform(0.85, 1.15);
    this.state.otherReserves = netWorth * r.uniform(0.02, 0.1);
    this.state.undivided = netWorth - this.state.otherReserves;
    this.state.members = this.state.shares / r.logNormal(7_500, 0.3);
  }

  private grow(q: QuarterContext) {
    const r = this.r;
    let growth =
      this.traits.elasticity * q.m2Growth +
      this.traits.trend / 4 +
      r.normal(0, this.traits.volatile ? GROWTH.volatileNoise : GROWTH.quarterlyNoise);
    if (this.traits.volatile && r.chance(GROWTH.volatileEventChance)) {
      const size = r.uniform(...GROWTH.volatileEventSize);
      growth += r.chance(0.5) ? Math.log(1 + size) : Math.log(1 - size);
    }
    this.state.shares *= Math.exp(growth);
    // Members grow much more slowly than shares: balances per member rise over time.
    this.state.members *= Math.exp(0.3 * growth + r.normal(0.001, 0.006));

    const loans = loanTotal(this.state.segments);
    const pull =
      GROWTH.loanToDepositPull *
      Math.log((this.traits.targetLoanToShare * this.state.shares) / Math.max(loans, 1));
    const cycle = ((LOAN_CYCLE[q.year] ?? 3) + (q.year === 2020 ? -2 : 0)) / 400;
    for (const [segment, balance] of this.state.segments) {
      const base = this.traits.baseMix.get(segment) ?? 0;
      const revert = base > 0 && balance > 0 ? 0.03 * Math.log((base * loans) / balance) : 0;
      const tilt =
        segment === 'card' && (q.year === 2020 || q.year === 2021)
          ? -0.03
          : segment === 'usedVehicle' && (q.year === 2021 || q.year === 2022)
            ? 0.015
            : 0;
      const g = cycle + tilt + clamp(pull, -0.08, 0.08) + revert + r.normal(0, GROWTH.loanNoise);
      this.state.segments.set(segment, balance * Math.exp(g));
    }
  }
}
