import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { institutions } from './institution-tables';

/**
 * Raw call-report items per institution and quarter, in the agency's own codes and units
 * (thousands for banks, dollars for credit unions; income year-to-date), as imported.
 */
export const callReports = pgTable(
  'call_reports',
  {
    iid: integer('iid')
      .notNull()
      .references(() => institutions.iid, { onDelete: 'cascade' }),
    reportDate: date('report_date').notNull(),
    institutionType: text('institution_type').notNull(),
    source: text('source').notNull(),
    items: jsonb('items').$type<Record<string, number>>().notNull(),
    /** Codes this row withheld (CONF, NR): unknown, not blank (see CallReport.withheld). */
    withheld: text('withheld').array(),
  },
  (t) => [
    primaryKey({ columns: [t.iid, t.reportDate] }),
    index('call_reports_date_idx').on(t.institutionType, t.reportDate),
  ],
);

/**
 * Per institution type and quarter, the item codes the agency's form has but the imported
 * files did not carry (a schedule left out of the download): absent for every institution,
 * and unknown rather than blank. No row: nothing known to be missing.
 */
export const sourceGaps = pgTable(
  'source_gaps',
  {
    institutionType: text('institution_type').notNull(),
    reportDate: date('report_date').notNull(),
    items: text('items').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionType, t.reportDate] })],
);

/**
 * One row per run of `npm run data -- import` (and refused runs): what was read, stored,
 * skipped and left null, as printed at the end of the run (data/import-report.ts). The
 * platform admin console reads it.
 */
export const importReports = pgTable(
  'import_reports',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    /** The folder or zip given, as typed (resolved). */
    path: text('path').notNull(),
    /** imported, or refused (nothing was stored). */
    status: text('status').notNull(),
    institutionType: text('institution_type'),
    reportDate: date('report_date'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    /** The whole report (ImportReport in data/import-report.ts). */
    report: jsonb('report').notNull(),
  },
  (t) => [index('import_reports_finished_idx').on(t.finishedAt)],
);

/** The quarters held per institution type, kept by the import (a cheap read for the sliders). */
export const reportDates = pgTable(
  'report_dates',
  {
    institutionType: text('institution_type').notNull(),
    reportDate: date('report_date').notNull(),
    institutions: integer('institutions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionType, t.reportDate] })],
);

/**
 * A counter per institution type, raised in the transaction that computes its metrics (every
 * import and generation does): a process may keep what it derived from the data (the
 * searches' candidates) for as long as the counter it read with it is current.
 */
export const dataVersions = pgTable('data_versions', {
  institutionType: text('institution_type').primaryKey(),
  version: integer('version').notNull(),
  /** When the data last changed: the console's "loaded" time, demo loads included. */
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
