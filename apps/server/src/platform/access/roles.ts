import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { requireAccountHolder, requirePrincipal } from '../auth/guards';
import type { Principal } from '../auth/principal';
import { forbidden } from '../http/http-error';
import { REFUSALS } from './entitlements';

/**
 * A rule by who the caller is, for the routes that are about the caller, their organization or
 * the platform rather than an institution's analytics (those are access-layer.ts). A pending or
 * ended member is refused before the check, unless the rule is open to join requests.
 */
export function authorize(
  check: (principal: Principal, request: FastifyRequest) => boolean | Promise<boolean>,
  refusal = 'You do not have access to this.',
  options: { openToJoinRequests?: boolean } = {},
): CallerRule {
  const rule: CallerRule = async (request) => {
    const principal = options.openToJoinRequests
      ? requireAccountHolder(request)
      : requirePrincipal(request);
    if (!(await check(principal, request))) throw forbidden(refusal);
  };
  // It reads only who is calling, so it runs before the schemas: a caller it refuses learns
  // nothing of the route's input rules (403 before 400, contract-route.ts).
  rule.beforeValidation = true;
  return rule;
}

/** A rule that decides on the caller alone, without the request's parsed input. */
export interface CallerRule extends preHandlerAsyncHookHandler {
  beforeValidation?: true;
}

/**
 * spec 1 section 6: MULTI organizations may search any institution, switch, and add and remove
 * favourites. Platform admins may look at any institution too. Others have a fixed list (a
 * HOLD organization's "My Banks"): they may flag favourites and record visits on it, but not
 * add to it or remove from it, since the list is what they may open.
 */
export const mayChangeInstitutionList = (principal: Principal) =>
  principal.organizationType === 'MULTI' || principal.isPlatformAdmin;

export const roles = {
  /**
   * Any signed-in member of their organization: their own remembered choices, tours,
   * activity, messages sent to everyone or their organization, news, feedback, the report
   * dates and reference texts. The queries are scoped by the caller, so there is nobody else's
   * row to refuse.
   */
  member: authorize(() => true),
  /**
   * Any signed-in user, a pending or ended request to join included: who they are, their
   * profile, password and membership; never the organization's data.
   */
  ownAccount: authorize(() => true, undefined, { openToJoinRequests: true }),
  /** The caller's own organization: users, logo. */
  clientAdmin: authorize((p) => p.isClientAdmin, REFUSALS.clientAdmin),
  /**
   * What the organization pays for and who joins it: a client-admin of it, or a platform admin
   * (the services check it is the caller's own organization, or any for a platform admin).
   */
  organizationAdmin: authorize((p) => p.isClientAdmin || p.isPlatformAdmin, REFUSALS.clientAdmin),
  platformAdmin: authorize((p) => p.isPlatformAdmin, REFUSALS.platformAdmin),
  changeInstitutionList: authorize(mayChangeInstitutionList, REFUSALS.institutionList),
};
