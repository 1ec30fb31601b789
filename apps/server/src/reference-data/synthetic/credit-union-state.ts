import {
  COMMERCIAL_SEGMENTS,
  CREDIT_UNION_SEGMENTS,
  CREDIT_UNION_SHARE_MIX,
  type CreditUnionSegment,
} from './parameters';
import type { CodeTable } from './item-sheet';
import { YearToDate, type QuarterContext } from './quarter-context';
import type { Random } from './random';
import type { QuarterStart } from './quarter-start';
import type { CreditUnionProfile } from './roster';
import type { CreditUnionTraits } from './credit-union-traits';

export const Q_2022Q1 = 64;
export const Q_2023Q1 = 68;

export const SEGMENTS = Object.keys(CREDIT_UNION_SEGMENTS) as CreditUnionSegment[];
export const COMMERCIAL: ReadonlySet<CreditUnionSegment> = new Set(COMMERCIAL_SEGMENTS);
export const REAL_ESTATE: ReadonlySet<CreditUnionSegment> = new Set([
  'firstLien',
  'juniorLien',
  'otherRealEstate',
  'construction',
  'farmland',
  'multifamily',
  'creOwner',
  'creNonOwner',
]);

/** Delinquency accounts per segment: 30-59, 60-89, 90-179, 180-359, 360+ days (FS220/P/B/H/I). */
const dl = (first: number) =>
  [0, 1, 2, 3, 4].map((k) => `DL${String(first + k).padStart(4, '0')}`) as [
    string,
    string,
    string,
    string,
    string,
  ];
export const DELINQUENCY_ACCOUNTS: Record<
  CreditUnionSegment,
  readonly [string, string, string, string, string]
> = {
  card: ['024B', 'DL0002', '026B', '027B', '028B'],
  pal: ['089B', 'DL0009', '127B', '128B', '129B'],
  student: ['020T', 'DL0016', '021T', '022T', '023T'],
  unsecured: dl(22),
  newVehicle: ['020C1', 'DL0030', '021C1', '022C1', '023C1'],
  usedVehicle: ['020C2', 'DL0037', '021C2', '022C2', '023C2'],
  lease: ['020D', 'DL0044', '021D', '022D', '023D'],
  otherSecured: dl(50),
  firstLien: dl(57),
  juniorLien: dl(64),
  otherRealEstate: dl(71),
  construction: dl(78),
  farmland: dl(85),
  multifamily: dl(92),
  creOwner: dl(99),
  creNonOwner: dl(106),
  agProd: dl(113),
  ci: ['DL0120', 'DL0147', 'DL0122', 'DL0123', 'DL0124'],
  // Unsecured commercial: split between the term (DL0127...) and revolving (DL0134...) blocks.
  unsecuredCommercial: dl(127),
};
export const UNSECURED_REVOLVING_COMMERCIAL = dl(134);

/** Balance accounts: the member part, and the purchased/participation part where there is one. */
export const BALANCE_ACCOUNTS: Record<CreditUnionSegment, readonly string[]> = {
  card: ['396'],
  unsecured: ['397'],
  pal: ['397A'],
  student: ['698A'],
  newVehicle: ['385'],
  usedVehicle: ['370'],
  lease: ['002'],
  otherSecured: ['698C'],
  firstLien: ['703A'],
  juniorLien: ['386A'],
  otherRealEstate: ['386B'],
  construction: ['143B3', '143B4'],
  farmland: ['042A5', '042A7'],
  multifamily: ['400M', '400M1'],
  creOwner: ['400H2', '400H3'],
  creNonOwner: ['400J2', '400J3'],
  agProd: ['042A6', '042A8'],
  ci: ['400L2', '400L3'],
  unsecuredCommercial: ['400C5', '400C6', '400C7', '400C8'],
};

/** Charge-off and recovery accounts by segment; the rest only counts in 550/551. */
export const CHARGE_OFF_ACCOUNTS: Partial<Record<CreditUnionSegment, readonly [string, string]>> = {
  card: ['680', '681'],
  newVehicle: ['550C1', '551C1'],
  usedVehicle: ['550C2', '551C2'],
  unsecured: ['CH0007', 'CH0008'],
  student: ['550T', '551T'],
  lease: ['550D', '551D'],
  firstLien: ['CH0017', 'CH0018'],
  juniorLien: ['CH0019', 'CH0020'],
  ci: ['CH0035', 'CH0036'],
  unsecuredCommercial: ['CH0035', 'CH0036'],
};

export const CHARGE_OFF_ACCOUNT_LIST = [...new Set(Object.values(CHARGE_OFF_ACCOUNTS).flat())];

export type ShareKind = keyof typeof CREDIT_UNION_SHARE_MIX;
export const SHARE_KINDS = Object.keys(CREDIT_UNION_SHARE_MIX) as ShareKind[];
/** Share kinds with a term: they do not swing with the non-maturity balances (nmd-swing.ts). */
export const TERM_SHARE_KINDS: ReadonlySet<ShareKind> = new Set(['certificates', 'ira']);

export interface Balances {
  assets: number;
  loans: number;
  investments: number;
  cashOnDeposit: number;
  shares: Record<ShareKind, number>;
  nonMember: number;
  borrowings: number;
  subordinated: number;
}

/** What a credit union carries from one quarter to the next. */
export interface CreditUnionState {
  alive: boolean;
  started: boolean;
  shares: number;
  shareMix: Record<ShareKind, number>;
  /** This quarter's factor on the non-maturity share kinds (nmd-swing.ts). */
  nmdSwing: number;
  segments: Map<CreditUnionSegment, number>;
  nonaccrualRatio: Map<CreditUnionSegment, number>;
  undivided: number;
  otherReserves: number;
  subordinated: number;
  aoci: number;
  allowance: number;
  chargeOffRate: number;
  foreclosed: number;
  costBase: number;
  lastRevenue: number;
  loanYield: number;
  securitiesYield: number;
  certificateBook: number;
  /** Points added to share rates for net worth above target (credit-union-pricing.ts). */
  dividendBonus: number;
  borrowingBook: number;
  purchaseRate: number;
  members: number;
  previous: Balances | null;
  previousAfs: number;
  ytd: YearToDate;
}

export function newCreditUnionState(): CreditUnionState {
  return {
    alive: true,
    started: false,
    shares: 0,
    nmdSwing: 1,
    shareMix: { shareDrafts: 0, regular: 0, moneyMarket: 0, certificates: 0, ira: 0, other: 0 },
    segments: new Map(),
    nonaccrualRatio: new Map(),
    undivided: 0,
    otherReserves: 0,
    subordinated: 0,
    aoci: 0,
    allowance: 0,
    chargeOffRate: 0,
    foreclosed: 0,
    costBase: 0,
    lastRevenue: 0,
    loanYield: 0,
    securitiesYield: 0,
    certificateBook: 0,
    dividendBonus: 0,
    borrowingBook: 0,
    purchaseRate: 0,
    members: 0,
    previous: null,
    previousAfs: 0,
    ytd: new YearToDate(),
  };
}

/** Everything a stage of the credit union's quarter reads: the credit union, its state and the quarter. */
export interface CreditUnionQuarter extends QuarterStart {
  traits: CreditUnionTraits;
  state: CreditUnionState;
  codes: CodeTable;
  p: CreditUnionProfile;
  q: QuarterContext;
  r: Random;
}
