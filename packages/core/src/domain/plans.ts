import type { PlanType, ProductCode, TierCode } from './products';

/** How a subscription option is charged. */
export type BillingInterval = 'month' | 'year';

/**
 * One way to pay for a plan (spec 1 section 3, "Subscription option": id, display, stripeId).
 * stripeId is the lookup key of the matching Stripe price; amounts are whole cents.
 */
export interface SubscriptionOptionDefinition {
  id: string;
  display: string;
  stripeId: string | null;
  amountCents: number;
  interval: BillingInterval | null;
}

export interface PlanDefinition {
  planType: PlanType;
  /** The plan's name on pricing cards and in e-mails. */
  name: string;
  /** What an organization on this plan holds: one subscription row per product. */
  grants: readonly { product: ProductCode; tier: TierCode }[];
  /** spec 1 section 9: prices in whole dollars. */
  monthlyPrice: number;
  annualPrice: number;
  /** How the price is labelled on the pricing card. */
  billingNote: string;
  features: readonly string[];
  options: readonly SubscriptionOptionDefinition[];
}

const PEER_COMPARISON_FEATURES = [
  'Aggregate benchmark peer groups',
  'Custom peer groups',
  'Performance metrics',
  'Income/expense to market rate analysis',
  'PDF reports',
] as const;

const NON_MATURITY_FEATURES = [
  'Decay rate assumptions: run-off values and weighted average life',
  'Beta assumptions across multiple rate scenarios',
] as const;

/** spec 1 section 9: prices and features of every plan. The one source for server and web. */
export const PLANS: Record<PlanType, PlanDefinition> = {
  PeerComparisonBasic: {
    planType: 'PeerComparisonBasic',
    name: 'Free',
    grants: [{ product: 'peer-comparison', tier: 'peer-comparison-basic' }],
    monthlyPrice: 0,
    annualPrice: 0,
    billingNote: 'Free forever',
    features: ['National peer group', 'State peer group', 'An aggregate peer group'],
    options: [
      {
        id: 'peer-comparison-basic-free',
        display: 'Free',
        stripeId: null,
        amountCents: 0,
        interval: null,
      },
    ],
  },
  PeerComparisonStandard: {
    planType: 'PeerComparisonStandard',
    name: 'Peer Comparison',
    grants: [{ product: 'peer-comparison', tier: 'peer-comparison-standard' }],
    monthlyPrice: 99,
    annualPrice: 1000,
    billingNote: 'Monthly or Annual',
    features: PEER_COMPARISON_FEATURES,
    options: [
      {
        id: 'peer-comparison-standard-monthly',
        display: 'Monthly: $99 per month',
        stripeId: 'peerscope_peer_comparison_standard_monthly',
        amountCents: 9_900,
        interval: 'month',
      },
      {
        id: 'peer-comparison-standard-annual',
        display: 'Annual: $1,000 per year',
        stripeId: 'peerscope_peer_comparison_standard_annual',
        amountCents: 100_000,
        interval: 'year',
      },
    ],
  },
  NonMaturityDepositsStandard: {
    planType: 'NonMaturityDepositsStandard',
    name: 'Non-Maturity Deposits',
    grants: [{ product: 'non-maturity-deposits', tier: 'non-maturity-deposits-standard' }],
    monthlyPrice: 145,
    annualPrice: 1740,
    billingNote: 'Billed annually',
    features: NON_MATURITY_FEATURES,
    options: [
      {
        id: 'non-maturity-deposits-standard-annual',
        display: 'Annual: $1,740 per year',
        stripeId: 'peerscope_non_maturity_deposits_standard_annual',
        amountCents: 174_000,
        interval: 'year',
      },
    ],
  },
  BundleYearly: {
    planType: 'BundleYearly',
    name: 'Bundle',
    grants: [
      { product: 'peer-comparison', tier: 'peer-comparison-standard' },
      { product: 'non-maturity-deposits', tier: 'non-maturity-deposits-standard' },
    ],
    monthlyPrice: 200,
    annualPrice: 2400,
    billingNote: 'Billed annually',
    features: [...PEER_COMPARISON_FEATURES, ...NON_MATURITY_FEATURES],
    options: [
      {
        id: 'bundle-annual',
        display: 'Annual: $2,400 per year',
        stripeId: 'peerscope_bundle_annual',
        amountCents: 240_000,
        interval: 'year',
      },
    ],
  },
};

/** spec 1 section 2: the three cards of /pricing, Bundle first and highlighted. */
export const PRICING_CARDS: readonly { planType: PlanType; highlighted: boolean }[] = [
  { planType: 'BundleYearly', highlighted: true },
  { planType: 'PeerComparisonStandard', highlighted: false },
  { planType: 'NonMaturityDepositsStandard', highlighted: false },
];

/** spec 1 section 2: /upgrade-pricing shows the Standard plan (highlighted) and the Free plan. */
export const UPGRADE_PRICING_CARDS: readonly { planType: PlanType; highlighted: boolean }[] = [
  { planType: 'PeerComparisonStandard', highlighted: true },
  { planType: 'PeerComparisonBasic', highlighted: false },
];

/** spec 1 section 2: /upgrade without a plan upgrades to Peer Comparison Standard. */
export const DEFAULT_UPGRADE_PLAN: PlanType = 'PeerComparisonStandard';

/** Plans an organization can move to by paying (the free plan is only a starting point). */
export const UPGRADE_PLAN_TYPES = [
  'PeerComparisonStandard',
  'NonMaturityDepositsStandard',
  'BundleYearly',
] as const satisfies readonly PlanType[];

/** Only this plan takes a promo code on signup (spec 1 section 2). */
export const PROMO_PLAN_TYPE: PlanType = 'PeerComparisonStandard';

/**
 * A stored plan code in words, as the pricing page names the plan ("Bundle" for BundleYearly);
 * a code no plan has (a complimentary grant) is shown as it is.
 */
export function planName(planType: string): string {
  const plan = (PLANS as Partial<Record<string, PlanDefinition>>)[planType];
  return plan?.name ?? planType;
}

export function isFreePlan(planType: PlanType): boolean {
  return PLANS[planType].annualPrice === 0;
}

export function findSubscriptionOption(
  planType: PlanType,
  optionId: string,
): SubscriptionOptionDefinition | undefined {
  return PLANS[planType].options.find((o) => o.id === optionId);
}

/** The products a plan is about (the spec's "the plan's product"). */
export function planProducts(planType: PlanType): ProductCode[] {
  return PLANS[planType].grants.map((g) => g.product);
}

/**
 * Where a signed-in user stands against a plan card: 'current' when every tier the plan grants
 * is already held, else 'upgrade'.
 */
export function planStanding(
  planType: PlanType,
  heldTiers: readonly string[],
): 'current' | 'upgrade' {
  return PLANS[planType].grants.every((g) => heldTiers.includes(g.tier)) ? 'current' : 'upgrade';
}

/** Whole dollars as "$1,740". */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}
