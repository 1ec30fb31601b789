import { NO_VALUES, type PeerStatistic } from '@app/core/analytics/peer-statistics';
import type { SeriesLine } from '@app/core/api/metrics';
import type { PercentileBand } from '@app/core/api/peer-statistics';
import type { GroupFigureAt } from './group-figures-repository';

/** The bands of a figure as the wire names them; null when no member has a value. */
export function bandOf(figure: GroupFigureAt | undefined): PercentileBand | null {
  const [p10, p25, p50, p75, p90] = figure?.bands ?? [];
  if (p10 == null || p25 == null || p50 == null || p75 == null || p90 == null) return null;
  return { p10, p25, p50, p75, p90 };
}

/** A group's line from its figures by date: values, counts, reasons, and bands when asked. */
export function groupLine(
  id: number,
  label: string,
  dates: readonly string[],
  byDate: ReadonlyMap<string, GroupFigureAt> | undefined,
  statistic: PeerStatistic,
  bands: boolean,
): SeriesLine {
  const at = dates.map((d) => byDate?.get(d));
  const line: SeriesLine = {
    kind: 'group',
    id,
    label,
    values: at.map((f) => f?.value ?? null),
    statistic,
    counts: at.map((f) => f?.count ?? 0),
    reasons: at.map((f) => (f ? f.reason : NO_VALUES)),
  };
  if (bands) line.bands = at.map(bandOf);
  return line;
}
