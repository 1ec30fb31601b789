import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The agency files the sync imported, one row per source and period (a quarter's report date,
 * or "series" for the FRED rates): the content hash tells a re-published file from the one
 * already held, and the HTTP validators let the next check ask "changed since?" first.
 */
export const syncedFiles = pgTable(
  'synced_files',
  {
    /** ffiec, fdic, ncua or rates. */
    source: text('source').notNull(),
    /** The quarter's report date (YYYY-MM-DD), or "series" for the rates. */
    period: text('period').notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file as downloaded (hex); for the rates, of every series' hashes. */
    contentHash: text('content_hash').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.period] })],
);

/**
 * Each run of the sync, one source per run: the scheduled ones and the console's "Sync now".
 * The schedule's state lives here (the next run follows from the last), so server instances
 * keep none: at most one run per source is open (queued or running) and a scheduled run's
 * slot is unique, so two instances that find the same run due queue it once.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ffiec, fdic, ncua or rates. */
    source: text('source').notNull(),
    /** schedule, or manual ("Sync now"). */
    trigger: text('trigger').notNull(),
    /** Who pressed "Sync now" (their e-mail); null for a scheduled run. */
    requestedBy: text('requested_by'),
    /** The time the schedule made the run due: the slot two instances agree on. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** queued, running, succeeded, failed or skipped (a source with no address). */
    state: text('state').notNull().default('queued'),
    /** The step under way, while running. */
    phase: text('phase'),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why it failed: the report's failed lines, or the error that stopped the run. */
    failure: text('failure'),
    /** The failure was e-mailed to the platform admins (not again while the same one lasts). */
    failureMailed: boolean('failure_mailed').notNull().default(false),
    /** The report as the command line prints it. */
    reportText: text('report_text'),
    /** The report itself (SourceSyncReport of reference-data/sync/sync-report.ts). */
    report: jsonb('report'),
  },
  (t) => [
    uniqueIndex('sync_runs_slot_idx').on(t.source, t.scheduledFor),
    uniqueIndex('sync_runs_open_idx')
      .on(t.source)
      .where(sql`${t.finishedAt} is null`),
    index('sync_runs_created_idx').on(t.createdAt),
  ],
);
