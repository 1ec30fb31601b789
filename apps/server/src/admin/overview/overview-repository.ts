import type { AdminOverview, DataFreshness, ImportSummary } from '@app/core/api/admin/overview';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import { JOIN_REQUEST_DAYS } from '@app/core/domain/membership';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The morning check's figures, each one query on the tables that hold it. */
export function overviewRepository(db: Database) {
  async function count(query: ReturnType<typeof sql>) {
    const [row] = await queryRows<{ n: number | string }>(db, query);
    return Number(row?.n ?? 0);
  }

  return {
    async freshness(): Promise<DataFreshness[]> {
      const types = await queryRows<{
        institution_type: string;
        newest: string | null;
        changed_at: Date | string | null;
      }>(
        db,
        sql`select t.institution_type, max(d.report_date)::text as newest, v.changed_at
            from (values ('bank'), ('credit union')) as t(institution_type)
            left join report_dates d using (institution_type)
            left join data_versions v using (institution_type)
            group by t.institution_type, v.changed_at`,
      );
      const [rates] = await queryRows<{ newest: string | null; loaded: Date | string | null }>(
        db,
        sql`select (select max(report_date)::text from rate_values) as newest,
                   (select max(finished_at) from import_reports
                     where source = 'rates' and status = 'imported') as loaded`,
      );
      const of = (type: string) => types.find((row) => row.institution_type === type);
      return [
        {
          source: 'FFIEC/FDIC',
          newestDate: of('bank')?.newest ?? null,
          loadedAt: iso(of('bank')?.changed_at ?? null),
        },
        {
          source: 'NCUA',
          newestDate: of('credit union')?.newest ?? null,
          loadedAt: iso(of('credit union')?.changed_at ?? null),
        },
        { source: 'FRED', newestDate: rates?.newest ?? null, loadedAt: iso(rates?.loaded ?? null) },
      ];
    },

    async lastImports(limit: number): Promise<ImportSummary[]> {
      const rows = await queryRows<{
        id: number;
        source: string;
        status: string;
        report_date: string | null;
        finished_at: Date | string;
        rows_read: number | null;
        skipped: number | null;
        refusal: string | null;
      }>(
        db,
        sql`select id, source, status, report_date::text, finished_at,
                   (report->>'rowsRead')::int as rows_read,
                   jsonb_array_length(coalesce(report->'skipped', '[]'::jsonb)) as skipped,
                   report->>'refusal' as refusal
            from import_reports order by finished_at desc, id desc limit ${limit}`,
      );
      return rows.map((row) => ({
        id: row.id,
        source: row.source,
        status: row.status,
        reportDate: row.report_date,
        finishedAt: new Date(row.finished_at).toISOString(),
        rowsRead: row.rows_read ?? 0,
        skipped: row.skipped ?? 0,
        refusal: row.refusal,
      }));
    },

    async counts(): Promise<
      Omit<AdminOverview, 'maintenance' | 'freshness' | 'lastImports' | 'paidSubscriptions'>
    > {
      return {
        organizations: await count(sql`select count(*) as n from organizations`),
        activeUsers: await count(
          sql`select count(*) as n from users where membership = 'active' and disabled_at is null`,
        ),
        pendingRequests: await count(
          sql`select count(*) as n from users where membership = 'pending'
              and membership_requested_at >= now() - make_interval(days => ${JOIN_REQUEST_DAYS})`,
        ),
        unreadFeedback: await count(sql`select count(*) as n from feedback where read_at is null`),
        failedEmails: await count(
          sql`select count(*) as n from outbox_messages where status = 'failed'`,
        ),
      };
    },

    /**
     * Organizations paying for each plan (an active subscription with a price). A Bundle is a
     * subscription row per product, so organizations are counted, not rows.
     */
    async paidSubscriptions() {
      const rows = await queryRows<{ plan_type: string; n: number | string }>(
        db,
        sql`select plan_type, count(distinct organization_id) as n from subscriptions
            where status = 'active' and coalesce(price_cents, 0) > 0
            group by plan_type order by plan_type`,
      );
      return rows.map((row) => ({ planType: row.plan_type, count: Number(row.n) }));
    },
  };
}

export type OverviewRepository = ReturnType<typeof overviewRepository>;
