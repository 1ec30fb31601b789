import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config/config';
import { openDatabase, type Database } from './db/database';
import { metricsOf } from './catalogue/find-metric';
import { importRates } from './rates/import-rates';
import { ImportFileError, type ImportBatch } from './data/call-report';
import { importBatch } from './data/import-batch';
import { formatImportReport, reportOfRefusal, storeImportReport } from './data/import-report';
import { readFdicAllReports } from './data/importers/read-fdic';
import { readFfiecCallReport } from './data/importers/read-ffiec';
import { readNcuaCallReport } from './data/importers/read-ncua';
import { refreshDataSettings } from './data/refresh-data-settings';
import { terminalProgress } from './data/terminal-progress';

const USAGE = `Usage:
  npm run data -- import ffiec <folder or zip>   FFIEC CDR bulk call report, one quarter
  npm run data -- import ncua <folder or zip>    NCUA quarterly call report, one quarter
  npm run data -- import fdic <folder>           FDIC SDI "All Reports" CSV files, one quarter
  npm run data -- import rates <folder>          FRED CSV series (DGS10, DGS5, DGS3MO, FEDFUNDS, WM2NS)
  npm run data -- generate [--scale demo|national] [--rates <FRED folder>] [--seed <n>]
  npm run data -- lineage ncua <folder or zip>   NCUA account → schedule → metrics (Markdown)

The database is the one the server uses: DATABASE_URL, else the embedded one in DATA_DIR.`;

const readers: Record<string, (p: string) => Promise<ImportBatch>> = {
  ffiec: readFfiecCallReport,
  ncua: readNcuaCallReport,
  fdic: readFdicAllReports,
};

async function importCallReport(db: Database, source: string, file: string) {
  const reader = readers[source];
  if (!reader) throw new UsageError(`Unknown source "${source}"`);
  const startedAt = new Date();
  const started = startedAt.getTime();
  let batch: ImportBatch;
  try {
    batch = await reader(file);
  } catch (error) {
    // A refused download is reported and recorded too: the admin console shows failed runs.
    if (error instanceof ImportFileError) {
      const report = reportOfRefusal(source, file, error.message, error.reading);
      console.log(formatImportReport(report));
      await storeImportReport(db, report, startedAt);
    }
    throw error;
  }
  const institutionType = batch.institutions[0]?.institutionType ?? 'bank';
  const result = await importBatch(db, batch, metricsOf(institutionType), {
    progress: terminalProgress(),
    report: { path: file, startedAt },
  });
  await refreshDataSettings(db);
  if (result.report) console.log(formatImportReport(result.report));
  console.log(
    `Imported ${batch.source} ${batch.reportDate}: ${batch.institutions.length} institutions, ` +
      `${batch.reports.length} reports; metrics for ${result.quarters} quarter(s) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

class UsageError extends Error {}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      scale: { type: 'string', default: 'demo' },
      rates: { type: 'string' },
      seed: { type: 'string', default: '1' },
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
    const { lineageMarkdown, ncuaLineage } = await import('./data/ncua-lineage');
    console.log(lineageMarkdown(await ncuaLineage(resolve(target))));
    return;
  }
  const database = await openDatabase(config);
  try {
    if (command === 'import' && what === 'rates') {
      const loaded = await importRates(database.db, resolve(target));
      for (const r of loaded)
        console.log(`${r.rateId}: ${r.quarters} quarters, ${r.first} to ${r.last}`);
    } else if (command === 'import' && what) {
      await importCallReport(database.db, what, resolve(target));
    } else if (command === 'generate') {
      const { generateDataset } = await import('./synthetic/generate-dataset');
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
  } else if (error instanceof ImportFileError) {
    console.error(`Refused: ${error.message}\nNothing was changed in the database.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
