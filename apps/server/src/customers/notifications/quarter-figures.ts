import { median } from '@app/core/analytics/median';
import { percentRanks } from '@app/core/analytics/percentile';
import { quintileScore } from '@app/core/analytics/quintile-score';
import type { FollowedMetric, NotificationLine } from '@app/core/api/notifications';
import type { InstitutionType } from '@app/core/domain/products';
import { formatMetricValue } from '@app/core/format/format-metric-value';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import type { DatesRepository } from '../../reference-data/dates/dates-repository';
import {
  valueIn,
  type CrossSection,
  type MetricValuesRepository,
} from '../../reference-data/metric-values/metric-values-repository';
import type { FollowerPeers } from './follower-peers';

const whole = (n: number) => n.toLocaleString('en-US');

/** The pages a notification opens (the web app's product routes). */
export const INSTITUTION_PAGE = '/peer-comparison/quarterly/institution';
export const TRENDS_PAGE = '/peer-comparison/trends/trends';
/** The page with the institution selected (the web applies ?iid= where the user may view it). */
export const institutionPage = (iid: number) => `${INSTITUTION_PAGE}?iid=${iid}`;
/** The trends page with the institution and the metric selected. */
export const trendsPage = (iid: number, metricId: string) =>
  `${TRENDS_PAGE}?iid=${iid}&metric=${encodeURIComponent(metricId)}`;

/** Followed when the user follows no metric of the type: the headline of every summary. */
const DEFAULT_METRICS: Record<InstitutionType, string> = {
  bank: 'LBPRE013',
  'credit union': 'FPR_ROA',
};

/** One metric across every filer of the type, at the quarter and the one before. */
interface MetricAt {
  metric: MetricDefinition;
  now: CrossSection | null;
  before: CrossSection | null;
  /** Percent ranks of `now`, 0 worst to 1 best, in its iid order. */
  ranks: (number | null)[];
  beforeRanks: (number | null)[];
}

/**
 * The figures of one new quarter, read once and shared by every follower: national
 * cross-sections of the metrics followers ask for, from the stored metric values.
 */
export async function quarterFigures(
  deps: { values: MetricValuesRepository; dates: DatesRepository },
  institutionType: InstitutionType,
  reportDate: string,
) {
  const dates = await deps.dates.reportDates(institutionType);
  const previous = dates.filter((d) => d < reportDate).at(-1) ?? null;
  const cache = new Map<string, Promise<MetricAt | null>>();

  const metricAt = (metricId: string): Promise<MetricAt | null> => {
    let found = cache.get(metricId);
    if (!found) {
      found = (async () => {
        const metric = findMetric(metricId, institutionType);
        if (!metric) return null;
        const sections = await deps.values.crossSections(
          institutionType,
          metricId,
          previous ?? reportDate,
          reportDate,
        );
        const now = sections.find((s) => s.reportDate === reportDate) ?? null;
        const before = previous ? (sections.find((s) => s.reportDate === previous) ?? null) : null;
        return {
          metric,
          now,
          before,
          ranks: now ? percentRanks(now.values, metric.rankSort) : [],
          beforeRanks: before ? percentRanks(before.values, metric.rankSort) : [],
        };
      })();
      cache.set(metricId, found);
    }
    return found;
  };

  const defaultMetric: FollowedMetric = {
    metricId: DEFAULT_METRICS[institutionType],
    crossesValue: null,
    moveBp: null,
    movePercent: null,
    quintileChange: false,
  };

  /**
   * The metrics a user follows of this type that `readable` lets them read (the access
   * layer's answer for their products now), or the default headline when they follow none of
   * the type; none when they may not read that either.
   */
  const metricsOf = (
    followed: readonly FollowedMetric[],
    readable: (metric: MetricDefinition) => boolean,
  ): FollowedMetric[] => {
    const ofType = followed.filter((m) => findMetric(m.metricId, institutionType));
    const metrics = ofType.length > 0 ? ofType : [defaultMetric];
    return metrics.filter((m) => readable(findMetric(m.metricId, institutionType)!));
  };

  /**
   * "Your Return on Assets 1.12% (peer median 0.98%, rank 31 of 150 in Midwest Peers)." among
   * the follower's peer group (the peers' median, the institution ranked among the peers with
   * a value and itself, as the quarterly summary does), or "(national median …, rank … of
   * 4,374)" among every filer when the group is National. Null when the value is missing.
   */
  async function standing(
    who: string,
    iid: number,
    metricId: string,
    peers: FollowerPeers | null,
  ): Promise<NotificationLine | null> {
    const at = await metricAt(metricId);
    if (!at?.now) return null;
    const value = valueIn(at.now, iid);
    if (value === null) return null;
    const { metric } = at;
    const among = peers
      ? at.now.values.filter((_, k) => peers.iids.has(at.now!.iids[k]!))
      : at.now.values;
    const better = among.filter((v) => (metric.rankSort === 'L' ? v < value : v > value)).length;
    const mid = median(among);
    const ranked = peers ? among.length + 1 : among.length;
    const context = [
      mid === null
        ? null
        : `${peers ? 'peer' : 'national'} median ${formatMetricValue(mid, metric.displayType)}`,
      `rank ${whole(better + 1)} of ${whole(ranked)}${peers ? ` in ${peers.name}` : ''}`,
    ].filter((part) => part !== null);
    return {
      text: `${who} ${metric.metricTitle} ${formatMetricValue(value, metric.displayType)} (${context.join(', ')}).`,
      link: institutionPage(iid),
    };
  }

  /**
   * The alerts the user set on one metric that this institution's quarter sets off. The
   * quintile is taken among the follower's peer group with the institution in it (as the
   * summaries rank it), or among every filer when the group is National.
   */
  async function alerts(
    who: string,
    iid: number,
    followed: FollowedMetric,
    peers: FollowerPeers | null,
  ) {
    const at = await metricAt(followed.metricId);
    const lines: NotificationLine[] = [];
    if (!at?.now || !at.before) return lines;
    const now = valueIn(at.now, iid);
    const before = valueIn(at.before, iid);
    if (now === null || before === null) return lines;
    const { metric } = at;
    const show = (v: number) => formatMetricValue(v, metric.displayType);
    const moved = `${show(before)} → ${show(now)}`;
    const verb = now > before ? 'rose' : 'fell';
    const say = (text: string) => lines.push({ text, link: trendsPage(iid, followed.metricId) });
    const limit = followed.crossesValue;
    if (limit !== null && (before - limit) * (now - limit) <= 0 && before !== now)
      say(`${who} ${metric.metricTitle} crossed ${show(limit)}: ${moved}.`);
    const percentPoints =
      metric.displayType === 'PCT' ? 1 : metric.displayType === 'PCT2' ? 100 : 0;
    const bp = Math.abs(now - before) * percentPoints * 100;
    if (followed.moveBp !== null && percentPoints > 0 && bp > followed.moveBp)
      say(`${who} ${metric.metricTitle} ${verb} ${whole(Math.round(bp))} bp (${moved}).`);
    if (followed.movePercent !== null && before !== 0) {
      const percent = (Math.abs(now - before) / Math.abs(before)) * 100;
      if (percent > followed.movePercent)
        say(`${who} ${metric.metricTitle} ${verb} ${percent.toFixed(1)}% (${moved}).`);
    }
    if (followed.quintileChange) {
      const quintile = (section: CrossSection, nationalRanks: (number | null)[]) => {
        let rank: number | null | undefined;
        if (peers) {
          const among = section.iids.flatMap((member, k) =>
            member === iid || peers.iids.has(member) ? [{ member, value: section.values[k] }] : [],
          );
          const ranks = percentRanks(
            among.map((m) => m.value),
            metric.rankSort,
          );
          rank = ranks[among.findIndex((m) => m.member === iid)];
        } else {
          rank = nationalRanks[section.iids.indexOf(iid)];
        }
        return rank === null || rank === undefined ? null : quintileScore(rank * 100);
      };
      const from = quintile(at.before, at.beforeRanks);
      const to = quintile(at.now, at.ranks);
      const where = peers
        ? `peer quintile ${from} to ${to} in ${peers.name}`
        : `national quintile ${from} to ${to}`;
      if (from !== null && to !== null && from !== to)
        say(`${who} ${metric.metricTitle} moved from ${where} (${moved}).`);
    }
    return lines;
  }

  /** False when a later quarter is held: an import of history, which is not news. */
  const isNewest = !dates.some((d) => d > reportDate);
  return { previous, isNewest, metricsOf, standing, alerts };
}

export type QuarterFigures = Awaited<ReturnType<typeof quarterFigures>>;

/** "Q3 2026" for 2026-09-30. */
export function quarterLabel(reportDate: string): string {
  const [year, month] = reportDate.split('-').map(Number);
  return `Q${Math.ceil((month ?? 3) / 3)} ${year}`;
}
