import path from 'node:path';
import type { ImportSource } from '@app/core/api/admin/data';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { terminalProgress } from '../data/terminal-progress';
import { SyncInputError } from './sync-plan';
import { formatSyncReport, type SourceSyncReport } from './sync-report';
import { syncSources } from './sync-sources';
import { isSyncSourceName, syncSourceNames } from './source-definitions';

export { SyncInputError };

/** The folder under DATA_DIR that keeps downloads (and the parts of interrupted ones). */
export const downloadCache = (config: Pick<Config, 'dataDir'>) =>
  path.join(config.dataDir, 'downloads');

/**
 * `npm run data -- sync [source|all] [--from] [--since]`: runs the sync and prints its report.
 * A report with `failed` makes the command exit 1; "not published yet" is not a failure.
 */
export async function syncCommand(
  db: Database,
  which: string | undefined,
  options: { from?: string; since?: string; config: Pick<Config, 'dataDir'> },
): Promise<SourceSyncReport[]> {
  const wanted = which ?? 'all';
  if (wanted !== 'all' && !isSyncSourceName(wanted))
    throw new SyncInputError(`Unknown source "${wanted}" (${syncSourceNames.join(', ')} or all)`);
  const sources: ImportSource[] = wanted === 'all' ? [...syncSourceNames] : [wanted];
  const reports = await syncSources(db, {
    sources,
    from: options.from,
    since: options.since,
    cacheDir: downloadCache(options.config),
    progress: { ...terminalProgress(), phase: (label) => console.error(`  ${label}`) },
  });
  console.log(formatSyncReport(reports));
  return reports;
}
