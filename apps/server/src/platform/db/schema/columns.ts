import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When the row was written, stamped by the database (one clock for every server instance). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL bytea: drizzle has no built-in binary column type. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
