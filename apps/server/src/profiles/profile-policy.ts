import { GROUP_NOT_FOUND_MESSAGE, GROUP_TYPES } from '@app/core/api/groups';
import type { InstitutionType } from '@app/core/domain/products';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Principal } from '../auth/principal';
import { PC_STANDARD, requireTier } from '../auth/tier-policy';
import {
  aggregateRule,
  isAggregateMember,
  type AggregateRuleColumns,
} from '../groups/aggregate-membership';
import { FREE_PLAN_GROUPS_REFUSAL, findRefusal, hasStandardPlan } from '../groups/group-policy';
import { forbidden, notFound, type HttpError } from '../http/http-error';
import type { SubjectPolicy } from '../institutions/subject-policy';
import { canOpenProduct } from '../products/product-policy';

/** spec 2 section 2.12: the upsell of the locked create page, as the searches' refusal. */
export const SEARCH_UPSELL =
  'Upgrade your plan to create customized peer groups and perform targeted analyses of your competitors.';

/**
 * Who may read profiles and run the peer searches. Every route needs the Peer Comparison claim
 * and a subject the caller may view; the similar and targeted searches build custom groups,
 * which spec 2 section 6 locks below the standard tier (refused by the API, not only hidden).
 */
export function profilePolicy(subjects: SubjectPolicy) {
  const product = canOpenProduct('peer-comparison');
  return {
    read: [product, subjects.view] satisfies preHandlerAsyncHookHandler[],
    search: [
      product,
      requireTier(PC_STANDARD, SEARCH_UPSELL),
      subjects.view,
    ] satisfies preHandlerAsyncHookHandler[],
  };
}

/**
 * Why the caller may not read this group's member profiles for a subject of the type, or null.
 * The groups domain's rule (groups/group-policy.ts): another type's group or another
 * organization's custom group is not found (404). Below the standard plan only the free
 * aggregate groups are readable (spec 1 section 9): national, the subject's state and the
 * asset band holding the subject's total assets (`subjectAssets`, at the quarter shown).
 */
export function groupReadRefusal(
  principal: Principal,
  subject: { institutionType: InstitutionType; state: string },
  group:
    | (AggregateRuleColumns & {
        groupType: number;
        institutionType: string;
        organizationId: string | null;
      })
    | undefined,
  subjectAssets: number | null,
): HttpError | null {
  const hidden = findRefusal(principal, subject.institutionType, group);
  if (hidden || !group) return hidden ?? notFound(GROUP_NOT_FOUND_MESSAGE);
  if (hasStandardPlan(principal)) return null;
  const free =
    group.groupType === GROUP_TYPES.aggregate &&
    isAggregateMember(aggregateRule(group), { state: subject.state, totalAssets: subjectAssets });
  return free ? null : forbidden(FREE_PLAN_GROUPS_REFUSAL);
}
