import { users } from '../db/schema/user-tables';

/** Whom a mail about a user goes to: the address, and the first name it greets. */
export const mailRecipient = { email: users.email, firstName: users.firstName };

/** What users tell about themselves (signup, profile), as their own and admins' pages show it. */
export const personalDetails = {
  ...mailRecipient,
  lastName: users.lastName,
  phone: users.phone,
  title: users.title,
};
