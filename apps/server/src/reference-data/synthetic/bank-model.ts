import { LOAN_CYCLE, PPP_JUMP, segmentTilt, DEPOSIT_MIX_RATE_SLOPE } from './parameters';
import { bankBalanceSheet } from './bank-balance-sheet';
import { bankBalanceSheetReport } from './bank-balance-sheet-report';
import { bankCapital } from './bank-capital';
import { bankCreditQuality } from './bank-credit-quality';
import { bankCreditReport } from './bank-credit-report';
import { bankIncome } from './bank-income';
import { bankIncomeReport } from './bank-income-report';
import { bankPricing } from './bank-pricing';
import {
  DEPOSIT_KINDS,
  newBankState,
  Q_2020Q2,
  type BankQuarter,
  type BankState,
} from './bank-state';
import { drawBankTraits, type BankTraits } from './bank-traits';
import type { CodeTable, ItemSheet } from './item-sheet';
import { fundingGrowth, leanFundingMix } from './funding';
import { drawNmdSwing, nmdSwingFactor, type NmdSwing } from './nmd-swing';
import { growLoanBook, seedLoanBook } from './loan-book';
import { type QuarterContext } from './quarter-context';
import { Random } from './random';
import { startQuarter } from './quarter-start';
import type { BankProfile } from './roster';

/**
 * One synthetic bank, stepped quarter by quarter. `step` returns the quarter's call report
 * items in MDRM codes and thousands of dollars (capital ratios in percent), or null when the
 * bank does not file that quarter (not yet chartered, merged away or failed). Each stage of
 * the quarter is a module of its own (bank-credit-quality.ts, bank-pricing.ts …); they run in
 * a fixed order because they draw from one random stream.
 */
export class BankModel {
  private readonly r: Random;
  private readonly traits: BankTraits;
  private readonly state: BankState = newBankState();
  private readonly swingRandom: Random;
  private readonly swing: NmdSwing;

  constructor(
    private readonly codes: CodeTable,
    readonly profile: BankProfile,
    seed: number,
  ) {
    this.r = new Random(seed, 101, profile.index);
    this.traits = drawBankTraits(this.r, profile);
    // Its own stream: the swing leaves every other draw of the bank as it was.
    this.swingRandom = new Random(seed, 103, profile.index);
    this.swing = drawNmdSwing(this.swingRandom, profile.agencyId, profile.demo);
  }

  /** The quarter's items, or null when the bank does not file. */
  step(q: QuarterContext): ItemSheet | null {
    const p = this.profile;
    const state = this.state;
    const start = startQuarter(state, p, q, this.traits.lag, {
      initialize: () => this.initialize(),
      grow: () => this.grow(q),
    });
    if (start === null) return null;
    const { firstReport } = start;
    const x: BankQuarter = {
      traits: this.traits,
      state,
      codes: this.codes,
      p,
      q,
      r: this.r,
      ...start,
    };

    state.nmdSwing = nmdSwingFactor(this.swingRandom, this.swing, q.quarter);
    // Deposit mix leans with the rate level, approached gradually.
    leanFundingMix(state.depositMix, {
      base: this.traits.baseDeposits,
      kinds: DEPOSIT_KINDS,
      slope: DEPOSIT_MIX_RATE_SLOPE,
      market: x.market,
      firstReport,
    });

    const credit = bankCreditQuality(x);
    const pricing = bankPricing(x);
    const sheet = bankBalanceSheet(x, credit);
    const income = bankIncome(x, credit, pricing, sheet);
    const capital = bankCapital(x, credit, sheet, income);
    if (capital === null) return null;
    const report = bankBalanceSheetReport(x, credit, sheet, income, capital);
    bankCreditReport(x, credit, sheet, report);
    return bankIncomeReport(x, credit, sheet, income, capital, report);
  }

  /** The bank's filing type in the POR: 031 (foreign offices), 051 (small, from 2017), 041. */
  filingType(q: QuarterContext): '031' | '041' | '051' {
    if (this.profile.foreignOffices) return '031';
    return q.year >= 2017 && (this.state.previous?.assets ?? Infinity) < 1_000_000 ? '051' : '041';
  }

  private initialize() {
    const { r, traits, state } = this;
    const assets = this.profile.initialAssets;
    state.deposits = assets * traits.depositRatio;
    seedLoanBook(r, {
      assets,
      loanToFunding: traits.targetLoanToDeposit,
      funding: state.deposits,
      baseMix: traits.baseMix,
      segments: state.segments,
    });
    state.equityCore = assets * traits.equityTarget * r.uniform(0.9, 1.1);
  }

  private grow(q: QuarterContext) {
    const { r, traits, state } = this;
    state.deposits *= Math.exp(fundingGrowth(r, traits, q));
    // Loans: industry cycle + segment tilt + trend + pull to the target loan/deposit ratio.
    growLoanBook(r, {
      segments: state.segments,
      baseMix: traits.baseMix,
      targetLoans: traits.targetLoanToDeposit * state.deposits,
      cycle: (LOAN_CYCLE[q.year] ?? 3) / 400,
      extras: (segment) => [segmentTilt(segment, q.year) / 400, traits.loanTrend / 4],
      after: (segment) => (segment === 'ci' && q.index === Q_2020Q2 ? Math.log(PPP_JUMP) : 0),
    });
  }
}
