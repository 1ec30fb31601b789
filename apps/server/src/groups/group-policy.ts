import {
  GROUP_NOT_FOUND_MESSAGE,
  GROUP_TYPES,
  ONLY_CUSTOM_GROUPS_MESSAGE,
} from '@app/core/api/groups';
import type { InstitutionType } from '@app/core/domain/products';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Principal } from '../auth/principal';
import { holdsTier } from '../auth/principal';
import { PC_STANDARD, requireTier } from '../auth/tier-policy';
import { forbidden, notFound, type HttpError } from '../http/http-error';
import type { SubjectPolicy } from '../institutions/subject-policy';
import { canOpenProduct } from '../products/product-policy';

/** spec 2 section 2.12: the upsell of the locked create page, as the API's refusal. */
export const CUSTOM_GROUPS_UPSELL =
  'Upgrade your plan to create customized peer groups and perform targeted analyses of your competitors.';

/** spec 1 section 9: the Free plan has the national, state and one asset-size aggregate group. */
export const FREE_PLAN_GROUPS_REFUSAL =
  'Your plan includes the national, state and asset-size peer groups. Upgrade your plan to use this peer group.';

/** Provider and custom groups, and aggregate groups beyond the free three, need Standard. */
export const hasStandardPlan = (principal: Principal) => holdsTier(principal, PC_STANDARD);

/**
 * Who may do what with peer groups. Every route needs the peer-comparison claim and the subject
 * policy for {iid}; custom groups are a Standard feature (spec 2 section 6: creation is locked on
 * the basic plan; a basic plan lists no custom groups, so changing them is Standard too).
 */
export function groupPolicy(subjects: SubjectPolicy) {
  const product = canOpenProduct('peer-comparison');
  return {
    read: [product, subjects.view] satisfies preHandlerAsyncHookHandler[],
    write: [
      product,
      subjects.view,
      requireTier(PC_STANDARD, CUSTOM_GROUPS_UPSELL),
    ] satisfies preHandlerAsyncHookHandler[],
  };
}

interface GroupFacts {
  groupType: number;
  institutionType: string;
  organizationId: string | null;
}

/**
 * Why the caller cannot see the group for a subject of this institution type, or null. Groups
 * of the other institution type and other organizations' custom groups do not exist for them.
 */
export function findRefusal(
  principal: Principal,
  subjectType: InstitutionType,
  group: GroupFacts | undefined,
): HttpError | null {
  if (!group || group.institutionType !== subjectType) return notFound(GROUP_NOT_FOUND_MESSAGE);
  if (group.groupType === GROUP_TYPES.custom && group.organizationId !== principal.organizationId) {
    return notFound(GROUP_NOT_FOUND_MESSAGE);
  }
  return null;
}

/** spec 2 section 6: only custom groups (10) are renamed, deleted or have members changed. */
export function editRefusal(
  principal: Principal,
  subjectType: InstitutionType,
  group: GroupFacts | undefined,
): HttpError | null {
  const hidden = findRefusal(principal, subjectType, group);
  if (hidden) return hidden;
  if (group?.groupType !== GROUP_TYPES.custom) return forbidden(ONLY_CUSTOM_GROUPS_MESSAGE);
  return null;
}
