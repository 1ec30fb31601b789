import { formatPhone } from './phone';

/**
 * A user's membership of their organization (issue 11). Signup's Register creates a request
 * to join the organization that holds the institution; only its client-admins (or a platform
 * admin) approve it. Until then the user holds no product and sees none of its data.
 */
export const MEMBERSHIP_STATUSES = ['active', 'pending', 'declined', 'expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** An unanswered request ends this many days after it was made. */
export const JOIN_REQUEST_DAYS = 14;

/** Requests waiting at once per organization (issue 27): a script cannot flood its admins. */
export const MAX_PENDING_JOIN_REQUESTS = 10;
/** How long a declined e-mail address waits before it may ask to join again. */
export const DECLINED_WAIT_DAYS = 7;

export const MEMBERSHIP_MESSAGES = {
  tooManyPending: 'This organization has too many pending requests',
  /** Told to a declined address asking again within DECLINED_WAIT_DAYS. */
  declinedRecently: `Your request to join was declined. You may ask again ${DECLINED_WAIT_DAYS} days after it was declined.`,
  /** The API's refusal of every organization route to a pending joiner. */
  pending: 'Your request to join this organization is waiting for approval by its administrators.',
  /** The same, once the request was declined or expired. */
  ended: 'Your request to join this organization has ended.',
  requestNotFound: 'Join request not found in your organization.',
} as const;

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function waitingForApprovalText(organization: string, administrators: readonly string[]) {
  const by = administrators.length > 0 ? joinNames(administrators) : 'its administrators';
  return `Your request to join ${organization} is waiting for approval by ${by}.`;
}

export function declinedText(organization: string, decidedBy: string | null) {
  return `Your request to join ${organization} was declined${decidedBy ? ` by ${decidedBy}` : ''}.`;
}

export function expiredText(organization: string) {
  return `Your request to join ${organization} has ended: nobody answered it within ${JOIN_REQUEST_DAYS} days.`;
}

/** Whom a member who may not change the plan turns to: its administrators, else support. */
export interface PlanContacts {
  administrators: readonly string[];
  support: { name: string; phone: string; email: string };
}

/** The heading or button over that text. */
export const askLabel = ({ administrators }: Pick<PlanContacts, 'administrators'>) =>
  administrators.length > 0 ? 'Ask your administrator' : 'Contact support';

/**
 * Where a member who is not client-admin would see an upgrade button: whom to ask by name, or,
 * where nobody administers the organization, how to reach support (issue 23).
 */
export function askYourAdministratorText({ administrators, support }: PlanContacts) {
  if (administrators.length > 0)
    return `Ask your administrator (${joinNames(administrators)}) to upgrade your organization's plan.`;
  return `Your organization has no administrator to upgrade its plan. Contact ${support.name} support at ${formatPhone(support.phone)} or ${support.email}: they can upgrade it or make one of you its administrator.`;
}

/**
 * Whether the signed-in user may change what their organization pays for: its client-admins
 * and platform admins (the server's rule, account-policy.ts changeSubscription).
 */
export function mayChangePlan(user: { admin: boolean; claims: readonly string[] }): boolean {
  return user.admin || user.claims.includes('client-admin');
}
