import type { ValueNote } from '@app/core/api/metrics';
import type { DisplayType } from '@app/core/domain/display-type';
import {
  CHART_PALETTE,
  ELEMENT_PALETTE,
  INSTITUTION_COLOR,
  OTHER_COLOR,
  paletteColor,
  PEER_COLOR,
  RATE_PALETTE,
} from './chart-palette';

/**
 * Who a series stands for: it decides the colour (spec 2 section 9). 'element' is one part of a
 * composition (a loan category); 'other' the combined remainder; 'band' a percentile of the
 * peer group's members (issue 28), drawn thin and dashed in the peer's colour.
 */
export type SeriesRole = 'institution' | 'peer' | 'rate' | 'element' | 'other' | 'band';

export interface ChartSeries {
  name: string;
  role: SeriesRole;
  /** One value per date (or category); null where there is none. */
  values: readonly (number | null)[];
  /** Why a null value is missing, per date, where the API says (the tooltip words it). */
  notes?: readonly (ValueNote | null)[];
  /** An element part's colour on its page (elementColorMap); else the palette in order. */
  color?: string;
}

/** Series over report dates ('YYYY-MM-DD'), values shown by one display type. */
export interface TimeSeriesData {
  dates: readonly string[];
  series: readonly ChartSeries[];
  displayType: DisplayType;
}

/**
 * The colour of each series: institution colour 0, peer colour 1 (a second or third peer
 * institution takes the next palette colours), each rate its own, elements the element palette
 * in order (never the institution's or the peer's colour), Other grey.
 */
export function seriesColors(series: readonly ChartSeries[]): string[] {
  let peers = 0;
  let rates = 0;
  let elements = 0;
  return series.map((s) => {
    switch (s.role) {
      case 'institution':
        return INSTITUTION_COLOR;
      case 'peer':
        return peers++ === 0 ? PEER_COLOR : paletteColor(CHART_PALETTE, peers + 1);
      case 'rate':
        return paletteColor(RATE_PALETTE, rates++);
      case 'element':
        return s.color ?? paletteColor(ELEMENT_PALETTE, elements++);
      case 'other':
        return OTHER_COLOR;
      case 'band':
        return PEER_COLOR;
    }
  });
}

/** A finite number, or null: API values may be null, and bad input must not reach a chart. */
export function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * spec 2 section 4, Chart: 'No Data Available' when the institution series is empty, meaning
 * no institution series or none of its values is a number. Data without an institution series
 * (a pie of elements) counts as having data when any series has a value.
 */
export function hasInstitutionData(series: readonly ChartSeries[] | null | undefined): boolean {
  if (!Array.isArray(series) || series.length === 0) return false;
  const institution = series.filter((s) => s.role === 'institution');
  const checked = institution.length > 0 ? institution : series;
  return checked.some(
    (s) => Array.isArray(s.values) && s.values.some((v: unknown) => finiteOrNull(v) !== null),
  );
}

/** Series over named categories (institutions, loan types, dates already labelled). */
export interface CategoryData {
  categories: readonly string[];
  series: readonly ChartSeries[];
  displayType: DisplayType;
}

/**
 * The dashed grey line across a sparkline at its axis's middle (the peers' median percentile,
 * an average score), drawn on the first series only.
 */
export function midlineMark(y: number) {
  return {
    silent: true,
    symbol: 'none',
    label: { show: false },
    lineStyle: { type: 'dashed' as const, color: '#868e96', width: 1 },
    data: [{ yAxis: y }],
  };
}
