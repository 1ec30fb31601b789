import { z } from 'zod';
import { IMPORT_SOURCES, importSource } from './data';

/** Limits of the sync schedule the platform admin sets (issue 25 point 2). */
export const SYNC_WINDOW_DAYS_RANGE = { min: 0, max: 91 } as const;
export const SYNC_EVERY_DAYS_RANGE = { min: 1, max: 31 } as const;

const days = (name: string, range: { min: number; max: number }) =>
  z
    .number()
    .int(`${name} must be a whole number of days`)
    .min(range.min, `${name} must be ${range.min} to ${range.max} days`)
    .max(range.max, `${name} must be ${range.min} to ${range.max} days`);

/**
 * When the scheduled sync runs, per source: every `windowEveryDays` in the `windowDays` after
 * a quarter's filing deadline (call reports filed, the agency publishing them), every
 * `otherEveryDays` otherwise.
 */
export const syncSchedule = z
  .object({
    /** Off: nothing runs by itself; "Sync now" still does. */
    enabled: z.boolean(),
    /** The sources the schedule syncs (FFIEC needs SYNC_FFIEC_URL: its site is a form). */
    sources: z
      .array(importSource)
      .max(IMPORT_SOURCES.length)
      .refine((s) => new Set(s).size === s.length, 'sources must not repeat a source'),
    windowDays: days('windowDays', SYNC_WINDOW_DAYS_RANGE),
    windowEveryDays: days('windowEveryDays', SYNC_EVERY_DAYS_RANGE),
    otherEveryDays: days('otherEveryDays', SYNC_EVERY_DAYS_RANGE),
  })
  .meta({ id: 'SyncSchedule' });
export type SyncSchedule = z.infer<typeof syncSchedule>;

/** Daily in the six weeks after each filing deadline, weekly otherwise. */
export const DEFAULT_SYNC_SCHEDULE: SyncSchedule = {
  enabled: true,
  sources: [...IMPORT_SOURCES],
  windowDays: 42,
  windowEveryDays: 1,
  otherEveryDays: 7,
};

export const SYNC_RUN_STATES = ['queued', 'running', 'succeeded', 'failed', 'skipped'] as const;

/** One run of the sync for one source, scheduled or asked for with "Sync now". */
export const syncRun = z
  .object({
    id: z.string(),
    source: importSource,
    /** `command line`: `npm run data -- sync`, recorded once it ended. */
    trigger: z.enum(['schedule', 'manual', 'command line']),
    /** Who pressed "Sync now"; null for a scheduled run or the command line. */
    requestedBy: z.string().nullable(),
    state: z.enum(SYNC_RUN_STATES),
    /** The step under way ("NCUA call reports 2025-12-31: importing …"). */
    phase: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** Why the run failed: the report's failed lines, or the error that stopped it. */
    failure: z.string().nullable(),
    /** The report as the command line prints it, one line each. */
    lines: z.array(z.string()),
    /** The failure was e-mailed to the platform admins (once per failure, until a success). */
    failureMailed: z.boolean(),
  })
  .meta({ id: 'SyncRun' });
export type SyncRun = z.infer<typeof syncRun>;

/** What the data screen shows of one source. */
export const syncSourceStatus = z
  .object({
    source: importSource,
    title: z.string(),
    /** On the schedule (the schedule is on and names the source). */
    scheduled: z.boolean(),
    /** When a run last checked the source (ISO), null before the first. */
    lastCheck: z.string().nullable(),
    /** The newest quarter the database holds of the source's institutions (YYYY-MM-DD). */
    newestHeld: z.string().nullable(),
    /** When the schedule runs it next (ISO); null when not scheduled or while a run is open. */
    nextRun: z.string().nullable(),
    /** The last run's failure, shown until a run succeeds. */
    failure: z.string().nullable(),
  })
  .meta({ id: 'SyncSourceStatus' });
export type SyncSourceStatus = z.infer<typeof syncSourceStatus>;

export const syncOverview = z
  .object({
    schedule: syncSchedule,
    sources: z.array(syncSourceStatus),
    /** The latest runs, newest first. */
    runs: z.array(syncRun),
  })
  .meta({ id: 'SyncOverview' });
export type SyncOverview = z.infer<typeof syncOverview>;

export const syncNowRequest = z.object({ source: z.enum([...IMPORT_SOURCES, 'all']) });
