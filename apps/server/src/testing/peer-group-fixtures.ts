import { and, eq, type SQL } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../platform/db/database';
import { organizations } from '../platform/db/schema/organization-tables';
import { peerGroupMembers, peerGroups } from '../platform/db/schema/peer-group-tables';

/**
 * Adds a bank custom group (type 10) of the organization whose institution is `ownerIid`,
 * holding `iids`; answers its id.
 */
export async function addCustomGroup(
  db: Database,
  input: { ownerIid: number; name: string; iids: readonly number[] },
): Promise<number> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.institutionIid, input.ownerIid));
  if (!org) throw new Error(`No organization of institution ${input.ownerIid}.`);
  const [group] = await db
    .insert(peerGroups)
    .values({ groupType: 10, institutionType: 'bank', name: input.name, organizationId: org.id })
    .returning({ groupId: peerGroups.groupId });
  const groupId = group!.groupId;
  if (input.iids.length > 0) {
    await db.insert(peerGroupMembers).values(input.iids.map((iid) => ({ groupId, iid })));
  }
  return groupId;
}

/** The id of the seeded group of the institution type that `where` picks (national, a state…). */
export async function seededGroupId(
  db: Database,
  institutionType: InstitutionType,
  ...where: SQL[]
): Promise<number> {
  const [row] = await db
    .select({ groupId: peerGroups.groupId })
    .from(peerGroups)
    .where(and(eq(peerGroups.institutionType, institutionType), ...where));
  if (!row) throw new Error('No such seeded peer group.');
  return row.groupId;
}
