import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './platform/config/paths';
import { openEmbeddedDatabase } from './platform/db/database';
import { callReports } from './platform/db/schema/call-report-tables';
import { metricRatioParts, metricValues } from './platform/db/schema/metric-tables';
import { syncRuns } from './platform/db/schema/sync-tables';
import { recentImportReports } from './reference-data/data/import-report';
import { zipFolder } from './testing/zip-folder';

const run = promisify(execFile);
const fixtures = path.join(serverRoot, 'src', 'reference-data', 'data', 'importers', 'fixtures');

/** The data command line as a user runs it, on an embedded database in a fresh folder. */
async function data(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'src/data-cli.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: serverRoot, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run data', () => {
  it('imports an NCUA quarter, then refuses a truncated one and keeps the first', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-data-'));
    const ok = await data(dataDir, 'import', 'ncua', path.join(fixtures, 'ncua-2025-12'));
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/Imported ncua 2025-12-31: \d+ institutions, \d+ reports/);
    // The import report: the schedules AcctDesc.txt names that the download lacks, and what
    // their absence leaves null.
    expect(ok.stdout).toContain('  institutions stored: 3');
    expect(ok.stdout).toContain('  schedules missing from the files: 2');
    expect(ok.stdout).toContain('    FS220N (2 items, not reported)');
    expect(ok.stdout).toContain('    FPR_ALLLLN Allowance to Loans: 2 institutions');
    // The followers are told after the import (a database without users has none).
    expect(ok.stdout).toContain('Notified 0 follower(s) of ncua 2025-12-31.');

    const broken = mkdtempSync(path.join(tmpdir(), 'cli-broken-'));
    cpSync(path.join(fixtures, 'ncua-2025-12'), broken, { recursive: true });
    writeFileSync(
      path.join(broken, 'FS220.txt'),
      '"CU_NUMBER","CYCLE_DATE","JOIN_NUMBER","ACCT_010"\r\n1,12/31/2025 0:00:00,7\r\n',
    );
    const refused = await data(dataDir, 'import', 'ncua', broken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Refused: FS220.txt, line 2');
    expect(refused.stderr).toContain('Nothing was changed in the database.');

    const missing = mkdtempSync(path.join(tmpdir(), 'cli-missing-'));
    cpSync(path.join(fixtures, 'ncua-2025-12'), missing, { recursive: true });
    rmSync(path.join(missing, 'FOICU.txt'));
    const withoutRoster = await data(dataDir, 'import', 'ncua', missing);
    expect(withoutRoster.code).toBe(1);
    expect(withoutRoster.stdout).toContain('  required file missing: FOICU.txt');
    expect(withoutRoster.stderr).toContain('Refused: FOICU.txt: required file is missing');

    const db = await openEmbeddedDatabase(dataDir);
    const rows = await db.db.select({ iid: callReports.iid }).from(callReports);
    const reports = await recentImportReports(db.db);
    await db.close();
    expect(rows.length).toBeGreaterThan(0);
    // Every run is on record for the admin console, the refused ones too, newest first.
    expect(reports.map((r) => r.status)).toEqual(['refused', 'refused', 'imported']);
    // Three command-line runs, each starting tsx and an embedded database: slow on a busy machine.
  }, 180_000);

  it('syncs a quarter from a folder, on record beside the scheduled runs, and computes its metrics again on demand', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-sync-'));
    const site = mkdtempSync(path.join(tmpdir(), 'cli-site-'));
    zipFolder(path.join(fixtures, 'ncua-2025-12'), path.join(site, 'call-report-data-2025-12.zip'));
    const synced = await data(dataDir, 'sync', 'ncua', '--from', site, '--since', '2025-12');
    expect(synced.code, synced.stderr).toBe(0);
    const recorded = await openEmbeddedDatabase(dataDir);
    const runs = await recorded.db.select().from(syncRuns);
    await recorded.close();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ source: 'ncua', trigger: 'command line', state: 'succeeded' });
    expect(runs[0]!.reportText).toContain('2025-12');
    expect(synced.stdout).toContain(runs[0]!.reportText!);

    // A quarter stored before its ratio parts were kept (an older release): the aggregate
    // statistic has nothing to sum until `recompute` computes the metrics again.
    const before = await openEmbeddedDatabase(dataDir);
    const parts = await before.db.$count(metricRatioParts);
    const values = await before.db.$count(metricValues);
    await before.db.delete(metricRatioParts);
    await before.db.delete(metricValues);
    await before.close();
    expect(parts).toBeGreaterThan(0);
    const recomputed = await data(dataDir, 'recompute', 'ncua');
    expect(recomputed.code, recomputed.stderr).toBe(0);
    expect(recomputed.stdout).toContain('Recomputed credit union metrics: 1 quarters, 3 rows.');
    const after = await openEmbeddedDatabase(dataDir);
    expect(await after.db.$count(metricRatioParts)).toBe(parts);
    expect(await after.db.$count(metricValues)).toBe(values);
    await after.close();
    expect((await data(dataDir, 'recompute', 'toString')).stderr).toContain(
      'Unknown source "toString": ffiec, ncua or all',
    );
  }, 300_000);

  it('loads a lineage file of successors, and refuses a bad one whole', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-successors-'));
    const ok = await data(dataDir, 'successors', path.join(fixtures, 'successors', 'lineage.csv'));
    expect(ok.code, ok.stderr).toBe(0);
    // A database without filings: the rows wait for their institutions' filings.
    expect(ok.stdout).toContain(
      'Loaded 3 successors from lineage.csv: 2 mergers, 1 conversion. 3 rows name institutions not stored yet',
    );
    const bad = path.join(mkdtempSync(path.join(tmpdir(), 'cli-lineage-')), 'bad.csv');
    writeFileSync(
      bad,
      'type,id,event,successor_type,successor_id,successor_name,effective_date\n' +
        'bank,105,merger,bank,101,Sunflower State Bank,2025-13-01\n',
    );
    const refused = await data(dataDir, 'successors', bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Refused: bad.csv, line 2, field effective_date: "2025-13-01" is not a YYYY-MM-DD date',
    );
    expect(refused.stderr).toContain('Nothing was changed in the database.');
  }, 120_000);

  it('explains its usage for an unknown command', async () => {
    const result = await data(mkdtempSync(path.join(tmpdir(), 'cli-usage-')), 'import', 'xml', '.');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Unknown source "xml"');
    expect(result.stderr).toContain('npm run data -- import ncua <folder or zip>');
  }, 60_000);
});
