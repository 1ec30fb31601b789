import { z } from 'zod';
import { isQuarterEnd } from '../domain/quarters';
import { id, invalidDateMessage, isValidDate } from './input';

/**
 * Institution profiles and the similar and targeted peer searches (spec 2 sections 2.12, 3, 5
 * and 7): GET /api/{iid}/profile, /profile/all, /profile/{groupId}; POST
 * /api/{iid}/profile/ffiec/similar, /ffiec/targeted (banks), /ncua/similar, /ncua/targeted
 * (credit unions).
 *
 * Units: money in whole dollars (totalAssetsQe), ratios and growth in percent (1.25 means
 * 1.25%), as the metric catalogue computes them; null when not reported. Request asset
 * bounds are in millions of dollars (the create page's mask), the other bounds in percent.
 */

/** spec 2 section 9: the create page offers 41 reporting periods. */
export const PROFILE_PERIODS = 41;
/** spec 2 section 5: an institution must hold at least this share of loans in each chosen area. */
export const LOAN_CONCENTRATION_MIN_PERCENT = 25;
/** spec 2 section 9: services are inferred at 2% (credit cards: any balance above 0). */
export const SERVICE_THRESHOLD_PERCENT = 2;
/** spec 2 section 5: the similar search aims at groups of at least 8. */
export const SIMILAR_MIN_GROUP = 8;
/** The similar search returns at most this many (spec 2 section 5: 25 or fewer recommended). */
export const SIMILAR_MAX_GROUP = 25;

/** spec 2 section 3: ownership types of banks. */
export const OWNERSHIP_TYPES = [
  'Industrial',
  'Mutual',
  'Non-Traditional',
  'Stock',
  'SubS',
] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];

/** spec 2 section 2.12, Performance Metrics: N/A (0), Better (1), Range (-1). */
export const PERFORMANCE_FILTER = { none: 0, better: 1, range: -1 } as const;

/** The performance rows of the targeted search, as named in the request fields. */
export const BANK_PERFORMANCE_METRICS = [
  'roe',
  'roa',
  'netIntMargin',
  'netOverhead',
  'yea',
  'yldOnLns',
  'cof',
  'cstDep',
  'texasRatio',
] as const;
export const CREDIT_UNION_PERFORMANCE_METRICS = [
  ...BANK_PERFORMANCE_METRICS,
  'memberGrowth',
] as const;
export type PerformanceMetric = (typeof CREDIT_UNION_PERFORMANCE_METRICS)[number];

/** Bank loan concentration flags (spec 2 section 3) and the area each one names. */
export const BANK_CONCENTRATION_FLAGS = {
  agiInd: 'Agriculture',
  commlInd: 'Commercial & Industrial',
  creInd: 'Commercial Real Estate',
  resiInd: 'Residential',
  consumerInd: 'Consumer',
} as const;
/** Bank service flags (spec 2 section 3) and the service each one names. */
export const BANK_SERVICE_FLAGS = {
  hfsInd: 'Mortgage Origination',
  ccsvcInd: 'Credit Cards',
  lsefinSvcInd: 'Lease Financing',
  wealthSvcInd: 'Wealth Services',
  insuranceInd: 'Insurance',
} as const;
export const CREDIT_UNION_CONCENTRATION_FLAGS = {
  resiInd: 'Residential',
  newAutoInd: 'New Auto',
  usedAutoInd: 'Used Auto',
  creInd: 'Commercial Real Estate',
} as const;
export const CREDIT_UNION_SERVICE_FLAGS = {
  firstTimeHomebuyer: 'First-Time Homebuyer',
  creditBuilderRepairMain: 'Credit Builder/Repair',
  mortgageSeller: 'Mortgage Seller',
  leaseInd: 'Lease',
  studentInd: 'Student',
  commlInd: 'Commercial',
  ccInd: 'Credit Card',
} as const;

const value = z.number().nullable();

const profileBase = {
  iid: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  /** 'http://' prefixed when the address has no http or https scheme (spec 2 section 5). */
  websiteAddress: z.string().nullable(),
  /** The quarter the values are of (YYYY-MM-DD); null when the institution has none. */
  reportDate: z.string().nullable(),
  /** Total assets at the quarter-end, whole dollars. */
  totalAssetsQe: value,
  /** Loans to deposits (credit unions: loans to shares and deposits), percent. */
  lnsToDep: value,
  roaQe: value,
  roeQe: value,
  netIntMarginQe: value,
  netOverhead: value,
  /** Yield on earning assets. */
  yeaQe: value,
  /** Asset growth, mean of the last three year-over-year rates. */
  annualAssetGrowth: value,
  texasRatioQe: value,
  /** Non-interest income to (average) assets: the catalogue's LBPRE004 / FPR_NONINTINCAA. */
  nonIntIncToTotalAssetsQe: value,
  /** Loan yield. */
  yldOnLnsQe: value,
  /** Cost of funds. */
  cofQe: value,
  /** Deposit cost. */
  cstDepQe: value,
  /** "Name (City, ST)" */
  label: z.string(),
};

/** spec 2 section 3, Institution profile (bank). */
export const bankProfile = z
  .object({
    ...profileBase,
    institutionType: z.literal('bank'),
    ownershipType: z.string().nullable(),
  })
  .meta({ id: 'BankProfile' });
export type BankProfile = z.infer<typeof bankProfile>;

/** spec 2 section 3, Institution profile (credit union). */
export const creditUnionProfile = z
  .object({
    ...profileBase,
    institutionType: z.literal('credit union'),
    /** Type of membership, as its description (e.g. 'Community'). */
    creditUnionType: z.string().nullable(),
    /** Member growth since the prior December, annualized, percent. */
    memberGrowth: value,
  })
  .meta({ id: 'CreditUnionProfile' });
export type CreditUnionProfile = z.infer<typeof creditUnionProfile>;

export const institutionProfile = z
  .discriminatedUnion('institutionType', [bankProfile, creditUnionProfile])
  .meta({ id: 'InstitutionProfile' });
export type InstitutionProfile = z.infer<typeof institutionProfile>;

/** A report date: YYYY-MM-DD quarter-end; an ISO date-time is cut to its date. */
export const reportDateField = z
  .string()
  .transform((s) => (/^\d{4}-\d{2}-\d{2}T/.test(s) ? s.slice(0, 10) : s))
  .refine(isValidDate, { error: (issue) => invalidDateMessage(issue.input), abort: true })
  .refine(isQuarterEnd, 'must be a quarter-end date (YYYY-03-31, -06-30, -09-30 or -12-31)');

const states = z
  .array(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state abbreviation'))
  .max(60)
  .default([]);
/** The rows the user removed (spec 2 section 4): left out of later searches. */
const excludeIids = z.array(id).max(10_000).default([]);
const flag = z.boolean().default(false);
/** A bound counts only when above 0 (spec 2 section 5); absent, null or 0 leave it open. */
const bound = z.number().nonnegative().nullish();
const filter = z.literal([0, 1, -1]).default(0);

const ownershipTypes = z.array(z.enum(OWNERSHIP_TYPES)).max(OWNERSHIP_TYPES.length).default([]);
/** Type-of-membership codes (tomCode, GET /api/reference/tom). */
const typesOfMembership = z.array(z.number().int().min(0).max(999)).max(200).default([]);

/** spec 2 section 3, Similar request. */
export const bankSimilarRequest = z
  .strictObject({ reportDate: reportDateField, states, ownershipTypes, excludeIids })
  .meta({ id: 'BankSimilarRequest' });
export type BankSimilarRequest = z.output<typeof bankSimilarRequest>;

export const creditUnionSimilarRequest = z
  .strictObject({ reportDate: reportDateField, states, typesOfMembership, excludeIids })
  .meta({ id: 'CreditUnionSimilarRequest' });
export type CreditUnionSimilarRequest = z.output<typeof creditUnionSimilarRequest>;

/**
 * The ranges of the targeted search: each counts only when its use flag is true and a bound
 * above 0 is set (spec 2 section 5). Assets in millions of dollars, the others in percent.
 */
const rangeFields = {
  useAssets: flag,
  assetsMin: bound,
  assetsMax: bound,
  useLnsToDep: flag,
  lnsToDepMin: bound,
  lnsToDepMax: bound,
  useAssetGrowth: flag,
  assetGrowthMin: bound,
  assetGrowthMax: bound,
};

type PerformanceFields<K extends string> = {
  [P in K as `${P}Filter`]: typeof filter;
} & { [P in K as `${P}Min` | `${P}Max`]: typeof bound };

/**
 * Naming of the performance rows: `{metric}Filter` (0 N/A, 1 Better, -1 Range), `{metric}Min`
 * and `{metric}Max` (used by Range only; a missing bound is open), e.g. roeFilter, roeMin, roeMax.
 */
function performanceFields<K extends string>(metrics: readonly K[]): PerformanceFields<K> {
  return Object.fromEntries(
    metrics.flatMap((m) => [
      [`${m}Filter`, filter],
      [`${m}Min`, bound],
      [`${m}Max`, bound],
    ]),
  ) as PerformanceFields<K>;
}

const flags = <K extends string>(names: Record<K, string>) =>
  Object.fromEntries(Object.keys(names).map((k) => [k, flag])) as Record<K, typeof flag>;

/** spec 2 section 3, Targeted request (banks). */
export const bankTargetedRequest = z
  .strictObject({
    reportDate: reportDateField,
    states,
    ownershipTypes,
    excludeIids,
    ...rangeFields,
    ...flags(BANK_CONCENTRATION_FLAGS),
    ...flags(BANK_SERVICE_FLAGS),
    ...performanceFields(BANK_PERFORMANCE_METRICS),
  })
  .meta({ id: 'BankTargetedRequest' });
export type BankTargetedRequest = z.output<typeof bankTargetedRequest>;

/** spec 2 section 3, Targeted request (credit unions). */
export const creditUnionTargetedRequest = z
  .strictObject({
    reportDate: reportDateField,
    states,
    typesOfMembership,
    lowIncInd: flag,
    excludeIids,
    ...rangeFields,
    ...flags(CREDIT_UNION_CONCENTRATION_FLAGS),
    ...flags(CREDIT_UNION_SERVICE_FLAGS),
    ...performanceFields(CREDIT_UNION_PERFORMANCE_METRICS),
  })
  .meta({ id: 'CreditUnionTargetedRequest' });
export type CreditUnionTargetedRequest = z.output<typeof creditUnionTargetedRequest>;

/** spec 2 section 3: the answer of the similar and targeted searches. */
export const peerSearchResponse = z
  .object({
    /** The criteria used, in words: stored as the created group's criteria. */
    selectionCriteria: z.string(),
    /** The institutions found (the subject left out), sorted by name. */
    institutionProfiles: z.array(institutionProfile),
  })
  .meta({ id: 'PeerSearchResponse' });
export type PeerSearchResponse = z.infer<typeof peerSearchResponse>;
