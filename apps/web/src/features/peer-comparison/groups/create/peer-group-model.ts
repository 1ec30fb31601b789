import {
  BANK_CONCENTRATION_FLAGS,
  BANK_PERFORMANCE_METRICS,
  BANK_SERVICE_FLAGS,
  CREDIT_UNION_CONCENTRATION_FLAGS,
  CREDIT_UNION_PERFORMANCE_METRICS,
  CREDIT_UNION_SERVICE_FLAGS,
  PERFORMANCE_FILTER,
  type InstitutionProfile,
  type PerformanceMetric,
} from '@app/core/api/profiles';
import type { InstitutionType } from '@app/core/domain/products';
import type { DisplayType } from '@app/core/domain/display-type';
import type { SortState } from '../../../../ui/data-table/sort-rows';

/** spec 2 section 4: None goes to one of these only; the `type` query parameter names it. */
export const CREATE_MODES = ['similar', 'targeted', 'distinct'] as const;
export type CreateMode = (typeof CREATE_MODES)[number];

export function toCreateMode(value: string | null): CreateMode | null {
  return CREATE_MODES.find((mode) => mode === value) ?? null;
}

/** spec 2 section 9: visible result columns and the save delay. */
export const VISIBLE_COLUMNS = 9;
export const SAVE_DELAY_MS = 800;

export type ResultColumnKey =
  | 'assets'
  | 'lnsToDep'
  | 'roa'
  | 'netIntMargin'
  | 'netOverhead'
  | 'yea'
  | 'assetGrowth'
  | 'roe'
  | 'texasRatio'
  | 'yldOnLns'
  | 'cof'
  | 'cstDep';

export interface ResultColumn {
  key: ResultColumnKey;
  title: string;
  displayType: DisplayType;
}

/** spec 2 section 2.12: the 12 result columns after the name, in their order. */
export const RESULT_COLUMNS: readonly ResultColumn[] = [
  { key: 'assets', title: 'Assets', displayType: 'USDMM' },
  { key: 'lnsToDep', title: 'Loans to Deposits', displayType: 'PCT' },
  { key: 'roa', title: 'Return On Assets', displayType: 'PCT' },
  { key: 'netIntMargin', title: 'Net Interest Margin', displayType: 'PCT' },
  { key: 'netOverhead', title: 'Net Overhead', displayType: 'PCT' },
  { key: 'yea', title: 'Yield on Earning Assets', displayType: 'PCT' },
  { key: 'assetGrowth', title: 'Asset Growth (3yr Avg)', displayType: 'PCT' },
  { key: 'roe', title: 'Return on Equity', displayType: 'PCT' },
  { key: 'texasRatio', title: 'Texas Ratio', displayType: 'PCT' },
  { key: 'yldOnLns', title: 'Loan Yield', displayType: 'PCT' },
  { key: 'cof', title: 'Cost of Funds', displayType: 'PCT' },
  { key: 'cstDep', title: 'Deposit Cost', displayType: 'PCT' },
];

/** One row of the results table: a found profile, or a distinct pick before its figures arrive. */
export interface ResultRow {
  iid: number;
  name: string;
  label: string;
  website: string | null;
  values: Partial<Record<ResultColumnKey, number | null>>;
}

export function profileToRow(profile: InstitutionProfile): ResultRow {
  return {
    iid: profile.iid,
    name: profile.name,
    label: profile.label,
    website: profile.websiteAddress,
    values: {
      assets: profile.totalAssetsQe,
      lnsToDep: profile.lnsToDep,
      roa: profile.roaQe,
      netIntMargin: profile.netIntMarginQe,
      netOverhead: profile.netOverhead,
      yea: profile.yeaQe,
      assetGrowth: profile.annualAssetGrowth,
      roe: profile.roeQe,
      texasRatio: profile.texasRatioQe,
      yldOnLns: profile.yldOnLnsQe,
      cof: profile.cofQe,
      cstDep: profile.cstDepQe,
    },
  };
}

/** A row known by name only: its figures arrive later, or never (the own row before its profile). */
export function summaryToRow(summary: { iid: number; name: string; label: string }): ResultRow {
  return { iid: summary.iid, name: summary.name, label: summary.label, website: null, values: {} };
}

/** spec 2 section 4: the results start sorted by name, ascending. */
export const DEFAULT_SORT: SortState = { key: 'name', direction: 'asc' };

export interface RangeFilter {
  enabled: boolean;
  min: number | null;
  max: number | null;
}
export type RangeKey = 'assets' | 'lnsToDep' | 'assetGrowth';

export interface PerformanceFilter {
  filter: -1 | 0 | 1;
  min: number | null;
  max: number | null;
}

/** Everything the user sets in similar and targeted modes. */
export interface SearchFilters {
  states: string[];
  ownershipTypes: string[];
  typesOfMembership: number[];
  ranges: Record<RangeKey, RangeFilter>;
  /** spec 2 section 4: once a range field is left, the defaults stop being reset. */
  rangesTouched: boolean;
  /** Loan concentration, services and the credit unions' low-income indicator. */
  flags: Record<string, boolean>;
  performance: Partial<Record<PerformanceMetric, PerformanceFilter>>;
}

/** spec 2 section 4: asset range on by default, the other two off; asset growth 5 to 10. */
export function initialFilters(): SearchFilters {
  return {
    states: [],
    ownershipTypes: [],
    typesOfMembership: [],
    ranges: {
      assets: { enabled: true, min: null, max: null },
      lnsToDep: { enabled: false, min: null, max: null },
      assetGrowth: { enabled: false, min: 5, max: 10 },
    },
    rangesTouched: false,
    flags: {},
    performance: {},
  };
}

/**
 * spec 2 section 4: 90% to 110% of the own assets in millions and of the own loans to
 * deposits (rounded), asset growth 5 to 10, the own ownership type (banks). Keeps the enable
 * flags; null figures leave their bounds open.
 */
export function withDefaults(filters: SearchFilters, own: InstitutionProfile): SearchFilters {
  const around = (value: number | null) =>
    value == null
      ? { min: null, max: null }
      : { min: Math.round(value * 0.9), max: Math.round(value * 1.1) };
  const assetsMillions = own.totalAssetsQe == null ? null : own.totalAssetsQe / 1_000_000;
  return {
    ...filters,
    ownershipTypes:
      own.institutionType === 'bank' && own.ownershipType
        ? [own.ownershipType]
        : filters.ownershipTypes,
    ranges: {
      assets: { ...filters.ranges.assets, ...around(assetsMillions) },
      lnsToDep: { ...filters.ranges.lnsToDep, ...around(own.lnsToDep) },
      assetGrowth: { ...filters.ranges.assetGrowth, min: 5, max: 10 },
    },
  };
}

export function concentrationFlags(type: InstitutionType): Record<string, string> {
  return type === 'bank' ? BANK_CONCENTRATION_FLAGS : CREDIT_UNION_CONCENTRATION_FLAGS;
}
export function serviceFlags(type: InstitutionType): Record<string, string> {
  return type === 'bank' ? BANK_SERVICE_FLAGS : CREDIT_UNION_SERVICE_FLAGS;
}
export function performanceMetrics(type: InstitutionType): readonly PerformanceMetric[] {
  return type === 'bank' ? BANK_PERFORMANCE_METRICS : CREDIT_UNION_PERFORMANCE_METRICS;
}

/** The performance rows: title, the profile figure shown beside it, its result column. */
export const PERFORMANCE_ROWS: Record<
  PerformanceMetric,
  { title: string; column: ResultColumnKey | null; own: (p: InstitutionProfile) => number | null }
> = {
  roe: { title: 'Return On Equity', column: 'roe', own: (p) => p.roeQe },
  roa: { title: 'Return On Assets', column: 'roa', own: (p) => p.roaQe },
  netIntMargin: {
    title: 'Net Interest Margin',
    column: 'netIntMargin',
    own: (p) => p.netIntMarginQe,
  },
  netOverhead: { title: 'Net Overhead', column: 'netOverhead', own: (p) => p.netOverhead },
  yea: { title: 'Yield on Earning Assets', column: 'yea', own: (p) => p.yeaQe },
  yldOnLns: { title: 'Loan Yield', column: 'yldOnLns', own: (p) => p.yldOnLnsQe },
  cof: { title: 'Cost of Funds', column: 'cof', own: (p) => p.cofQe },
  cstDep: { title: 'Deposit Cost', column: 'cstDep', own: (p) => p.cstDepQe },
  texasRatio: { title: 'Texas Ratio', column: 'texasRatio', own: (p) => p.texasRatioQe },
  memberGrowth: {
    title: 'Member Growth',
    column: null,
    own: (p) => (p.institutionType === 'credit union' ? p.memberGrowth : null),
  },
};

/** spec 2 section 5: a bound is sent only above 0. */
const positive = (value: number | null | undefined): number | undefined =>
  value != null && value > 0 ? value : undefined;

/** spec 2 section 5: a range counts only when enabled and at least one bound is set. */
export function rangeActive(range: RangeFilter): boolean {
  return range.enabled && (positive(range.min) !== undefined || positive(range.max) !== undefined);
}

/** spec 2 section 5: a Range filter with no min or max is sent as 0 (N/A). */
export function performanceFilterSent(row: PerformanceFilter | undefined): -1 | 0 | 1 {
  if (!row) return PERFORMANCE_FILTER.none;
  if (row.filter === PERFORMANCE_FILTER.range && !positive(row.min) && !positive(row.max)) {
    return PERFORMANCE_FILTER.none;
  }
  return row.filter;
}

/** The result columns whose filters are active in targeted mode, in column order. */
export function activeColumns(filters: SearchFilters, type: InstitutionType): ResultColumnKey[] {
  const active = new Set<ResultColumnKey>();
  if (rangeActive(filters.ranges.assets)) active.add('assets');
  if (rangeActive(filters.ranges.lnsToDep)) active.add('lnsToDep');
  if (rangeActive(filters.ranges.assetGrowth)) active.add('assetGrowth');
  for (const metric of performanceMetrics(type)) {
    const column = PERFORMANCE_ROWS[metric].column;
    if (column && performanceFilterSent(filters.performance[metric]) !== 0) active.add(column);
  }
  return RESULT_COLUMNS.map((c) => c.key).filter((key) => active.has(key));
}

/**
 * spec 2 section 4: exactly 9 of the 12 columns, those of active filters first, then filled in
 * column order; extras are dropped from the end. No active filter gives the first 9.
 */
export function visibleColumns(active: readonly ResultColumnKey[]): ResultColumn[] {
  const keys = [...active];
  for (const column of RESULT_COLUMNS) {
    if (!keys.includes(column.key)) keys.push(column.key);
  }
  return keys
    .slice(0, VISIBLE_COLUMNS)
    .map((key) => RESULT_COLUMNS.find((c) => c.key === key))
    .filter((c): c is ResultColumn => c !== undefined);
}

/** spec 2 section 5: with no active criterion the targeted search is not asked. */
export function hasActiveCriteria(filters: SearchFilters, type: InstitutionType): boolean {
  const profile =
    filters.states.length > 0 ||
    (type === 'bank' ? filters.ownershipTypes.length > 0 : filters.typesOfMembership.length > 0);
  const flags = Object.values(filters.flags).some(Boolean);
  return (
    profile || flags || activeColumns(filters, type).length > 0 || memberGrowthActive(filters, type)
  );
}

function memberGrowthActive(filters: SearchFilters, type: InstitutionType): boolean {
  return type === 'credit union' && performanceFilterSent(filters.performance.memberGrowth) !== 0;
}

export type SearchBody = Record<string, unknown>;

/** spec 2 section 3: the similar request of the institution type. */
export function similarBody(
  type: InstitutionType,
  reportDate: string,
  filters: SearchFilters,
  excludeIids: readonly number[],
): SearchBody {
  return {
    reportDate,
    states: filters.states,
    ...(type === 'bank'
      ? { ownershipTypes: filters.ownershipTypes }
      : { typesOfMembership: filters.typesOfMembership }),
    excludeIids: [...excludeIids],
  };
}

/** spec 2 sections 3 and 5: the targeted request; bounds only above 0, unused ranges off. */
export function targetedBody(
  type: InstitutionType,
  reportDate: string,
  filters: SearchFilters,
  excludeIids: readonly number[],
): SearchBody {
  const body: SearchBody = similarBody(type, reportDate, filters, excludeIids);
  if (type === 'credit union') body.lowIncInd = filters.flags.lowIncInd === true;
  const ranges: [RangeKey, string][] = [
    ['assets', 'Assets'],
    ['lnsToDep', 'LnsToDep'],
    ['assetGrowth', 'AssetGrowth'],
  ];
  for (const [key, name] of ranges) {
    const range = filters.ranges[key];
    const on = rangeActive(range);
    body[`use${name}`] = on;
    if (!on) continue;
    const prefix = key === 'assets' ? 'assets' : key;
    const min = positive(range.min);
    const max = positive(range.max);
    if (min !== undefined) body[`${prefix}Min`] = min;
    if (max !== undefined) body[`${prefix}Max`] = max;
  }
  for (const flag of [
    ...Object.keys(concentrationFlags(type)),
    ...Object.keys(serviceFlags(type)),
  ]) {
    body[flag] = filters.flags[flag] === true;
  }
  for (const metric of performanceMetrics(type)) {
    const row = filters.performance[metric];
    const filter = performanceFilterSent(row);
    body[`${metric}Filter`] = filter;
    if (filter !== PERFORMANCE_FILTER.range || !row) continue;
    const min = positive(row.min);
    const max = positive(row.max);
    if (min !== undefined) body[`${metric}Min`] = min;
    if (max !== undefined) body[`${metric}Max`] = max;
  }
  return body;
}

/** spec 2 section 4: a distinct group's criteria text, naming the kind of institution chosen. */
export function distinctCriteria(displayName: string, type: InstitutionType): string {
  const noun = type === 'credit union' ? 'credit unions' : 'banks';
  return `Distinct ${noun} manually selected by ${displayName}`;
}
