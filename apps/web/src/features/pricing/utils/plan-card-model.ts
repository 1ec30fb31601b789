import type { UserState } from '@app/core/api/auth';
import { PLANS, formatDollars, isFreePlan, planStanding } from '@app/core/domain/plans';
import { askLabel, askYourAdministratorText, mayChangePlan } from '@app/core/domain/membership';
import type { PlanType } from '@app/core/domain/products';

export type PlanCardAction =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'current'; label: 'Your Current Plan' }
  | { kind: 'included'; label: string }
  /** A member who is not client-admin: only the organization's administrators upgrade. */
  | { kind: 'ask'; label: string; note: string };

export interface PlanCardModel {
  planType: PlanType;
  name: string;
  /** Drawn out, with the Best value badge: never the plan the user already has. */
  highlighted: boolean;
  /** The big figure and what it is per. */
  headline: { amount: string; unit: string };
  /** The other price line, e.g. "$1,000 Annual". */
  secondary: string | null;
  features: readonly string[];
  action: PlanCardAction;
}

/**
 * spec 1 sections 2 and 9: a pricing card. Signed-out visitors sign up; signed-in users see
 * Your Current Plan or Upgrade Now (Ask your administrator unless they administer it).
 */
export function planCardModel(
  planType: PlanType,
  highlighted: boolean,
  user: Pick<UserState, 'products' | 'admin' | 'claims' | 'administrators' | 'support'> | null,
): PlanCardModel {
  const plan = PLANS[planType];
  const free = isFreePlan(planType);
  const monthlyOrAnnual = plan.options.some((o) => o.interval === 'month');
  const headline = free
    ? { amount: formatDollars(0), unit: 'forever' }
    : monthlyOrAnnual
      ? { amount: formatDollars(plan.monthlyPrice), unit: 'Monthly' }
      : { amount: formatDollars(plan.monthlyPrice), unit: '/ month' };
  const secondary = free
    ? null
    : monthlyOrAnnual
      ? `or ${formatDollars(plan.annualPrice)} Annual`
      : `Billed annually: ${formatDollars(plan.annualPrice)} per year`;

  let action: PlanCardAction;
  if (!user) {
    action = {
      kind: 'link',
      label: free ? 'Sign Up Free' : 'Sign Up',
      to: `/signup?plan=${planType}`,
    };
  } else {
    const tiers = user.products.map((p) => p.tierClientCode);
    const products = user.products.map((p) => p.clientCode);
    if (planStanding(planType, tiers) === 'current') {
      action = { kind: 'current', label: 'Your Current Plan' };
    } else if (free && plan.grants.every((g) => products.includes(g.product))) {
      // A paid tier of the same product already covers the free plan.
      action = { kind: 'included', label: 'Included in your plan' };
    } else if (free) {
      action = { kind: 'included', label: 'Available on signup' };
    } else if (mayChangePlan(user)) {
      action = { kind: 'link', label: 'Upgrade Now', to: `/upgrade?plan=${planType}` };
    } else {
      action = { kind: 'ask', label: askLabel(user), note: askYourAdministratorText(user) };
    }
  }
  return {
    planType,
    name: plan.name,
    highlighted: highlighted && action.kind !== 'current',
    headline,
    secondary,
    features: plan.features,
    action,
  };
}
