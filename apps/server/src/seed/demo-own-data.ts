import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { organizations } from '../platform/db/schema/organization-tables';
import { users } from '../platform/db/schema/user-tables';
import { fileLines } from '../analytics/own-data/own-data-file';
import { ownDataRepository } from '../analytics/own-data/own-data-repository';
import { validateOwnData } from '../analytics/own-data/own-data-validation';
import { demoOwnDepositCsv } from '../reference-data/synthetic/own-deposit-file';

/** Whose organization holds the demo's own deposit data. */
export const DEMO_OWN_DATA_USER = 'nmd@example.com';
export const DEMO_OWN_DATA_FILE = 'Blue Mesa Bank deposits 2016-2025.csv';

/**
 * The demo's own deposit data (issue 29): nmd@example.com's organization starts with a
 * generated file of 6 products over 10 years, stored as an upload by that user would be (the
 * same parser, validation and repository), so the Own Data page and the source switch show
 * something at the first sign-in. Not audit-logged: nobody uploaded it.
 */
export async function seedDemoOwnData(db: Database): Promise<boolean> {
  const [owner] = await db
    .select({
      userId: users.id,
      organizationId: users.organizationId,
      iid: organizations.institutionIid,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, DEMO_OWN_DATA_USER));
  if (!owner || owner.iid === null) return false;
  const repository = ownDataRepository(db);
  if (await repository.uploadOf(owner.organizationId)) return false;
  const bytes = new TextEncoder().encode(demoOwnDepositCsv());
  const validation = validateOwnData(await fileLines(bytes), { acceptGaps: false });
  if (!validation.ok) throw new Error('the generated own deposit data does not validate');
  await repository.replace(
    {
      organizationId: owner.organizationId,
      iid: owner.iid,
      fileName: DEMO_OWN_DATA_FILE,
      bytes: bytes.length,
      acceptsGaps: false,
      uploadedBy: owner.userId,
    },
    validation.rows,
  );
  return true;
}
