import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { institutions } from './institution-tables';

export const partners = pgTable('partners', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  logoFile: text('logo_file').notNull(),
  logoWidth: integer('logo_width').notNull(),
  logoHeight: integer('logo_height').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  url: text('url').notNull(),
  adImage: text('ad_image').notNull(),
  adUrl: text('ad_url').notNull(),
});

/**
 * A partner's logo or advert uploaded in the admin console; partners.logo_file or ad_image then
 * points at the public route that serves it.
 */
export const partnerImages = pgTable(
  'partner_images',
  {
    partnerCode: text('partner_code')
      .notNull()
      .references(() => partners.code, { onDelete: 'cascade' }),
    /** logo or advert. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerCode, t.kind] })],
);

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** MULTI, HOLD or SINGLE (spec 1 section 1). */
  organizationType: text('organization_type').notNull(),
  institutionIid: integer('institution_iid').references(() => institutions.iid),
  partnerCode: text('partner_code').references(() => partners.code),
  /**
   * Raised in the transaction that creates, edits or deletes one of the organization's custom
   * peer groups: analytics answers kept per data version are kept per this too (answer-cache.ts).
   */
  peerGroupsVersion: integer('peer_groups_version').notNull().default(0),
  createdAt: createdAt(),
});

/** An organization's own logo (account administration), shown on print pages. */
export const organizationLogos = pgTable('organization_logos', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
