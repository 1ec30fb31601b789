import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organization-tables';

/**
 * An organization's OpenID Connect provider (issue 27 point 4), entered by its client-admin.
 * The client secret is stored encrypted (AES-256-GCM under a key derived from the session
 * secret, sso-secret-box.ts) and never answered.
 */
export const organizationSso = pgTable('organization_sso', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  /** The organization's members may not sign in with a password (only through the provider). */
  passwordsDisabled: boolean('passwords_disabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The e-mail domains an organization's provider vouches for: one organization per domain (the
 * primary key), so an address leads to exactly one provider.
 */
export const ssoDomains = pgTable('sso_domains', {
  domain: text('domain').primaryKey(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizationSso.organizationId, { onDelete: 'cascade' }),
});
