import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addQuarters } from '@app/core/domain/quarters';
import type { InstitutionType } from '@app/core/domain/products';
import type { Database } from '../../platform/db/database';
import { callReports, sourceGaps } from '../../platform/db/schema/call-report-tables';
import {
  metricCrossSections,
  metricRatioParts,
  metricValues,
} from '../../platform/db/schema/metric-tables';
import { raiseDataVersion } from '../../platform/db/data-version';
import { insertJsonRows } from '../../platform/db/insert-json-rows';
import { storeAggregateGroupSizes } from '../peer-groups/aggregate-group-sizes';
import type { MetricDefinition } from '../catalogue/metric-definition';
import { ensureMetricSlots } from '../metric-values/metric-slots';
import { ReportWindow, type ProbedHistory, type StoredQuarter } from './report-window';
import { applyScores } from './score-pass';

/** How far back a formula may look: three years of growth. */
export const LOOK_BACK_QUARTERS = 12;

export interface ComputeProgress {
  start(total: number, label: string): void;
  tick(): void;
  stop(): void;
}

const silent: ComputeProgress = { start() {}, tick() {}, stop() {} };

/**
 * Computes and stores every catalogue metric of one institution type for each quarter held
 * from `fromDate` on (a change to one quarter moves the growth figures of the 12 after it).
 * A formula that throws is a bug: the error names the metric, institution and quarter.
 */
export async function computeMetrics(
  tx: Database,
  institutionType: InstitutionType,
  catalogue: readonly MetricDefinition[],
  options: { fromDate?: string; toDate?: string; progress?: ComputeProgress } = {},
): Promise<{ quarters: number; rows: number }> {
  const progress = options.progress ?? silent;
  const slots = await ensureMetricSlots(
    tx,
    institutionType,
    catalogue.map((m) => m.metricId),
  );
  const width = Math.max(...slots.values());
  const slotOf = catalogue.map((m) => (slots.get(m.metricId) ?? 0) - 1);

  const dateRows = await tx
    .selectDistinct({ reportDate: callReports.reportDate })
    .from(callReports)
    .where(
      and(
        eq(callReports.institutionType, institutionType),
        options.fromDate ? gte(callReports.reportDate, options.fromDate) : undefined,
        options.toDate ? lte(callReports.reportDate, options.toDate) : undefined,
      ),
    )
    .orderBy(asc(callReports.reportDate));
  const dates = dateRows.map((r) => r.reportDate);
  const window = new ReportWindow(institutionType, LOOK_BACK_QUARTERS);
  let rows = 0;

  progress.start(dates.length, `metrics (${institutionType})`);
  for (const reportDate of dates) {
    window.trim(reportDate);
    for (let back = LOOK_BACK_QUARTERS; back >= 0; back--) {
      const date = addQuarters(reportDate, -back);
      if (!window.has(date)) window.add(date, await loadQuarter(tx, institutionType, date));
    }

    const computed = window.iidsAt(reportDate).map((iid) => {
      const history = window.historyOf(iid, reportDate);
      const values: (number | null)[] = new Array(width).fill(null);
      const numerators: (number | null)[] = new Array(width).fill(null);
      const denominators: (number | null)[] = new Array(width).fill(null);
      const notReported: number[] = [];
      let hasParts = false;
      catalogue.forEach((metric, i) => {
        const slot = slotOf[i] as number;
        const value = computeOne(metric, history, iid);
        if (value === NOT_REPORTED) notReported.push(slot + 1);
        values[slot] = value === NOT_REPORTED ? null : value;
        if (metric.ratio && typeof value === 'number') {
          const parts = ratioPartsOf(metric, history);
          if (parts) {
            [numerators[slot], denominators[slot]] = parts;
            hasParts = true;
          }
        }
      });
      return {
        iid,
        reportDate,
        institutionType,
        values,
        notReported: notReported.length > 0 ? notReported : null,
        parts: hasParts ? { numerators, denominators } : null,
      };
    });

    const slotIndex = (metricId: string) => {
      const slot = slots.get(metricId);
      return slot === undefined ? undefined : slot - 1;
    };
    applyScores(institutionType, catalogue, slotIndex, computed);

    await tx
      .delete(metricValues)
      .where(
        and(
          eq(metricValues.institutionType, institutionType),
          eq(metricValues.reportDate, reportDate),
        ),
      );
    await insertJsonRows(
      tx,
      metricValues,
      computed.map(({ parts: _parts, ...row }) => row),
      500,
    );
    await storeRatioParts(tx, institutionType, reportDate, computed);
    await storeCrossSections(tx, institutionType, reportDate, computed);
    rows += computed.length;
    progress.tick();
  }
  if (dates.length > 0) {
    await storeAggregateGroupSizes(tx, institutionType);
    await raiseDataVersion(tx, institutionType);
  }
  progress.stop();
  return { quarters: dates.length, rows };
}

const NOT_REPORTED = Symbol('not reported');

/**
 * The numerator and denominator of a ratio metric that has a value (the reported items only:
 * a value is not stored when an unknown item moved it), both finite, else null.
 */
function ratioPartsOf(metric: MetricDefinition, history: ProbedHistory): [number, number] | null {
  history.reset(null);
  const numerator = metric.ratio!.numerator(history);
  const denominator = metric.ratio!.denominator(history);
  if (numerator === null || denominator === null) return null;
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator)) return null;
  return [numerator, denominator];
}

/** The ratio metrics' parts of the quarter (metric_ratio_parts), replacing what was stored. */
async function storeRatioParts(
  tx: Database,
  institutionType: InstitutionType,
  reportDate: string,
  rows: {
    iid: number;
    parts: { numerators: (number | null)[]; denominators: (number | null)[] } | null;
  }[],
) {
  await tx
    .delete(metricRatioParts)
    .where(
      and(
        eq(metricRatioParts.institutionType, institutionType),
        eq(metricRatioParts.reportDate, reportDate),
      ),
    );
  const withParts = rows.flatMap((row) =>
    row.parts ? [{ iid: row.iid, reportDate, institutionType, ...row.parts }] : [],
  );
  await insertJsonRows(tx, metricRatioParts, withParts, 500);
}

/**
 * What an unknown item reads as in the second run: positive (a "> 0" test takes the branch a
 * real amount would) and unlike any figure a formula would produce from a blank.
 */
const PROBE = 987_654_321.25;

/**
 * One metric of one institution and quarter. A formula that read an item the source does not
 * carry (see ProbedHistory) runs again with that item read as PROBE instead of null: when the
 * result moves, it depended on the unknown (a sum that would have counted it as 0, a fallback
 * that would have taken it), and the value is not reported rather than a number; when it does
 * not (a fallback that found a reported figure first), it stands.
 */
function computeOne(
  metric: MetricDefinition,
  history: ProbedHistory,
  iid: number,
): number | null | typeof NOT_REPORTED {
  const run = (unknownAs: number | null) => {
    history.reset(unknownAs);
    try {
      const value = metric.compute(history);
      return value !== null && Number.isFinite(value) ? value : null;
    } catch (error) {
      throw new Error(`Metric ${metric.metricId} failed for ${iid} on ${history.reportDate}`, {
        cause: error,
      });
    }
  };
  const value = run(null);
  if (!history.touchedUnknown) return value;
  return run(PROBE) === value ? value : NOT_REPORTED;
}

/** Per metric, the iids with a value (ascending) and their values: see metric_cross_sections. */
async function storeCrossSections(
  tx: Database,
  institutionType: InstitutionType,
  reportDate: string,
  rows: {
    iid: number;
    values: (number | null)[];
    parts: { numerators: (number | null)[]; denominators: (number | null)[] } | null;
  }[],
) {
  const sorted = [...rows].sort((a, b) => a.iid - b.iid);
  const width = Math.max(0, ...sorted.map((r) => r.values.length));
  const sections = Array.from({ length: width }, (_, index) => {
    const iids: number[] = [];
    const values: number[] = [];
    // The aggregate ratio's sums, in iid order: only a ratio metric's slot has parts.
    let numeratorTotal: number | null = null;
    let denominatorTotal: number | null = null;
    for (const row of sorted) {
      const value = row.values[index];
      if (value !== null && value !== undefined) {
        iids.push(row.iid);
        values.push(value);
      }
      const numerator = row.parts?.numerators[index];
      const denominator = row.parts?.denominators[index];
      if (typeof numerator === 'number' && typeof denominator === 'number') {
        numeratorTotal = (numeratorTotal ?? 0) + numerator;
        denominatorTotal = (denominatorTotal ?? 0) + denominator;
      }
    }
    return {
      institutionType,
      reportDate,
      slot: index + 1,
      iids,
      values,
      ...statisticsOf(iids, values),
      numeratorTotal,
      denominatorTotal,
    };
  });
  await tx
    .delete(metricCrossSections)
    .where(
      and(
        eq(metricCrossSections.institutionType, institutionType),
        eq(metricCrossSections.reportDate, reportDate),
      ),
    );
  await insertJsonRows(tx, metricCrossSections, sections, 50);
}

/**
 * What the national group's statistics read (see metric_cross_sections): the sum in iid order,
 * the values ascending, the lowest iid of the highest and of the lowest value.
 */
export function statisticsOf(iids: readonly number[], values: readonly number[]) {
  let total = 0;
  let high = -1;
  let low = -1;
  values.forEach((value, k) => {
    total += value;
    // iids ascend, so a tie keeps the first (lowest) iid.
    if (high < 0 || value > (values[high] as number)) high = k;
    if (low < 0 || value < (values[low] as number)) low = k;
  });
  const ascending = [...values].sort((a, b) => a - b);
  let running = 0;
  return {
    n: values.length,
    total,
    sorted: ascending,
    prefix: ascending.map((value) => (running += value)),
    highIid: high < 0 ? null : (iids[high] as number),
    lowIid: low < 0 ? null : (iids[low] as number),
  };
}

async function loadQuarter(
  tx: Database,
  institutionType: InstitutionType,
  reportDate: string,
): Promise<StoredQuarter> {
  const rows = await tx
    .select({ iid: callReports.iid, items: callReports.items, withheld: callReports.withheld })
    .from(callReports)
    .where(
      and(eq(callReports.institutionType, institutionType), eq(callReports.reportDate, reportDate)),
    );
  const [gaps] = await tx
    .select({ items: sourceGaps.items })
    .from(sourceGaps)
    .where(
      and(eq(sourceGaps.institutionType, institutionType), eq(sourceGaps.reportDate, reportDate)),
    );
  const withheld = new Map<number, Set<string>>();
  for (const r of rows)
    if (r.withheld && r.withheld.length > 0) withheld.set(r.iid, new Set(r.withheld));
  return {
    reports: new Map(rows.map((r) => [r.iid, r.items])),
    unavailable: new Set(gaps?.items ?? []),
    withheld,
  };
}
