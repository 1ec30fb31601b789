import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import { bankScoreAreas, creditUnionScoreAreas } from '../catalogue/score-areas';

export interface ScoreShare {
  institution_type: string;
  metric_id: string;
  report_date: string;
  score: number;
  /** Percent of the institutions of the type with a score that quarter, 2 decimals. */
  share: number;
}

const SCORE_METRIC_IDS = [...bankScoreAreas, ...creditUnionScoreAreas].map((a) => a.scoreMetricId);

/**
 * The share of each performance score among the institutions of a type with a score, per
 * area and quarter (each should be 20%: scores are quintiles). Read straight from the stored
 * metric values, so it checks what the screens show; for the score test and `npm run bench`.
 * `sinceDate` keeps only the quarters from that date (the bench reads the newest few).
 */
export async function scoreShares(db: Database, sinceDate = '0001-01-01'): Promise<ScoreShare[]> {
  return queryRows<ScoreShare>(
    db,
    sql`with scored as (
          select v.institution_type, s.metric_id, v.report_date::text as report_date,
                 v.values[s.slot]::int as score
          from metric_slots s
          join metric_values v on v.institution_type = s.institution_type
          where s.metric_id in (${sql.join(
            SCORE_METRIC_IDS.map((id) => sql`${id}`),
            sql`, `,
          )})
            and v.report_date >= ${sinceDate}::date
            and v.values[s.slot] is not null
        )
        select institution_type, metric_id, report_date, score,
               round(100.0 * count(*) / sum(count(*)) over (
                 partition by institution_type, metric_id, report_date), 2)::float8 as share
        from scored
        group by institution_type, metric_id, report_date, score
        order by institution_type, metric_id, report_date, score`,
  );
}
