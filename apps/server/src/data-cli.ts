import path from 'node:path';
import { parseArgs } from 'node:util';
import { composeServices } from './compose';
import { loadConfig, type Config } from './platform/config/config';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { jobQueue } from './platform/jobs/job-queue';
import { formatImportReport } from './reference-data/data/import-report';
import { isImportSource, runImport } from './reference-data/data/run-import';
import { terminalProgress } from './reference-data/data/terminal-progress';

const USAGE = `Usage:
  npm run data -- import ffiec <folder or zip>   FFIEC CDR bulk call report, one quarter
  npm run data -- import ncua <folder or zip>    NCUA quarterly call report, one quarter
  npm run data -- import fdic <folder>           FDIC SDI "All Reports" CSV files, one quarter
  npm run data -- import rates <folder or csv>   FRED CSV series (DGS10, DGS5, DGS3MO, FEDFUNDS, WM2NS)
  npm run data -- generate [--scale demo|national] [--rates <FRED folder>] [--seed <n>]
  npm run data -- sync [ffiec|fdic|ncua|rates|all] [--from <URL or folder>] [--since YYYY-MM]
                                                 fetch and import every quarter not yet held
  npm run data -- recompute [ffiec|ncua|all]     compute every stored quarter's metrics again
                                                 (after an upgrade that changes the catalogue)
  npm run data -- lineage ncua <folder or zip>   NCUA account → schedule → metrics (Markdown)
  npm run data -- successors <csv>               mergers and charter conversions (docs/data.md)

The database is the one the server uses: DATABASE_URL, else the embedded one in DATA_DIR.`;

async function importFiles(database: DatabaseHandle, config: Config, source: string, file: string) {
  const { db } = database;
  if (!isImportSource(source)) throw new UsageError(`Unknown source "${source}"`);
  const { report, summary } = await runImport(db, source, file, {
    ...terminalProgress(),
    phase: () => undefined,
  });
  console.log(formatImportReport(report));
  if (report.status === 'refused') throw new RefusedError(report.refusal ?? 'refused');
  console.log(summary);
  if (report.reportDate) await notifyFollowers(database, config, report.source, report.reportDate);
}

/** One notification per follower and quarter (a re-run import tells nobody twice). */
async function notifyFollowers(
  database: DatabaseHandle,
  config: Config,
  source: string,
  reportDate: string,
) {
  const log = {
    info: (m: string) => console.log(m),
    error: (e: unknown, m: string) => console.error(m, e),
  };
  const jobs = jobQueue(database.jobConnection, log);
  try {
    const { customers } = composeServices({ config, db: database.db, jobs, log });
    const { created } = await customers.notifications.notifyNewQuarter({ source, reportDate });
    console.log(`Notified ${created} follower(s) of ${source} ${reportDate}.`);
  } finally {
    await jobs.stop();
  }
}

const isNewData = (outcome: string) => outcome === 'imported' || outcome === 'replaced';

class UsageError extends Error {}
class RefusedError extends Error {}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      scale: { type: 'string', default: 'demo' },
      rates: { type: 'string' },
      seed: { type: 'string', default: '1' },
      from: { type: 'string' },
      since: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return;
  }
  // npm runs this inside apps/server; paths are meant from where the user typed the command.
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  const resolve = (p: string | undefined) => {
    if (!p) throw new UsageError('A path is required.');
    return path.resolve(baseDir, p);
  };
  const config = loadConfig(process.env, baseDir);
  const [command, what, target] = positionals;

  if (command === 'lineage' && what === 'ncua') {
    // Reads the catalogue and the cycle's AcctDesc.txt only: no database.
    const { lineageMarkdown, ncuaLineage } = await import('./reference-data/data/ncua-lineage');
    console.log(lineageMarkdown(await ncuaLineage(resolve(target))));
    return;
  }
  const database = await openDatabase(config);
  try {
    if (command === 'import' && what) {
      await importFiles(database, config, what, resolve(target));
    } else if (command === 'sync') {
      const { syncCommand, SyncInputError } = await import('./reference-data/sync/sync-command');
      const from =
        values.from && !/^https?:/i.test(values.from) ? resolve(values.from) : values.from;
      const startedAt = new Date();
      const reports = await syncCommand(database.db, what, {
        from,
        since: values.since,
        config,
      }).catch((error: unknown) => {
        throw error instanceof SyncInputError ? new UsageError(error.message) : error;
      });
      const { recordCommandLineRuns } = await import('./admin/data/sync-job');
      const { syncRunRepository } = await import('./admin/data/sync-run-repository');
      await recordCommandLineRuns(syncRunRepository(database.db), reports, startedAt);
      // A new or re-published quarter tells its followers, as an import does (once per quarter).
      for (const report of reports) {
        for (const quarter of report.outcomes) {
          if (report.source !== 'rates' && isNewData(quarter.outcome))
            await notifyFollowers(database, config, report.source, quarter.period);
        }
      }
      if (reports.some((r) => r.failed)) process.exitCode = 1;
    } else if (command === 'successors' && what) {
      const { formatSuccessorsLoaded, loadSuccessors } =
        await import('./reference-data/data/successors/load-successors');
      const { ImportFileError } = await import('./reference-data/data/call-report');
      const loaded = await loadSuccessors(database.db, resolve(what)).catch((error: unknown) => {
        throw error instanceof ImportFileError ? new RefusedError(error.message) : error;
      });
      console.log(formatSuccessorsLoaded(loaded));
    } else if (command === 'recompute') {
      const { recomputeMetrics } = await import('./reference-data/data/recompute-metrics');
      const which = { ffiec: 'bank', ncua: 'credit union', all: 'all' } as const;
      const key = (what ?? 'all') as keyof typeof which;
      if (!Object.hasOwn(which, key))
        throw new UsageError(`Unknown source "${what}": ffiec, ncua or all`);
      for (const done of await recomputeMetrics(database.db, which[key], terminalProgress()))
        console.log(
          `Recomputed ${done.institutionType} metrics: ${done.quarters} quarters, ${done.rows} rows.`,
        );
    } else if (command === 'generate') {
      const { generateDataset } = await import('./reference-data/synthetic/generate-dataset');
      await generateDataset(database.db, {
        scale: values.scale === 'national' ? 'national' : 'demo',
        ratesFolder: values.rates ? resolve(values.rates) : undefined,
        seed: Number(values.seed),
        progress: terminalProgress(),
      });
    } else {
      throw new UsageError(`Unknown command "${positionals.join(' ')}"`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof RefusedError) {
    console.error(`Refused: ${error.message}\nNothing was changed in the database.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
