import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Imports started from the admin console, one row per run: the job updates it as it goes, so
 * every server instance reads the same progress (the screen polls it).
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ffiec, ncua, fdic or rates. */
    source: text('source').notNull(),
    /** upload (a file sent to the server, kept under the data folder) or folder (on the server). */
    origin: text('origin').notNull(),
    /** The file or folder the importer reads. */
    path: text('path').notNull(),
    /** What the admin chose: the uploaded file's name or the folder typed. */
    label: text('label').notNull(),
    /** queued, running, imported, refused or failed. */
    state: text('state').notNull().default('queued'),
    /** The step under way ("Computing metrics"), with its count when it has one. */
    phase: text('phase'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    requestedBy: text('requested_by').notNull(),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why a run failed or was refused. */
    error: text('error'),
    /** The import report (ImportReport of data/import-report.ts) once the run ends. */
    report: jsonb('report'),
  },
  (t) => [index('import_runs_created_idx').on(t.createdAt)],
);
