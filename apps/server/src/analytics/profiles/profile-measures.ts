import type { InstitutionType } from '@app/core/domain/products';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import type { RankSort } from '../../reference-data/catalogue/metric-definition';

/**
 * What the profiles and the searches read, by name, and the catalogue metric behind each name
 * for banks and for credit unions. The performance names are those of the targeted request
 * (roe → roeFilter, roeMin, roeMax).
 */
export type Measure =
  | 'totalAssets'
  | 'loans'
  | 'deposits'
  | 'lnsToDep'
  | 'assetGrowth'
  | 'roe'
  | 'roa'
  | 'netIntMargin'
  | 'netOverhead'
  | 'yea'
  | 'yldOnLns'
  | 'cof'
  | 'cstDep'
  | 'texasRatio'
  | 'memberGrowth'
  | 'nonIntIncToAssets'
  // loan concentration, percent of total loans
  | 'concAgriculture'
  | 'concCommercialIndustrial'
  | 'concCommercialRealEstate'
  | 'concResidential'
  | 'concConsumer'
  | 'concNewAuto'
  | 'concUsedAuto'
  // service indicators
  | 'mortgageHeldForSale'
  | 'creditCardLoans'
  | 'leaseShare'
  | 'fiduciaryShare'
  | 'insuranceShare'
  | 'commercialShare'
  | 'studentLoanShare'
  // programs a credit union reports offering (5300 profile, FS220D): 1 offered, 0 not
  | 'firstTimeHomebuyerProgram'
  | 'creditBuilderProgram';

/**
 * A measure is one catalogue metric, or (credit-union mortgage seller only) one metric as a
 * percent of another, both of the same quarter.
 */
export type MeasureSource = string | { percentOf: readonly [string, string] };

export type MeasureValues = Partial<Record<Measure, number | null>>;

/**
 * Bank metrics (apps/server/src/reference-data/catalogue). Ratios are the year-to-date annualized
 * ones of category 3, the same the peer-group columns show.
 */
export const BANK_MEASURES: Partial<Record<Measure, MeasureSource>> = {
  totalAssets: 'LBPR2170',
  loans: 'LBPR2122',
  deposits: 'LBPR2200',
  lnsToDep: 'LBPRLNDEP',
  assetGrowth: 'LBPRASSETGR3',
  roe: 'LBPRROE',
  roa: 'LBPRE013',
  netIntMargin: 'LBPRNIM',
  netOverhead: 'LBPRE087',
  yea: 'LBPRYEA',
  yldOnLns: 'LBPRLNYLD',
  cof: 'LBPRCOF',
  cstDep: 'LBPRDEPCOST',
  texasRatio: 'LBPRTEXAS',
  // The catalogue's "Non Interest Income to Total Assets" (alternateTitle) is on average assets.
  nonIntIncToAssets: 'LBPRE004',
  concAgriculture: 'LBPRCONCAG',
  concCommercialIndustrial: 'LBPRCONCCI',
  concCommercialRealEstate: 'LBPRCONCCRE',
  concResidential: 'LBPRCONCRES',
  concConsumer: 'LBPRCONCCNS',
  // Residential mortgages held for sale to loans, 4-quarter average (spec: mortgage origination).
  mortgageHeldForSale: 'LBPRHFSRES4Q',
  creditCardLoans: 'LBPRB538',
  leaseShare: 'LBPRLSEFIN',
  fiduciaryShare: 'LBPRFIDNII',
  insuranceShare: 'LBPRINSNII',
};

/** Credit-union metrics. Loans to deposits is loans to shares and deposits (FPR_LNSHR). */
export const CREDIT_UNION_MEASURES: Partial<Record<Measure, MeasureSource>> = {
  totalAssets: 'ACCT_010',
  loans: 'ACCT_025B',
  deposits: 'ACCT_018',
  lnsToDep: 'FPR_LNSHR',
  assetGrowth: 'FPR_ASSETGR3',
  roe: 'FPR_ROE',
  roa: 'FPR_ROA',
  netIntMargin: 'FPR_NIM',
  netOverhead: 'FPR_NETOVERHEAD',
  yea: 'FPR_YEA',
  yldOnLns: 'FPR_LNYLD',
  cof: 'FPR_COF',
  cstDep: 'FPR_DEPCOST',
  texasRatio: 'FPR_TEXAS',
  memberGrowth: 'FPR_MEMBERGR',
  nonIntIncToAssets: 'FPR_NONINTINCAA',
  concResidential: 'FPR_CONCRES',
  concNewAuto: 'FPR_CONCNEWAUTO',
  concUsedAuto: 'FPR_CONCUSEDAUTO',
  concCommercialRealEstate: 'FPR_CONCCRE',
  // Loans held for sale as a percent of total loans, at the quarter-end (no 4-quarter metric).
  mortgageHeldForSale: { percentOf: ['ACCT_003', 'ACCT_025B'] },
  creditCardLoans: 'ACCT_396',
  leaseShare: 'FPR_CONCLEASE',
  commercialShare: 'FPR_CONCCOMM',
  studentLoanShare: 'FPR_CONCSTUDENT',
  firstTimeHomebuyerProgram: 'FPR_PGMFTHB',
  creditBuilderProgram: 'FPR_PGMCREDITBUILD',
};

/** The fields of a profile (spec 2 section 3) beyond the institution's own. */
export const PROFILE_MEASURES = [
  'totalAssets',
  'lnsToDep',
  'roa',
  'roe',
  'netIntMargin',
  'netOverhead',
  'yea',
  'assetGrowth',
  'texasRatio',
  'nonIntIncToAssets',
  'yldOnLns',
  'cof',
  'cstDep',
] as const satisfies readonly Measure[];

export const CREDIT_UNION_PROFILE_MEASURES = [
  ...PROFILE_MEASURES,
  'memberGrowth',
] as const satisfies readonly Measure[];

/** The size measures of the similar search. */
export const SIZE_MEASURES = [
  'totalAssets',
  'loans',
  'deposits',
] as const satisfies readonly Measure[];

export function measureTable(type: InstitutionType) {
  return type === 'bank' ? BANK_MEASURES : CREDIT_UNION_MEASURES;
}

export function profileMeasures(type: InstitutionType): readonly Measure[] {
  return type === 'bank' ? PROFILE_MEASURES : CREDIT_UNION_PROFILE_MEASURES;
}

/** The source of a measure, or an error naming it: a measure a type lacks is a bug here. */
export function sourceOf(type: InstitutionType, measure: Measure): MeasureSource {
  const source = measureTable(type)[measure];
  if (source === undefined) throw new Error(`No ${type} metric for ${measure}`);
  return source;
}

/** The catalogue metric ids that the measures read. */
export function metricIdsOf(type: InstitutionType, measures: Iterable<Measure>): string[] {
  const ids = new Set<string>();
  for (const measure of measures) {
    const source = sourceOf(type, measure);
    if (typeof source === 'string') ids.add(source);
    else for (const id of source.percentOf) ids.add(id);
  }
  return [...ids];
}

/**
 * The measure from the metric values of one institution, by metric id. A ratio measure is
 * null when either part is missing or the denominator is 0.
 */
export function measureFrom(
  source: MeasureSource,
  valueOf: (metricId: string) => number | null,
): number | null {
  if (typeof source === 'string') return valueOf(source);
  const [numerator, denominator] = source.percentOf.map(valueOf);
  if (numerator === null || numerator === undefined || !denominator) return null;
  return (numerator / denominator) * 100;
}

/** spec 2 section 3: L lower is better; anything else higher is better. */
export function lowerIsBetter(type: InstitutionType, measure: Measure): boolean {
  const source = sourceOf(type, measure);
  const metricId = typeof source === 'string' ? source : source.percentOf[0];
  const rankSort: RankSort | undefined = findMetric(metricId, type)?.rankSort;
  if (!rankSort) throw new Error(`Metric ${metricId} is not in the ${type} catalogue`);
  return rankSort === 'L';
}
