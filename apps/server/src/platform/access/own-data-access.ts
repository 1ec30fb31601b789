import { eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/database';
import { users } from '../db/schema/user-tables';
import { forbidden, notFound } from '../http/http-error';
import { OWN_DATA_MESSAGES, dataSourceOf } from '@app/core/api/own-deposit-data';
import type { Rule } from './rule';

/** Who may manage the own deposit data: "Only … may do this". */
export const OWN_DATA_MANAGE_REFUSAL =
  "Only your organization's administrators and members with the deposit data permission may upload or delete deposit data.";

/**
 * The rules of an organization's own deposit data (issue 29). It belongs to the organization's
 * own institution: anyone else — another organization, a platform admin acting as any
 * institution — is told there is none (404), so its existence is not disclosed either.
 */
export function ownDataAccess(db: Database) {
  const isOwnInstitution = (p: Principal, iid: number) =>
    !p.isPlatformAdmin && p.institutionIid !== null && p.institutionIid === iid;

  /** The {iid} is the caller's own organization's institution, else 404. */
  const ownInstitution: Rule<{ params: { iid: number } }> = (p, { params }) =>
    isOwnInstitution(p, params.iid) ? null : notFound(OWN_DATA_MESSAGES.notFound);

  /** Client-admin, or a member given the deposit data permission. */
  const mayManage = async (p: Principal) => {
    if (p.isClientAdmin) return true;
    const [row] = await db
      .select({ allowed: users.depositDataPermission })
      .from(users)
      .where(eq(users.id, p.userId));
    return row?.allowed === true;
  };
  const manager: Rule = async (p) =>
    (await mayManage(p)) ? null : forbidden(OWN_DATA_MANAGE_REFUSAL);

  /** An analysis asked of `source=own:…` reads the caller's own data only. */
  const ownSource: Rule<{ params: { iid: number }; query: { source?: string | undefined } }> = (
    p,
    { params, query },
  ) =>
    dataSourceOf(query.source).kind === 'call-report' || isOwnInstitution(p, params.iid)
      ? null
      : notFound(OWN_DATA_MESSAGES.notFound);

  return { ownInstitution, manager, mayManage, ownSource, isOwnInstitution };
}
