import { CREDIT_UNION_SHARE_RATE_SLOPE, LOAN_CYCLE } from './parameters';
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
import { fundingGrowth, leanFundingMix } from './funding';
import { drawNmdSwing, nmdSwingFactor, type NmdSwing } from './nmd-swing';
import { growLoanBook, seedLoanBook } from './loan-book';
import { type QuarterContext } from './quarter-context';
import { Random } from './random';
import { startQuarter } from './quarter-start';
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
  private readonly swingRandom: Random;
  private readonly swing: NmdSwing;

  constructor(
    private readonly codes: CodeTable,
    readonly profile: CreditUnionProfile,
    seed: number,
  ) {
    this.r = new Random(seed, 102, profile.index);
    // Its own stream: the swing leaves every other draw of the credit union as it was.
    this.swingRandom = new Random(seed, 104, profile.index);
    this.swing = drawNmdSwing(this.swingRandom, profile.agencyId, profile.demo);
    this.traits = drawCreditUnionTraits(this.r, profile);
  }

  step(q: QuarterContext): ItemSheet | null {
    const p = this.profile;
    const state = this.state;
    const start = startQuarter(state, p, q, this.traits.lag, {
      initialize: () => this.initialize(),
      grow: () => this.grow(q),
    });
    if (start === null) return null;
    const { firstReport } = start;
    const x: CreditUnionQuarter = {
      traits: this.traits,
      state,
      codes: this.codes,
      p,
      q,
      r: this.r,
      ...start,
    };

    state.nmdSwing = nmdSwingFactor(this.swingRandom, this.swing, q.quarter);
    // Share mix leans with the rate level.
    leanFundingMix(state.shareMix, {
      base: this.traits.baseShares,
      kinds: SHARE_KINDS,
      slope: CREDIT_UNION_SHARE_RATE_SLOPE,
      market: x.market,
      firstReport,
    });

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
    const { r, traits, state } = this;
    const assets = this.profile.initialAssets;
    state.shares = assets * traits.shareRatio;
    seedLoanBook(r, {
      assets,
      loanToFunding: traits.targetLoanToShare,
      funding: state.shares,
      baseMix: traits.baseMix,
      segments: state.segments,
    });
    const netWorth = assets * traits.netWorthTarget * r.uniform(0.85, 1.15);
    state.otherReserves = netWorth * r.uniform(0.02, 0.1);
    state.undivided = netWorth - state.otherReserves;
    state.members = state.shares / r.logNormal(7_500, 0.3);
  }

  private grow(q: QuarterContext) {
    const { r, traits, state } = this;
    const growth = fundingGrowth(r, traits, q);
    state.shares *= Math.exp(growth);
    // Members grow much more slowly than shares: balances per member rise over time.
    state.members *= Math.exp(0.3 * growth + r.normal(0.001, 0.006));
    growLoanBook(r, {
      segments: state.segments,
      baseMix: traits.baseMix,
      targetLoans: traits.targetLoanToShare * state.shares,
      cycle: ((LOAN_CYCLE[q.year] ?? 3) + (q.year === 2020 ? -2 : 0)) / 400,
      extras: (segment) => [
        segment === 'card' && (q.year === 2020 || q.year === 2021)
          ? -0.03
          : segment === 'usedVehicle' && (q.year === 2021 || q.year === 2022)
            ? 0.015
            : 0,
      ],
      after: () => 0,
    });
  }
}
