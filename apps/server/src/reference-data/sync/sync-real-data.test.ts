import { sql } from 'drizzle-orm';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../platform/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { realDataFolder } from '../data/importers/test-fixtures';
import { formatSyncReport } from './sync-report';
import { syncSources } from './sync-sources';
import { zipFolder } from '../../testing/zip-folder';
import { serveFolder, type MirrorServer } from './mirror-site.test-support';

/**
 * The agencies' real files (outside the repository, see SOURCES.md) served under the agencies'
 * own names by a local HTTP site: NCUA 2025-12, FDIC SDI 2019-06-30 and every FRED series.
 * Skipped where the real files are absent; sync-sources.test.ts runs on the fixtures always.
 */
const real = (...parts: string[]) => path.join(realDataFolder, ...parts);
const present = existsSync(real('ncua', 'call-report-2025-12')) && existsSync(real('fred'));

describe.skipIf(!present).each(testDatabaseKinds)(
  'sync of the real NCUA, FDIC and FRED files, on the %s database',
  (kind) => {
    let handle: DatabaseHandle;
    let site: MirrorServer;
    let siteFolder: string;
    let cacheDir: string;

    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      siteFolder = mkdtempSync(path.join(tmpdir(), 'sync-real-site-'));
      cacheDir = mkdtempSync(path.join(tmpdir(), 'sync-real-cache-'));
      zipFolder(
        real('ncua', 'call-report-2025-12'),
        path.join(siteFolder, 'call-report-data-2025-12.zip'),
      );
      zipFolder(real('fdic', 'sdi-2019-06-30'), path.join(siteFolder, 'All_Reports_20190630.zip'));
      cpSync(real('fred'), siteFolder, { recursive: true });
      site = await serveFolder(siteFolder);
    }, 60_000);
    afterAll(async () => {
      await site.close();
      await handle.close();
      rmSync(siteFolder, { recursive: true, force: true });
      rmSync(cacheDir, { recursive: true, force: true });
    });

    const sync = () =>
      syncSources(handle.db, {
        sources: ['ncua', 'fdic', 'rates'],
        from: site.url,
        since: '2019-06',
        cacheDir,
        today: new Date('2026-11-28T12:00:00Z'),
      });
    const institutions = () =>
      queryRows<{ institution_type: string; report_date: string; institutions: number }>(
        handle.db,
        sql`select institution_type, report_date::text, institutions from report_dates order by 1`,
      );

    it('imports 4,374 credit unions, 5,312 banks and the rates', async () => {
      const reports = await sync();
      expect(reports.map((r) => [r.source, r.failed, r.newestPeriod])).toEqual([
        ['ncua', false, '2025-12-31'],
        ['fdic', false, '2019-06-30'],
        ['rates', false, null],
      ]);
      expect(reports[2]?.outcomes.map((o) => o.outcome)).toEqual(['imported']);
      expect(await institutions()).toEqual([
        { institution_type: 'bank', report_date: '2019-06-30', institutions: 5312 },
        { institution_type: 'credit union', report_date: '2025-12-31', institutions: 4374 },
      ]);
    }, 300_000);

    it('a second sync is a no-op that says "up to date"', async () => {
      const reports = await sync();
      expect(
        formatSyncReport(reports)
          .split('\n')
          .filter((l) => !l.startsWith(' ')),
      ).toEqual([
        'NCUA call reports: up to date (newest 2025-12-31)',
        'FDIC SDI reports: up to date (newest 2019-06-30)',
        'FRED rates: up to date',
      ]);
    }, 120_000);
  },
);
