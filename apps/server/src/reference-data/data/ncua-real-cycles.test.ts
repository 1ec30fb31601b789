import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { realDataFolder } from './importers/test-fixtures';
import { runImport } from './run-import';

const older = path.join(realDataFolder, 'ncua', 'call-report-2023-12');
const newer = path.join(realDataFolder, 'ncua', 'call-report-2025-12');

/**
 * The two real NCUA cycles in one database: 2023-12 then 2025-12 on the embedded database,
 * 2025-12 then 2023-12 on the PostgreSQL server when there is one (one order each keeps the
 * run short). Skipped without ../shared/data/real.
 */
const orders = testDatabaseKinds.map((kind) =>
  kind === 'embedded' ? ([kind, [older, newer]] as const) : ([kind, [newer, older]] as const),
);

describe.skipIf(!existsSync(older) || !existsSync(newer))('the two real NCUA cycles', () => {
  it.each(orders)(
    'on the %s database, in one order',
    async (kind, paths) => {
      const handle = await openTestDatabase(kind);
      try {
        for (const folder of paths) {
          const { report } = await runImport(handle.db, 'ncua', folder);
          expect(report.status).toBe('imported');
          if (folder === older)
            expect(report.missingSchedules.map((m) => m.schedule)).toEqual(['FS220D']);
        }
        const dates = await queryRows<{ date: string; institutions: number }>(
          handle.db,
          sql`select report_date::text as date, institutions from report_dates
            where institution_type = 'credit union' order by report_date`,
        );
        expect(dates).toEqual([
          { date: '2023-12-31', institutions: 4702 },
          { date: '2025-12-31', institutions: 4374 },
        ]);
        const [counts] = await queryRows<{ active: number; stopped: number }>(
          handle.db,
          sql`select count(*) filter (where active)::int as active,
              count(*) filter (where not active and last_reporting_date = '2023-12-31')::int as stopped
            from institutions where institution_type = 'credit union'`,
        );
        expect(counts).toEqual({ active: 4374, stopped: 365 });
        // Total assets (ACCT_010) of three large credit unions as FS220.txt of each cycle gives them.
        const assets = await queryRows<{ cu: number; date: string; assets: number }>(
          handle.db,
          sql`select c.iid - 1000000000 as cu, c.report_date::text as date,
              (c.items->>'ACCT_010')::float8 as assets
            from call_reports c where c.iid in (1000005536, 1000024212, 1000066310) order by 1, 2`,
        );
        expect(assets).toEqual([
          { cu: 5536, date: '2023-12-31', assets: 170801084823 },
          { cu: 5536, date: '2025-12-31', assets: 197166186107 },
          { cu: 24212, date: '2023-12-31', assets: 29222243466 },
          { cu: 24212, date: '2025-12-31', assets: 35375287267 },
          { cu: 66310, date: '2023-12-31', assets: 54576330103 },
          { cu: 66310, date: '2025-12-31', assets: 58119261698 },
        ]);
      } finally {
        await handle.close();
      }
    },
    600_000,
  );
});
