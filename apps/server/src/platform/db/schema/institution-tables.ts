import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Banks and credit unions. iid: packages/core/src/domain/institution-ids.ts (RSSD id for banks,
 * charter number plus an offset for credit unions); agencyId is the agency's own number.
 */
export const institutions = pgTable(
  'institutions',
  {
    iid: integer('iid').primaryKey(),
    agencyId: integer('agency_id').notNull(),
    institutionType: text('institution_type').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip'),
    website: text('website'),
    /** Banks: Industrial, Mutual, Non-Traditional, Stock or SubS. */
    ownershipType: text('ownership_type'),
    fdicCert: integer('fdic_cert'),
    /** Credit unions: type of membership (FOICU TOM_CODE) and low-income designation. */
    tomCode: integer('tom_code'),
    lowIncome: boolean('low_income'),
    active: boolean('active').notNull().default(true),
    lastReportingDate: date('last_reporting_date'),
    /** Made by the synthetic generator: shown with a demo-data label. */
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (t) => [
    index('institutions_name_idx').on(sql`lower(${t.name})`),
    // The name search's "a word starts with" test (institutions-repository.ts), read through
    // trigrams (pg_trgm, migration 0031): a scan of every name took 11 ms on the national data.
    index('institutions_name_words_idx').using('gin', sql`(' ' || lower(${t.name})) gin_trgm_ops`),
    index('institutions_type_idx').on(t.institutionType, t.active),
  ],
);

/**
 * What became of an institution that stopped filing under its own id: merged into another, or
 * converted to another charter (a credit union that became a bank). Loaded by an operator from
 * a lineage file (`npm run data -- successors`, docs/data.md "Successors"); the institution's
 * own history stays under its iid. No foreign keys: a lineage file may name institutions whose
 * filings are loaded later, or never (a successor known only by name).
 */
export const institutionSuccessors = pgTable('institution_successors', {
  iid: integer('iid').primaryKey(),
  /** 'merger' or 'conversion' (SUCCESSION_EVENTS). */
  event: text('event').notNull(),
  successorIid: integer('successor_iid'),
  /** The successor's name as the file gives it; a stored successor shows its own name. */
  successorName: text('successor_name').notNull(),
  effectiveDate: date('effective_date').notNull(),
  /** The file it was loaded from, and when. */
  source: text('source').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** NCUA types of membership (spec 2 section 3: tomCode, tomCodeAlpha, tomCodeDesc). */
export const typesOfMembership = pgTable('types_of_membership', {
  tomCode: integer('tom_code').primaryKey(),
  tomCodeAlpha: text('tom_code_alpha').notNull(),
  tomCodeDesc: text('tom_code_desc').notNull(),
});
