import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-database';
import { fixturePath } from './importers/test-fixtures';
import { runImport } from './run-import';

/**
 * Two NCUA cycles of different layouts in one database, in either order: fixtures/ncua-2023-12
 * (status words, lower-case names, no FS220D, one CU that stops filing: 901) and
 * fixtures/ncua-2025-12. The newer quarter stays the current one whatever the order, each
 * quarter keeps its own figures and gaps, and 901 is "last filed" in 2023-12.
 */
const older = fixturePath('ncua-2023-12');
const newer = fixturePath('ncua-2025-12');
const orders = [
  ['2023-12 then 2025-12', [older, newer]],
  ['2025-12 then 2023-12', [newer, older]],
] as const;

describe.each(testDatabaseKinds)('two NCUA cycles on the %s database', (kind) => {
  it.each(orders)(
    'imported %s',
    async (_label, paths) => {
      const handle = await openTestDatabase(kind);
      try {
        const reports = [];
        for (const folder of paths)
          reports.push((await runImport(handle.db, 'ncua', folder)).report);
        expect(reports.map((r) => r.status)).toEqual(['imported', 'imported']);
        const report2023 = reports[paths.indexOf(older)]!;
        expect(report2023.missingSchedules).toEqual([
          { schedule: 'FS220B', items: 1 },
          { schedule: 'FS220D', items: 1 },
          { schedule: 'FS220N', items: 2 },
        ]);

        const dates = await queryRows<{ report_date: string; institutions: number }>(
          handle.db,
          sql`select report_date::text, institutions from report_dates
            where institution_type = 'credit union' order by report_date`,
        );
        expect(dates).toEqual([
          { report_date: '2023-12-31', institutions: 4 },
          { report_date: '2025-12-31', institutions: 3 },
        ]);

        const roster = await queryRows<{ agency_id: number; active: boolean; last: string }>(
          handle.db,
          sql`select agency_id, active, last_reporting_date::text as last from institutions
            where institution_type = 'credit union' order by agency_id`,
        );
        expect(roster).toEqual([
          { agency_id: 12, active: true, last: '2025-12-31' },
          { agency_id: 345, active: true, last: '2025-12-31' },
          { agency_id: 901, active: false, last: '2023-12-31' },
          { agency_id: 6789, active: true, last: '2025-12-31' },
        ]);

        // Each quarter keeps the total assets its own files published.
        const assets = await queryRows<{ agency: number; date: string; assets: number }>(
          handle.db,
          sql`select c.iid - 1000000000 as agency, c.report_date::text as date,
              (c.items->>'ACCT_010')::float8 as assets
            from call_reports c where c.iid in (1000000012, 1000000345) order by 1, 2`,
        );
        expect(assets).toEqual([
          { agency: 12, date: '2023-12-31', assets: 46100250 },
          { agency: 12, date: '2025-12-31', assets: 48213977 },
          { agency: 345, date: '2023-12-31', assets: 1201998760 },
          { agency: 345, date: '2025-12-31', assets: 1250340021 },
        ]);

        const gaps = await queryRows<{ date: string; items: string[] }>(
          handle.db,
          sql`select report_date::text as date, items from source_gaps
            where institution_type = 'credit union' order by report_date`,
        );
        expect(gaps).toEqual([
          { date: '2023-12-31', items: ['ACCT_801', 'ACCT_891', 'ACCT_AS0048', 'ACCT_AS0067'] },
          { date: '2025-12-31', items: ['ACCT_801', 'ACCT_AS0048', 'ACCT_AS0067'] },
        ]);
      } finally {
        await handle.close();
      }
    },
    120_000,
  );
});
