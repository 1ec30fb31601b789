import {
  BANK_CONCENTRATION_FLAGS,
  BANK_PERFORMANCE_METRICS,
  BANK_SERVICE_FLAGS,
  CREDIT_UNION_CONCENTRATION_FLAGS,
  CREDIT_UNION_PERFORMANCE_METRICS,
  CREDIT_UNION_SERVICE_FLAGS,
  LOAN_CONCENTRATION_MIN_PERCENT,
  PERFORMANCE_FILTER,
  SERVICE_THRESHOLD_PERCENT,
  type BankTargetedRequest,
  type CreditUnionTargetedRequest,
  type PerformanceMetric,
} from '@app/core/api/profiles';
import type { InstitutionType } from '@app/core/domain/products';
import {
  byName,
  hasProfileFilters,
  passesProfileFilters,
  type PeerCandidate,
  type ProfileFilters,
} from './peer-candidate';
import { candidateIndexOf } from './candidate-index';
import { lowerIsBetter, type Measure } from './profile-measures';

/**
 * One active criterion of a targeted search. A candidate must meet every one; a candidate
 * without the value a criterion reads does not meet it.
 */
export type Criterion =
  /** value within min..max, both included; a null bound is open. `scale` turns the value into the bounds' unit. */
  | {
      kind: 'range';
      /** The asset, loans-to-deposits and asset-growth ranges, or a Performance Metrics row. */
      section: 'ranges' | 'performance';
      measure: Measure;
      label: string;
      unit: 'millions' | 'percent';
      scale: number;
      min: number | null;
      max: number | null;
    }
  /** value at or above the threshold (loan concentration). */
  | { kind: 'atLeast'; measure: Measure; label: string; threshold: number }
  /** value strictly above the threshold (services). */
  | { kind: 'above'; measure: Measure; label: string; threshold: number }
  /** value strictly better than the subject's, by the metric's rankSort. */
  | { kind: 'better'; measure: Measure; label: string; lowerIsBetter: boolean };

export interface TargetedCriteria {
  profile: ProfileFilters;
  measures: Criterion[];
}

/** spec 2 section 5: a bound counts only when above 0. */
const boundOf = (value: number | null | undefined) =>
  value !== null && value !== undefined && value > 0 ? value : null;

/** Titles of the performance rows (spec 2 section 2.12). */
export const PERFORMANCE_TITLES: Record<PerformanceMetric, string> = {
  roe: 'Return On Equity',
  roa: 'Return On Assets',
  netIntMargin: 'Net Interest Margin',
  netOverhead: 'Net Overhead',
  yea: 'Yield on Earning Assets',
  yldOnLns: 'Loan Yield',
  cof: 'Cost of Funds',
  cstDep: 'Deposit Cost',
  texasRatio: 'Texas Ratio',
  memberGrowth: 'Member Growth',
};

const BANK_CONCENTRATION_MEASURES: Record<keyof typeof BANK_CONCENTRATION_FLAGS, Measure> = {
  agiInd: 'concAgriculture',
  commlInd: 'concCommercialIndustrial',
  creInd: 'concCommercialRealEstate',
  resiInd: 'concResidential',
  consumerInd: 'concConsumer',
};

const CREDIT_UNION_CONCENTRATION_MEASURES: Record<
  keyof typeof CREDIT_UNION_CONCENTRATION_FLAGS,
  Measure
> = {
  resiInd: 'concResidential',
  newAutoInd: 'concNewAuto',
  usedAutoInd: 'concUsedAuto',
  creInd: 'concCommercialRealEstate',
};

/**
 * Services inferred from call-report data (spec 2 section 2.12, thresholds section 9): above 2%
 * of the measure's base, credit cards any balance above 0.
 */
const BANK_SERVICE_RULES: Record<
  keyof typeof BANK_SERVICE_FLAGS,
  { measure: Measure; threshold: number }
> = {
  // residential mortgages held for sale / total loans, 4-quarter average
  hfsInd: { measure: 'mortgageHeldForSale', threshold: SERVICE_THRESHOLD_PERCENT },
  ccsvcInd: { measure: 'creditCardLoans', threshold: 0 },
  // lease financing receivables / loans and leases
  lsefinSvcInd: { measure: 'leaseShare', threshold: SERVICE_THRESHOLD_PERCENT },
  // fiduciary income / non-interest income
  wealthSvcInd: { measure: 'fiduciaryShare', threshold: SERVICE_THRESHOLD_PERCENT },
  // insurance income / non-interest income
  insuranceInd: { measure: 'insuranceShare', threshold: SERVICE_THRESHOLD_PERCENT },
};

/**
 * Every credit-union service of spec 2 from 5300 accounts (docs/data.md): balances above 2% of
 * total loans (credit cards above 0), and the programs the credit union reports offering in
 * its profile (FS220D: 1 offered, 0 not).
 */
const CREDIT_UNION_SERVICE_RULES: Record<
  keyof typeof CREDIT_UNION_SERVICE_FLAGS,
  { measure: Measure; threshold: number }
> = {
  // first-time homebuyer program ACCT_879B4
  firstTimeHomebuyer: { measure: 'firstTimeHomebuyerProgram', threshold: 0 },
  // credit builder ACCT_879D1 or credit management and repair ACCT_879B6
  creditBuilderRepairMain: { measure: 'creditBuilderProgram', threshold: 0 },
  // non-federally guaranteed student loans ACCT_698A / total loans
  studentInd: { measure: 'studentLoanShare', threshold: SERVICE_THRESHOLD_PERCENT },
  // loans held for sale ACCT_003 / total loans ACCT_025B
  mortgageSeller: { measure: 'mortgageHeldForSale', threshold: SERVICE_THRESHOLD_PERCENT },
  // leases receivable / total loans
  leaseInd: { measure: 'leaseShare', threshold: SERVICE_THRESHOLD_PERCENT },
  // commercial loans / total loans
  commlInd: { measure: 'commercialShare', threshold: SERVICE_THRESHOLD_PERCENT },
  // unsecured credit card loans
  ccInd: { measure: 'creditCardLoans', threshold: 0 },
};

type RangeFields = Pick<
  BankTargetedRequest,
  | 'useAssets'
  | 'assetsMin'
  | 'assetsMax'
  | 'useLnsToDep'
  | 'lnsToDepMin'
  | 'lnsToDepMax'
  | 'useAssetGrowth'
  | 'assetGrowthMin'
  | 'assetGrowthMax'
>;

/** The asset, loans-to-deposits and asset-growth ranges that are enabled and have a bound. */
function rangeCriteria(request: RangeFields, type: InstitutionType): Criterion[] {
  const ranges = [
    {
      use: request.useAssets,
      min: request.assetsMin,
      max: request.assetsMax,
      measure: 'totalAssets' as const,
      label: 'assets',
      unit: 'millions' as const,
      scale: 1e-6,
    },
    {
      use: request.useLnsToDep,
      min: request.lnsToDepMin,
      max: request.lnsToDepMax,
      measure: 'lnsToDep' as const,
      label: type === 'bank' ? 'loans to deposits' : 'loans to shares',
      unit: 'percent' as const,
      scale: 1,
    },
    {
      use: request.useAssetGrowth,
      min: request.assetGrowthMin,
      max: request.assetGrowthMax,
      measure: 'assetGrowth' as const,
      label: 'asset growth (3yr avg)',
      unit: 'percent' as const,
      scale: 1,
    },
  ];
  return ranges.flatMap(({ use, min, max, ...rest }): Criterion[] => {
    const low = boundOf(min);
    const high = boundOf(max);
    if (!use || (low === null && high === null)) return [];
    return [{ kind: 'range', section: 'ranges', ...rest, min: low, max: high }];
  });
}

/** Better (1) and Range (-1) rows; N/A (0) and a Range without a bound are ignored. */
function performanceCriteria<R extends Record<string, unknown>>(
  request: R,
  metrics: readonly PerformanceMetric[],
  type: InstitutionType,
): Criterion[] {
  return metrics.flatMap((metric): Criterion[] => {
    const filter = request[`${metric}Filter`];
    const label = PERFORMANCE_TITLES[metric];
    if (filter === PERFORMANCE_FILTER.better) {
      return [
        { kind: 'better', measure: metric, label, lowerIsBetter: lowerIsBetter(type, metric) },
      ];
    }
    if (filter === PERFORMANCE_FILTER.range) {
      const min = boundOf(request[`${metric}Min`] as number | null | undefined);
      const max = boundOf(request[`${metric}Max`] as number | null | undefined);
      if (min === null && max === null) return [];
      return [
        {
          kind: 'range',
          section: 'performance',
          measure: metric,
          label,
          unit: 'percent',
          scale: 1,
          min,
          max,
        },
      ];
    }
    return [];
  });
}

export function bankTargetedCriteria(request: BankTargetedRequest): TargetedCriteria {
  return {
    profile: { states: request.states, ownershipTypes: request.ownershipTypes },
    measures: [
      ...rangeCriteria(request, 'bank'),
      ...(Object.keys(BANK_CONCENTRATION_MEASURES) as (keyof typeof BANK_CONCENTRATION_FLAGS)[])
        .filter((flag) => request[flag])
        .map((flag): Criterion => ({
          kind: 'atLeast',
          measure: BANK_CONCENTRATION_MEASURES[flag],
          label: BANK_CONCENTRATION_FLAGS[flag],
          threshold: LOAN_CONCENTRATION_MIN_PERCENT,
        })),
      ...(Object.keys(BANK_SERVICE_RULES) as (keyof typeof BANK_SERVICE_FLAGS)[])
        .filter((flag) => request[flag])
        .map((flag): Criterion => ({
          kind: 'above',
          label: BANK_SERVICE_FLAGS[flag],
          ...BANK_SERVICE_RULES[flag],
        })),
      ...performanceCriteria(request, BANK_PERFORMANCE_METRICS, 'bank'),
    ],
  };
}

export function creditUnionTargetedCriteria(request: CreditUnionTargetedRequest): TargetedCriteria {
  return {
    profile: {
      states: request.states,
      typesOfMembership: request.typesOfMembership,
      lowIncome: request.lowIncInd,
    },
    measures: [
      ...rangeCriteria(request, 'credit union'),
      ...(
        Object.keys(
          CREDIT_UNION_CONCENTRATION_MEASURES,
        ) as (keyof typeof CREDIT_UNION_CONCENTRATION_FLAGS)[]
      )
        .filter((flag) => request[flag])
        .map((flag): Criterion => ({
          kind: 'atLeast',
          measure: CREDIT_UNION_CONCENTRATION_MEASURES[flag],
          label: CREDIT_UNION_CONCENTRATION_FLAGS[flag],
          threshold: LOAN_CONCENTRATION_MIN_PERCENT,
        })),
      ...(Object.keys(CREDIT_UNION_SERVICE_RULES) as (keyof typeof CREDIT_UNION_SERVICE_FLAGS)[])
        .filter((flag) => request[flag])
        .map((flag): Criterion => ({
          kind: 'above',
          label: CREDIT_UNION_SERVICE_FLAGS[flag],
          ...CREDIT_UNION_SERVICE_RULES[flag],
        })),
      ...performanceCriteria(request, CREDIT_UNION_PERFORMANCE_METRICS, 'credit union'),
    ],
  };
}

/** spec 2 section 5: with no active criterion the search answers nothing. */
export function hasActiveCriteria(criteria: TargetedCriteria): boolean {
  const { profile } = criteria;
  return (
    criteria.measures.length > 0 ||
    profile.states.length > 0 ||
    (profile.ownershipTypes?.length ?? 0) > 0 ||
    (profile.typesOfMembership?.length ?? 0) > 0 ||
    profile.lowIncome === true
  );
}

/** The measures the criteria read, each once. */
export function criteriaMeasures(criteria: TargetedCriteria): Measure[] {
  return [...new Set(criteria.measures.map((c) => c.measure))];
}

/** Does the candidate meet the criterion? `subject` gives the values Better compares with. */
export function meets(candidate: PeerCandidate, criterion: Criterion, subject: PeerCandidate) {
  return meetsValue(
    candidate.values[criterion.measure] ?? null,
    criterion,
    subject.values[criterion.measure] ?? null,
  );
}

/** The criterion on a value (null: not reported, never met); `own` is the subject's value. */
function meetsValue(value: number | null, criterion: Criterion, own: number | null): boolean {
  if (value === null) return false;
  switch (criterion.kind) {
    case 'range': {
      const scaled = value * criterion.scale;
      return (
        (criterion.min === null || scaled >= criterion.min) &&
        (criterion.max === null || scaled <= criterion.max)
      );
    }
    case 'atLeast':
      return value >= criterion.threshold;
    case 'above':
      return value > criterion.threshold;
    case 'better': {
      if (own === null) return false;
      return criterion.lowerIsBetter ? value < own : value > own;
    }
  }
}

/**
 * spec 2 sections 2.12 and 5: the active institutions (subject and excluded iids left out)
 * meeting every criterion, by name; none at all when no criterion is active.
 */
export function findTargeted<C extends PeerCandidate>(
  subject: C,
  candidates: readonly C[],
  criteria: TargetedCriteria,
  excludeIids: readonly number[],
): C[] {
  if (!hasActiveCriteria(criteria)) return [];
  const excluded = new Set(excludeIids);
  // The criteria on the index's arrays (candidateIndexOf says why); NaN there is no value.
  const { active, iids, column } = candidateIndexOf(candidates);
  const tests = criteria.measures.map((criterion) => ({
    criterion,
    values: column(criterion.measure),
    own: subject.values[criterion.measure] ?? null,
  }));
  const filtering = hasProfileFilters(criteria.profile);
  const found: C[] = [];
  for (const i of active) {
    const iid = iids[i]!;
    if (iid === subject.iid || (excluded.size > 0 && excluded.has(iid))) continue;
    let all = true;
    for (const { criterion, values, own } of tests) {
      const value = values[i]!;
      if (!meetsValue(Number.isNaN(value) ? null : value, criterion, own)) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    const candidate = candidates[i]!;
    if (filtering && !passesProfileFilters(candidate, criteria.profile)) continue;
    found.push(candidate);
  }
  // A list already by name (a search quarter's) sorts in one pass.
  return found.sort(byName);
}
