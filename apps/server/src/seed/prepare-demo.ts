import { sql } from 'drizzle-orm';
import type { InstitutionType } from '@app/core/domain/products';
import { queryRows, type Database } from '../platform/db/database';
import { terminalProgress } from '../reference-data/data/terminal-progress';
import {
  SETTING_KEYS,
  systemSettingsRepository,
} from '../platform/settings/system-settings-repository';
import {
  generateDataset,
  type GenerateDatasetOptions,
} from '../reference-data/synthetic/generate-dataset';
import { seedDemo } from './demo-seed';
import { seedDemoOwnData } from './demo-own-data';
import { demoLoadFailureReason, demoLoadState } from '../customers/status/demo-load-state';

/** Demo mode: the demo accounts (with their institutions) on an empty database. */
export async function seedDemoAccounts(db: Database, log: (message: string) => void) {
  if (await seedDemo(db)) {
    log('Demo accounts created (password "demo-password"); see README.');
    if (await seedDemoOwnData(db)) log('Own deposit data of nmd@example.com generated.');
  }
}

/** The background job that loads the demo dataset (main.ts queues it at every start). */
export const DEMO_LOAD_JOB = 'demo-load';

export interface DemoLoadLog {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

/** Internal (tests): a smaller dataset, a stop point, a stand-in for the disk. */
export type DemoLoadOptions = Partial<
  Pick<
    GenerateDatasetOptions,
    'institutionCount' | 'quarterCount' | 'signal' | 'writeFile' | 'progress' | 'log'
  >
>;

export type DemoLoadOutcome = 'loaded' | 'not needed' | 'stopped' | 'failed';

/**
 * Demo mode on a database without call reports: the synthetic demo dataset, loaded through the
 * same importers as real files. It runs after the server listens, so sign-in works at once and
 * the figures appear as the quarters load.
 *
 * A load that was killed resumes at the next start from the quarters already stored (each
 * quarter of each type commits on its own, see runPipeline), rather than staying "loading"
 * for ever or starting over. A load that fails (a full disk) is recorded with its reason for
 * GET /api/status and the demo notice, and does not stop the server: it never throws.
 */
export async function loadDemoData(
  db: Database,
  log: DemoLoadLog,
  options: DemoLoadOptions = {},
): Promise<DemoLoadOutcome> {
  const record = demoLoadState(systemSettingsRepository(db));
  try {
    const stored = await resumePoint(db);
    if (!stored) return 'not needed';
    const held = Object.values(stored).reduce((n, dates) => Math.max(n, dates.length), 0);
    await record.started();
    log.info(
      held === 0
        ? 'Loading the synthetic demo dataset (first start only)...'
        : `Resuming the synthetic demo dataset after ${held} stored quarters...`,
    );
    const result = await generateDataset(db, {
      scale: 'demo',
      seed: 1,
      progress: terminalProgress(),
      ...options,
      stored,
    });
    await record.finished();
    log.info(
      `Demo dataset loaded: ${result.banks} banks, ${result.creditUnions} credit unions, ${result.quarters} quarters.`,
    );
    return 'loaded';
  } catch (error) {
    if (options.signal?.aborted) return 'stopped';
    const reason = demoLoadFailureReason(error);
    log.error(error, `${reason} Restart the server to resume it.`);
    await record.failed(reason);
    return 'failed';
  }
}

/**
 * The report dates already stored per type when the demo load should (still) run, or null
 * when it should not: it finished, or the call reports come from somewhere else (an import,
 * or a load from before the load was recorded that did finish).
 */
async function resumePoint(
  db: Database,
): Promise<Partial<Record<InstitutionType, string[]>> | null> {
  const record = await demoLoadState(systemSettingsRepository(db)).read();
  if (record.state === 'done') return null;
  const rows = await queryRows<{ institution_type: InstitutionType; dates: string[] }>(
    db,
    sql`select institution_type, array_agg(distinct report_date::text) as dates
        from call_reports group by institution_type`,
  );
  if (record.state === undefined && rows.length > 0) {
    const finished =
      (await systemSettingsRepository(db).get(SETTING_KEYS.nmdCurrentDate)) !== undefined;
    const [imported] = await queryRows<{ any: boolean }>(
      db,
      sql`select exists (select 1 from call_reports c join institutions i using (iid)
                         where not i.synthetic) as any`,
    );
    if (finished || imported?.any) return null;
  }
  return Object.fromEntries(rows.map((r) => [r.institution_type, r.dates]));
}
