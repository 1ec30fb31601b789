import { writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database, type DatabaseHandle } from '../platform/db/database';
import type { TextFileWriter } from '../reference-data/synthetic/file-writer';
import { startTestApp, type TestApp } from '../testing/test-app';
import { openTestDatabase, testDatabaseKinds } from '../testing/test-database';
import { seedDemo } from './demo-seed';
import { loadDemoData, type DemoLoadOptions } from './prepare-demo';

const QUARTERS = 6;
/** A small demo load: the demo institutions and two more of each type, six quarters. */
const SMALL: DemoLoadOptions = {
  institutionCount: { banks: 2, creditUnions: 2 },
  quarterCount: QUARTERS,
  progress: { start() {}, tick() {}, stop() {} },
  log: () => {},
};

const quiet = { info() {}, error() {} };

/** Everything the load stored, in one comparable value. */
async function fingerprint(db: Database) {
  const [reports] = await queryRows<{ rows: number; digest: string }>(
    db,
    sql`select count(*)::int as rows,
          md5(string_agg(iid || '|' || report_date || '|' || items::text, ',' order by iid, report_date)) as digest
        from call_reports`,
  );
  const [metrics] = await queryRows<{ rows: number }>(
    db,
    sql`select count(*)::int as rows from metric_values`,
  );
  const [institutions] = await queryRows<{ digest: string }>(
    db,
    sql`select md5(string_agg(iid || '|' || name || '|' || coalesce(ownership_type, '-'), ',' order by iid)) as digest
        from institutions`,
  );
  return { reports, metrics: metrics?.rows, institutions: institutions?.digest };
}

/** Per type, how many times each quarter is held (a quarter is one row per filer). */
async function quartersHeld(db: Database) {
  return queryRows<{ institution_type: string; quarters: number }>(
    db,
    sql`select institution_type, count(distinct report_date)::int as quarters
        from call_reports group by institution_type order by institution_type`,
  );
}

describe.each(testDatabaseKinds)('the first-start demo load on the %s database', (kind) => {
  let t: TestApp;
  let reference: DatabaseHandle;
  beforeAll(async () => {
    t = await startTestApp(kind, { demoMode: true });
    // The same load, never interrupted, for comparison.
    reference = await openTestDatabase(kind);
    await seedDemo(reference.db);
    expect(await loadDemoData(reference.db, quiet, SMALL)).toBe('loaded');
  }, 300_000);
  afterAll(async () => {
    await t.close();
    await reference.close();
  });

  const status = async () => (await t.client().get('/api/status')).json();

  it('resumes an interrupted load at the next start, each quarter stored once', async () => {
    // Stopped once two whole quarters are in, as a kill between quarters would leave it.
    const stop = new AbortController();
    let stored = 0;
    const interrupted = await loadDemoData(t.db, quiet, {
      ...SMALL,
      signal: stop.signal,
      progress: {
        start() {},
        tick: () => {
          if (++stored === 2) stop.abort();
        },
        stop() {},
      },
    });
    expect(interrupted).toBe('stopped');
    expect(await status()).toEqual({ demo: true, data: 'loading', syntheticInstitutions: 'all' });
    const held = await quartersHeld(t.db);
    expect(held.length).toBe(2);
    if (kind === 'embedded') {
      expect(held.map((row) => row.quarters)).toEqual([2, 2]);
    } else {
      // On a server the two types load side by side: one may be ahead of the other, but the
      // load was stopped before both were complete.
      expect(held.every((row) => row.quarters >= 2)).toBe(true);
      expect(held.some((row) => row.quarters < QUARTERS)).toBe(true);
    }

    // The next start: the rest is loaded, not the whole again, and the data is ready.
    const lines: string[] = [];
    const resumed = await loadDemoData(
      t.db,
      { info: (line) => lines.push(line), error() {} },
      SMALL,
    );
    expect(resumed).toBe('loaded');
    expect(lines[0]).toMatch(/^Resuming the synthetic demo dataset after \d stored quarters/);
    expect(await status()).toEqual({ demo: true, data: 'ready', syntheticInstitutions: 'all' });
    expect(await quartersHeld(t.db)).toEqual([
      { institution_type: 'bank', quarters: QUARTERS },
      { institution_type: 'credit union', quarters: QUARTERS },
    ]);
    // Exactly what a load that was never interrupted stores, metrics included.
    expect(await fingerprint(t.db)).toEqual(await fingerprint(reference.db));

    // And once finished, a later start loads nothing.
    expect(await loadDemoData(t.db, quiet, SMALL)).toBe('not needed');
  }, 300_000);
});

describe.each(testDatabaseKinds)('a demo load on a disk that fills, %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { demoMode: true });
  });
  afterAll(() => t.close());

  it('says why it stopped on /api/status, and sign-in keeps working', async () => {
    // The disk "fills" after 40 agency files: the write fails as Node's would.
    let written = 0;
    const fillingDisk: TextFileWriter = async (file, text) => {
      if (++written > 40) {
        throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
          code: 'ENOSPC',
          errno: -28,
          syscall: 'write',
          path: file,
        });
      }
      await writeFile(file, text, 'utf8');
    };
    const errors: string[] = [];
    const outcome = await loadDemoData(
      t.db,
      { info() {}, error: (_error, message) => errors.push(message) },
      { ...SMALL, writeFile: fillingDisk },
    );
    expect(outcome).toBe('failed');
    expect(errors).toEqual([
      'The demo data could not be loaded: the disk is full (ENOSPC). Restart the server to resume it.',
    ]);

    const answer = await t.client().get('/api/status');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      demo: true,
      data: 'failed',
      reason: 'The demo data could not be loaded: the disk is full (ENOSPC).',
      syntheticInstitutions: 'all',
    });
    const signIn = await t.client().post('/api/auth/login', {
      email: 'standard@example.com',
      password: 'demo-password',
    });
    expect(signIn.statusCode).toBe(200);

    // With room again, the next start finishes the load.
    expect(await loadDemoData(t.db, quiet, SMALL)).toBe('loaded');
    expect((await t.client().get('/api/status')).json()).toEqual({
      demo: true,
      data: 'ready',
      syntheticInstitutions: 'all',
    });
  }, 300_000);
});
