import type { DatedValue } from '@app/core/analytics/lagged-regression';
import type { PeriodsPerYear } from '@app/core/analytics/periods';
import { MONTHLY_BETAS_NEED_OWN_DATA } from '@app/core/api/beta-suite';
import type { AnalysisFrequency } from '@app/core/api/own-deposit-data';
import { addMonths } from '@app/core/domain/months';
import { addQuarters } from '@app/core/domain/quarters';
import type { InstitutionType } from '@app/core/domain/products';
import type { Subject } from '../subject/subject';
import { LAST_DATE } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import { metricLists } from '../../reference-data/catalogue/metric-lists';
import { badRequest, notFound } from '../../platform/http/http-error';
import type { MetricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import {
  rateCatalogue,
  REGRESSION_RATE_IDS,
  type RateDefinition,
} from '../../reference-data/rates/rate-catalogue';
import type { RatesRepository } from '../../reference-data/rates/rates-repository';
import type { OwnInput, OwnSeries } from '../own-data/own-quarterly';

/**
 * The defaults of the Beta Suite (docs/nmd-methodology.md, "Server defaults"): the deposit cost
 * over all deposits, non-interest-bearing ones included, since that is what the institution
 * pays on its deposit base; the policy rate, which deposit pricing follows most closely.
 */
export const DEFAULT_COST_METRIC: Record<InstitutionType, string> = {
  bank: 'LBPRQCOSTDEP',
  'credit union': 'FPR_QCOSTSHDEP',
};
export const DEFAULT_RATE_ID = 'FEDFUNDS';
/** The balance whose stable share, decay and run-off the regulatory view and back-test use. */
export const DEFAULT_BALANCE_METRIC: Record<InstitutionType, string> = {
  bank: 'LBPRNMD',
  'credit union': 'ACCT_NMD',
};

export interface BetaSeries {
  metric: MetricDefinition;
  rate: RateDefinition;
  /** The institution's deposit cost, every quarter it reported, oldest first (null: missing). */
  cost: DatedValue[];
  /** The rate's quarterly values, oldest first. */
  rateValues: DatedValue[];
  /** 4, or 12 when monthly: then cost and rateValues are by month end (own data only). */
  periodsPerYear: PeriodsPerYear;
}

/** The frequency a page was asked for (quarterly unless said). */
export interface FrequencyInput {
  frequency?: AnalysisFrequency | undefined;
}

export const periodsPerYearOf = (query: FrequencyInput): PeriodsPerYear =>
  query.frequency === 'monthly' ? 12 : 4;

/**
 * The first period end whose change a change beta counts: the period after the range's first.
 * Monthly, the range's quarters run from the first month of startDate's quarter.
 */
export const firstChangeOf = (startDate: string, periodsPerYear: PeriodsPerYear) =>
  periodsPerYear === 12 ? addMonths(startDate, -1) : addQuarters(startDate, 1);

/** The first period end of the range: startDate, or monthly the first month of its quarter. */
export const rangeStartOf = (startDate: string, periodsPerYear: PeriodsPerYear) =>
  periodsPerYear === 12 ? addMonths(startDate, -2) : startDate;

/**
 * The own data's rate paid where the deposit cost metric would be (issue 29): named by its
 * source and label, so every answer and sheet says what it relates.
 */
export function ownCostMetric(
  own: OwnSeries,
  like: MetricDefinition,
  frequency: AnalysisFrequency = 'quarterly',
): MetricDefinition {
  return {
    ...like,
    metricId: own.source,
    metricTitle: `${own.label}, rate paid`,
    ...(frequency === 'monthly'
      ? {
          metricInformation: 'The rate paid of the uploaded own deposit data, month by month.',
          description: 'Own deposit data (uploaded): the rate paid of each month.',
        }
      : {
          metricInformation:
            'The rate paid of the uploaded own deposit data, quarter means of months.',
          description: 'Own deposit data (uploaded): the mean rate paid of the quarter’s months.',
        }),
    compute: () => null,
  };
}

export interface QuarterRange {
  startDate: string;
  endDate: string;
}

/** The series the beta pages relate, read once per call, and the range the user chose. */
export function betaInputs(deps: {
  subjects: SubjectService;
  values: MetricValuesRepository;
  rates: RatesRepository;
}) {
  const rateOf = (rateId: string): RateDefinition => {
    const rate = (REGRESSION_RATE_IDS as readonly string[]).includes(rateId)
      ? rateCatalogue.find((r) => r.rateId === rateId)
      : undefined;
    if (!rate) {
      throw badRequest(`Unknown rate ${rateId}: use one of ${REGRESSION_RATE_IDS.join(', ')}.`);
    }
    return rate;
  };

  /** A metric of the subject's type from one of the product's lists, else 400. */
  const metricFrom = (
    subject: Subject,
    metricId: string,
    list: 'correlation' | 'decay',
  ): MetricDefinition => {
    const metric = deps.subjects.metricOf(subject, metricId);
    if (!metricLists[list](subject.institutionType).some((m) => m.metricId === metricId)) {
      throw badRequest(
        list === 'correlation'
          ? `${metricId} is not a cost or yield metric: a beta relates a cost to a rate.`
          : `${metricId} is not a deposit balance of the decay page.`,
      );
    }
    return metric;
  };

  /** One institution's whole history of a metric (a hundred quarters at most). */
  const history = (subject: Subject, metricId: string) =>
    deps.values.series(subject.iid, subject.institutionType, metricId, '0001-01-01', LAST_DATE);

  return {
    rateOf,
    metricFrom,
    history,

    /** The deposit-cost metric and the rate asked for (or the defaults) with their series. */
    async series(
      subject: Subject,
      query: { metricId?: string | undefined; rateId?: string | undefined } & OwnInput &
        FrequencyInput,
    ): Promise<BetaSeries> {
      const metric = metricFrom(
        subject,
        query.metricId ?? DEFAULT_COST_METRIC[subject.institutionType],
        'correlation',
      );
      const rate = rateOf(query.rateId ?? DEFAULT_RATE_ID);
      const periodsPerYear = periodsPerYearOf(query);
      if (periodsPerYear === 12) {
        if (!query.own) throw badRequest(MONTHLY_BETAS_NEED_OWN_DATA);
        return {
          metric: ownCostMetric(query.own, metric, 'monthly'),
          rate,
          cost: query.own.monthlyRatePaid,
          rateValues: await deps.rates.monthValues(rate.rateId),
          periodsPerYear,
        };
      }
      if (query.own) {
        return {
          metric: ownCostMetric(query.own, metric, 'quarterly'),
          rate,
          cost: query.own.ratePaid,
          rateValues: await deps.rates.values(rate.rateId),
          periodsPerYear,
        };
      }
      const [cost, rateValues] = await Promise.all([
        history(subject, metric.metricId),
        deps.rates.values(rate.rateId),
      ]);
      return { metric, rate, cost, rateValues, periodsPerYear };
    },

    /** The range asked for; either end defaults to the first or last report date of the type. */
    async range(
      subject: Subject,
      query: { startDate?: string | undefined; endDate?: string | undefined } & OwnInput,
    ): Promise<QuarterRange> {
      // Own data: its own quarters, not the call report's.
      const dates = query.own
        ? [
            ...new Set([...query.own.balance, ...query.own.ratePaid].map((q) => q.reportDate)),
          ].sort()
        : await deps.subjects.reportDates(subject);
      const startDate = query.startDate ?? dates[0];
      const endDate = query.endDate ?? dates.at(-1);
      if (startDate === undefined || endDate === undefined) {
        throw notFound(`No quarter of ${subject.institutionType} data has been imported yet.`);
      }
      if (startDate > endDate) throw badRequest('startDate must not be after endDate.');
      return { startDate, endDate };
    },
  };
}

export type BetaInputs = ReturnType<typeof betaInputs>;

/** The rows of a series from `from` to `to`, both included. */
export const within = <T extends DatedValue>(series: readonly T[], from: string, to: string) =>
  series.filter((row) => row.reportDate >= from && row.reportDate <= to);

/** The series' chosen names, as every answer states them. */
export const seriesNames = (series: BetaSeries) => ({
  metricId: series.metric.metricId,
  metricTitle: series.metric.metricTitle,
  rateId: series.rate.rateId,
  rateName: series.rate.rateName,
});
