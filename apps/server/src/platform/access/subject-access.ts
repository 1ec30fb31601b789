import { and, eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/database';
import { userInstitutions } from '../db/schema/user-tables';

/**
 * Who may look at an institution as the subject of the analytics (the {iid} of /api/{iid}/…):
 * platform admins and MULTI organizations any institution (spec 1 section 6: they search and
 * switch); everyone else their organization's own institution and the institutions on their
 * own list (a HOLD organization's "My Banks"). Peers are read through groups and lists, not
 * as subjects.
 */
export function subjectAccess(db: Database) {
  const onUserList = async (userId: string, iid: number) => {
    const [row] = await db
      .select({ iid: userInstitutions.iid })
      .from(userInstitutions)
      .where(and(eq(userInstitutions.userId, userId), eq(userInstitutions.iid, iid)));
    return row !== undefined;
  };

  return {
    mayView: async (principal: Principal, iid: number) =>
      principal.isPlatformAdmin ||
      principal.organizationType === 'MULTI' ||
      principal.institutionIid === iid ||
      onUserList(principal.userId, iid),
  };
}

export type SubjectAccess = ReturnType<typeof subjectAccess>;
