import { z } from 'zod';

/** The agencies' files the importer reads (npm run data -- import <source>). */
export const IMPORT_SOURCES = ['ffiec', 'ncua', 'fdic', 'rates'] as const;
export const importSource = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof importSource>;

export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  ffiec: 'FFIEC CDR bulk call report (zip or folder)',
  ncua: 'NCUA quarterly call report (zip or folder)',
  fdic: 'FDIC bulk "All Reports" CSVs (zip or folder)',
  rates: 'FRED CSV series (one CSV, or a folder of them)',
};

/** The largest file the console takes (streamed to disk; bigger files: a server-side folder). */
export const IMPORT_UPLOAD_LIMIT_BYTES = 1024 * 1024 * 1024;
export const IMPORT_UPLOAD_LIMIT_TEXT = '1 GB';

/** The account of one import run (apps/server/src/reference-data/data/import-report.ts). */
export const importReport = z
  .object({
    source: z.string(),
    path: z.string(),
    status: z.enum(['imported', 'refused']),
    refusal: z.string().nullable(),
    institutionType: z.string().nullable(),
    reportDate: z.string().nullable(),
    files: z.array(z.object({ name: z.string(), rows: z.number() })),
    ignoredFiles: z.array(z.string()),
    rowsRead: z.number(),
    institutionsStored: z.number(),
    /** Quarter averages stored per rate (FRED imports). */
    ratesStored: z
      .array(
        z.object({
          rateId: z.string(),
          quarters: z.number(),
          first: z.string().nullable(),
          last: z.string().nullable(),
        }),
      )
      .optional(),
    skipped: z.array(
      z.object({
        file: z.string(),
        line: z.number().nullable(),
        key: z.string(),
        reason: z.string(),
      }),
    ),
    missingRequired: z.array(z.string()),
    missingSchedules: z.array(z.object({ schedule: z.string(), items: z.number() })),
    metricsNotReported: z.array(
      z.object({ metricId: z.string(), metricTitle: z.string(), institutions: z.number() }),
    ),
  })
  .meta({ id: 'ImportReport' });
export type ImportReportData = z.infer<typeof importReport>;

export const IMPORT_RUN_STATES = ['queued', 'running', 'imported', 'refused', 'failed'] as const;

/** One import started from the console, with its progress while it runs and its report after. */
export const importRun = z
  .object({
    id: z.string(),
    source: importSource,
    origin: z.enum(['upload', 'folder']),
    /** The uploaded file's name or the server folder. */
    label: z.string(),
    state: z.enum(IMPORT_RUN_STATES),
    /** The step under way, e.g. "Computing metrics". */
    phase: z.string().nullable(),
    done: z.number().int(),
    total: z.number().int(),
    requestedBy: z.string(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    error: z.string().nullable(),
    report: importReport.nullable(),
  })
  .meta({ id: 'ImportRun' });
export type ImportRun = z.infer<typeof importRun>;

/** An import report of any run, the command line's included. */
export const importReportEntry = z
  .object({ id: z.number().int(), finishedAt: z.string(), report: importReport })
  .meta({ id: 'ImportReportEntry' });
export type ImportReportEntry = z.infer<typeof importReportEntry>;

export const importRunParams = z.object({ importId: z.uuid() });

export const importUploadQuery = z.object({
  source: importSource,
  /** The file's own name: the importers read dates and series from it (DGS10.csv). */
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^/\\]+$/, 'fileName must be a file name, without folders')
    .refine((name) => name !== '.' && name !== '..', 'fileName must be a file name')
    // File systems count bytes (255 at most), not characters.
    .refine(
      (name) => new TextEncoder().encode(name).length <= 200,
      'fileName must be at most 200 bytes',
    ),
});

export const importFolderRequest = z.object({
  source: importSource,
  /** A folder (or .zip) on the server, absolute. */
  path: z.string().trim().min(1).max(1000),
});

/** Limits of the NMD settings (spec 2 section 9). */
export const NMD_TRUNCATION_RANGE = { min: 4, max: 80 } as const;
export const NMD_SIGNIFICANT_EVENT_RANGE = { min: 0.01, max: 1 } as const;

/** The deposit pages' settings, named by their keys in system_settings. */
export const nmdSettings = z
  .object({
    /** Truncation of the decay run-off, in quarters. */
    nmd_trunct: z
      .number()
      .int('nmd_trunct must be a whole number of quarters')
      .min(
        NMD_TRUNCATION_RANGE.min,
        `nmd_trunct must be ${NMD_TRUNCATION_RANGE.min} to ${NMD_TRUNCATION_RANGE.max} quarters`,
      )
      .max(
        NMD_TRUNCATION_RANGE.max,
        `nmd_trunct must be ${NMD_TRUNCATION_RANGE.min} to ${NMD_TRUNCATION_RANGE.max} quarters`,
      ),
    /** Quarterly growth, as a fraction, that counts as a significant event. */
    nmd_sig_event_ind: z
      .number()
      .min(
        NMD_SIGNIFICANT_EVENT_RANGE.min,
        `nmd_sig_event_ind must be ${NMD_SIGNIFICANT_EVENT_RANGE.min} to ${NMD_SIGNIFICANT_EVENT_RANGE.max}`,
      )
      .max(
        NMD_SIGNIFICANT_EVENT_RANGE.max,
        `nmd_sig_event_ind must be ${NMD_SIGNIFICANT_EVENT_RANGE.min} to ${NMD_SIGNIFICANT_EVENT_RANGE.max}`,
      ),
    /** First quarter of the deposit pages: a quarter held. */
    StartNmdReportDate: z.iso.date(),
    /** Newest quarter of the deposit pages: a quarter held, not before the first. */
    CurrentNmdReportDate: z.iso.date(),
  })
  .meta({ id: 'NmdSettings' });
export type NmdSettings = z.infer<typeof nmdSettings>;

export const nmdSettingsView = z
  .object({
    settings: nmdSettings.partial(),
    /** The quarters held, oldest first: the accepted dates. */
    reportDates: z.array(z.string()),
  })
  .meta({ id: 'NmdSettingsView' });
export type NmdSettingsView = z.infer<typeof nmdSettingsView>;
