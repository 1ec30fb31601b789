import type { GroupSummary } from '@app/core/api/groups';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { institutionStatusNote } from '@app/core/format/institution-status';
import { leftOutNote } from '@app/core/format/left-out-note';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { realDataFolder } from '../../reference-data/data/importers/test-fixtures';
import { runImport } from '../../reference-data/data/run-import';
import { startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

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
 * Institutions through time on the two real NCUA cycles (issue 25, point 5): a credit union
 * that stopped filing reads "Last filed in Dec 2023" and is left out of a peer group that holds
 * it; a renamed one keeps one history under its charter. Skipped without ../shared/data/real.
 */
describe.skipIf(!existsSync(older) || !existsSync(newer))(
  'closed and renamed credit unions of the real NCUA cycles',
  () => {
    it.each(testDatabaseKinds)(
      'on the %s database',
      async (kind) => {
        const t = await startTestApp(kind);
        try {
          for (const folder of [older, newer]) {
            expect((await runImport(t.db, 'ncua', folder)).report.status).toBe('imported');
          }
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
          const own = (await cu.get('/api/auth/me')).json<{ institutionIid: number }>()
            .institutionIid;
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
        } finally {
          await t.close();
        }
      },
      600_000,
    );
  },
);
