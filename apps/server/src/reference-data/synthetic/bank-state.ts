import type { QuarterStart } from './quarter-start';
import { BANK_SEGMENTS, type BankSegment } from './parameters';
import type { CodeTable } from './item-sheet';
import { YearToDate, type QuarterContext } from './quarter-context';
import type { Random } from './random';
import type { BankProfile } from './roster';
import type { BankTraits } from './bank-traits';

/** Quarter indexes of a few dated events (index 0 = 2006-03-31). */
export const Q_2009Q1 = 12;
export const Q_2009Q2 = 13;
export const Q_2015Q1 = 36;
export const Q_2018Q1 = 48;
export const Q_2020Q1 = 56;
export const Q_2020Q2 = 57;
export const Q_2023Q1 = 68;

export const SEGMENTS = Object.keys(BANK_SEGMENTS) as BankSegment[];
export const REAL_ESTATE: ReadonlySet<BankSegment> = new Set([
  'con14',
  'conOther',
  'farmland',
  'heloc',
  'resFirst',
  'resJunior',
  'multifamily',
  'creOwner',
  'creNonOwner',
]);

/** RC-N codes of each segment: 30-89 days, 90+ accruing, nonaccrual (RCON unless noted). */
export const PAST_DUE_CODES: Record<
  Exclude<BankSegment, 'ci' | 'lease' | 'other' | 'otherRevolving' | 'otherConsumer'>,
  readonly [string, string, string, 'domestic' | 'consolidated']
> = {
  con14: ['F172', 'F174', 'F176', 'domestic'],
  conOther: ['F173', 'F175', 'F177', 'domestic'],
  farmland: ['3493', '3494', '3495', 'domestic'],
  heloc: ['5398', '5399', '5400', 'domestic'],
  resFirst: ['C236', 'C237', 'C229', 'domestic'],
  resJunior: ['C238', 'C239', 'C230', 'domestic'],
  multifamily: ['3499', '3500', '3501', 'domestic'],
  creOwner: ['F178', 'F180', 'F182', 'domestic'],
  creNonOwner: ['F179', 'F181', 'F183', 'domestic'],
  agProd: ['1594', '1597', '1583', 'consolidated'],
  card: ['B575', 'B576', 'B577', 'consolidated'],
  auto: ['K213', 'K214', 'K215', 'consolidated'],
};

export const PAST_DUE_ENTRIES = Object.entries(PAST_DUE_CODES) as [
  BankSegment,
  readonly [string, string, string, 'domestic' | 'consolidated'],
][];

export type DepositKind = 'nib' | 'now' | 'mmda' | 'savings' | 'time';
export const DEPOSIT_KINDS: readonly DepositKind[] = ['nib', 'now', 'mmda', 'savings', 'time'];

export interface Balances {
  assets: number;
  loans: number;
  securities: number;
  interestBearingCash: number;
  fedFundsSoldAndRepos: number;
  now: number;
  mmda: number;
  savings: number;
  timeSmall: number;
  jumbo: number;
  foreignInterestBearing: number;
  fedFundsPurchased: number;
  repos: number;
  otherBorrowed: number;
  subordinated: number;
  deposits: number;
  residential: number;
}

/** What a bank carries from one quarter to the next. */
export interface BankState {
  alive: boolean;
  started: boolean;
  deposits: number;
  depositMix: Record<DepositKind, number>;
  /** This quarter's factor on the non-maturity deposit kinds (nmd-swing.ts). */
  nmdSwing: number;
  segments: Map<BankSegment, number>;
  nonaccrualRatio: Map<BankSegment, number>;
  equityCore: number;
  preferred: number;
  aoci: number;
  allowance: number;
  chargeOffRate: number;
  oreo: number;
  costBase: number;
  lastRevenue: number;
  loanYield: number;
  securitiesYield: number;
  timeBook: number;
  borrowingBook: number;
  subordinatedRate: number;
  purchaseRate: number;
  tenYearYearAgo: number[];
  recapitalizationTried: boolean;
  previous: Balances | null;
  previousAfs: number;
  ytd: YearToDate;
}

export function newBankState(): BankState {
  return {
    alive: true,
    started: false,
    deposits: 0,
    nmdSwing: 1,
    depositMix: { nib: 0, now: 0, mmda: 0, savings: 0, time: 0 },
    segments: new Map(),
    nonaccrualRatio: new Map(),
    equityCore: 0,
    preferred: 0,
    aoci: 0,
    allowance: 0,
    chargeOffRate: 0,
    oreo: 0,
    costBase: 0,
    lastRevenue: 0,
    loanYield: 0,
    securitiesYield: 0,
    timeBook: 0,
    borrowingBook: 0,
    subordinatedRate: 0,
    purchaseRate: 0,
    tenYearYearAgo: [],
    recapitalizationTried: false,
    previous: null,
    previousAfs: 0,
    ytd: new YearToDate(),
  };
}

/** Everything a stage of the bank's quarter reads: the bank, its state and the quarter. */
export interface BankQuarter extends QuarterStart {
  traits: BankTraits;
  state: BankState;
  codes: CodeTable;
  p: BankProfile;
  q: QuarterContext;
  r: Random;
}
