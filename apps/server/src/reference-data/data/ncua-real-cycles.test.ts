import type { GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { institutionStatusNote } from '@app/core/format/institution-status';
import { leftOutNote } from '@app/core/format/left-out-note';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { realDataFolder } from './importers/test-fixtures';
import { runImport } from './run-import';

const older = path.join(realDataFolder, 'ncua', 'call-report-2023-12');
const newer = path.join(realDataFolder, 'ncua', 'call-report-2025-12');

// Charter numbers as FOICU.txt gives them, as iids (charter + 1,000,000,000).
/** LOUISIANA (Laplace, LA): in the 2023-12 FOICU, not in 2025-12. */
const LOUISIANA = 1_000_000_174;
/** Charter 404: GREATER NEW ORLEANS in 2023-12, EPIC in 2025-12. */
const EPIC = 1_000_000_404;
/** Navy Federal, in both cycles. */
const NAVY_FEDERAL = 1_000_005_536;

/**
 * The two real NCUA cycles in one database: 2023-12 then 2025-12 on the embedded database,
 * 2025-12 then 2023-12 on the PostgreSQL server when there is one (one order each keeps the
 * run short). Each database is imported once and read by every check below: the imports are
 * most of the time. Skipped without ../shared/data/real.
 */
const orders = testDatabaseKinds.map((kind) =>
  kind === 'embedded' ? ([kind, [older, newer]] as const) : ([kind, [newer, older]] as const),
);

describe.skipIf(!existsSync(older) || !existsSync(newer)).each(orders)(
  'the two real NCUA cycles on the %s database, in one order',
  (kind, paths) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
      for (const folder of paths) {
        const { report } = await runImport(t.db, 'ncua', folder);
        expect(report.status).toBe('imported');
        if (folder === older)
          expect(report.missingSchedules.map((m) => m.schedule)).toEqual(['FS220D']);
      }
    }, 600_000);
    afterAll(() => t?.close());

    it('stores both quarters, which credit unions stopped filing, and their assets as filed', async () => {
      const dates = await queryRows<{ date: string; institutions: number }>(
        t.db,
        sql`select report_date::text as date, institutions from report_dates
          where institution_type = 'credit union' order by report_date`,
      );
      expect(dates).toEqual([
        { date: '2023-12-31', institutions: 4702 },
        { date: '2025-12-31', institutions: 4374 },
      ]);
      const [counts] = await queryRows<{ active: number; stopped: number }>(
        t.db,
        sql`select count(*) filter (where active)::int as active,
            count(*) filter (where not active and last_reporting_date = '2023-12-31')::int as stopped
          from institutions where institution_type = 'credit union'`,
      );
      expect(counts).toEqual({ active: 4374, stopped: 365 });
      // Total assets (ACCT_010) of three large credit unions as FS220.txt of each cycle gives them.
      const assets = await queryRows<{ cu: number; date: string; assets: number }>(
        t.db,
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
    });

    /**
     * Institutions through time (issue 25, point 5): a credit union that stopped filing reads
     * "Last filed in Dec 2023" and is left out of a peer group that holds it; a renamed one keeps
     * one history under its charter, whichever cycle came in first.
     */
    it('says when a closed credit union last filed, leaves it out of a group, and keeps a renamed one as one', async () => {
      const cu = await t.client().login('cu@example.com');
      const search = async (q: string, includeClosed: boolean) => {
        const response = await cu.get(
          `/api/institution/search?q=${encodeURIComponent(q)}&institutionType=credit%20union&includeClosed=${includeClosed}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        return response.json<InstitutionSummary[]>();
      };

      // The switcher (closed ones too) says when it last filed; signup and groups do not offer it.
      const louisiana = (await search('Louisiana', true)).find((i) => i.iid === LOUISIANA);
      expect(louisiana).toMatchObject({
        label: 'LOUISIANA (Laplace, LA)',
        active: false,
        lastReportingDate: '2023-12-31',
        successor: null,
      });
      expect(institutionStatusNote(louisiana!)).toBe('Last filed in Dec 2023');
      expect((await search('Louisiana', false)).map((i) => i.iid)).not.toContain(LOUISIANA);

      // A peer group holding it leaves it out of the quarter shown, and says so.
      const own = (await cu.get('/api/auth/me')).json<{ institutionIid: number }>().institutionIid;
      const created = await cu.post(`/api/${own}/group`, {
        name: 'Gulf and giants',
        iids: [LOUISIANA, EPIC, NAVY_FEDERAL],
      });
      expect(created.statusCode, created.body).toBe(201);
      const group = created
        .json<GroupSummary[]>()
        .find((g) => g.name === 'Gulf and giants') as GroupSummary;
      expect(group).toMatchObject({
        institutionCount: 2,
        asOf: '2025-12-31',
        iids: [EPIC, NAVY_FEDERAL],
        leftOut: {
          count: 1,
          institutions: [
            {
              iid: LOUISIANA,
              label: 'LOUISIANA (Laplace, LA)',
              lastReportingDate: '2023-12-31',
            },
          ],
        },
      });
      expect(leftOutNote(group)).toBe('1 member did not file for Dec 31, 2025 and is left out');
      const members = await cu.get(`/api/${own}/group/${group.groupId}/institutions`);
      expect(
        members
          .json<{ iid: number }[]>()
          .map((m) => m.iid)
          .sort(),
      ).toEqual([EPIC, NAVY_FEDERAL]);

      // Renamed between the cycles: one institution, the newest name, both quarters' reports.
      expect((await search('Greater New Orleans', true)).map((i) => i.iid)).not.toContain(EPIC);
      const epic = (await search('Epic', true)).find((i) => i.iid === EPIC);
      expect(epic).toMatchObject({ name: 'EPIC', active: true, successor: null });
      const reports = await queryRows<{ date: string }>(
        t.db,
        sql`select report_date::text as date from call_reports where iid = ${EPIC} order by 1`,
      );
      expect(reports.map((r) => r.date)).toEqual(['2023-12-31', '2025-12-31']);
    });
  },
);
