import { and, eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema/user-tables';

/** Whom a mail about a user goes to: the address, and the first name it greets. */
export const mailRecipient = { email: users.email, firstName: users.firstName };

/** What users tell about themselves (signup, profile), as their own and admins' pages show it. */
export const personalDetails = {
  ...mailRecipient,
  lastName: users.lastName,
  phone: users.phone,
  title: users.title,
};

/** The organization's active client-admins: who decides its requests to join and whom members ask. */
export const activeClientAdminsOf = (organizationId: string) =>
  and(
    eq(users.organizationId, organizationId),
    eq(users.isClientAdmin, true),
    eq(users.membership, 'active'),
  );
