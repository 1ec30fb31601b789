import { decayAnalysis } from '@app/core/analytics/decay';
import {
  BASIC_DECAY_SIGNIFICANT_EVENT,
  HISTORY_QUARTERS,
} from '@app/core/analytics/stable-balance';
import {
  MONTHLY_DECAY_NEEDS_OWN_DATA,
  type decayQuery,
  type DecayResult,
} from '@app/core/api/decay';
import { addMonths } from '@app/core/domain/months';
import { addQuarters } from '@app/core/domain/quarters';
import type { z } from 'zod';
import type { Subject } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import { badRequest } from '../../platform/http/http-error';
import type { MetricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import {
  SETTING_KEYS,
  type SystemSettingsRepository,
} from '../../platform/settings/system-settings-repository';
import { presentDecay } from './decay-presenter';
import type { OwnSeries } from '../own-data/own-quarterly';

type DecayQuery = Omit<z.output<typeof decayQuery>, 'frequency'> & {
  /** Quarterly unless asked (the route's query always says). */
  frequency?: z.output<typeof decayQuery>['frequency'];
  /**
   * Own deposit data (issue 29): its quarter-end balances in place of the metric's, or its
   * month-end balances when monthly.
   */
  own?:
    | (Pick<OwnSeries, 'source' | 'balance'> & Partial<Pick<OwnSeries, 'monthlyBalance'>>)
    | undefined;
};

/** Deposit decay of a balance metric (Non-Maturity Deposits). */
export function decayService(deps: {
  subjects: SubjectService;
  values: MetricValuesRepository;
  settings: SystemSettingsRepository;
}) {
  /** The significant event threshold and truncation the request asks for, from the settings. */
  async function settingsOf(query: DecayQuery) {
    const [threshold, truncation] = await Promise.all([
      deps.settings.get(SETTING_KEYS.nmdSignificantEvent),
      deps.settings.get(SETTING_KEYS.nmdTruncation),
    ]);
    return {
      significantEventThreshold: query.basic
        ? BASIC_DECAY_SIGNIFICANT_EVENT
        : Number(threshold ?? BASIC_DECAY_SIGNIFICANT_EVENT),
      truncationQuarters: query.truncate ? Number(truncation ?? 40) : undefined,
    };
  }

  /**
   * Own data month by month: the months of the range's quarters (from the first month of
   * startDate's quarter to endDate) with a year of months before them.
   */
  function monthly(query: DecayQuery, settings: Awaited<ReturnType<typeof settingsOf>>) {
    const months = query.own?.monthlyBalance;
    if (!query.own || !months) throw badRequest(MONTHLY_DECAY_NEEDS_OWN_DATA);
    const rangeStart = addMonths(query.startDate, -2);
    const from = addMonths(rangeStart, -12);
    const analysis = decayAnalysis(
      months.filter((m) => m.reportDate >= from && m.reportDate <= query.endDate),
      {
        rangeStart,
        rangeEnd: query.endDate,
        significantEventThreshold: settings.significantEventThreshold,
        adjustForCovid: query.covid,
        truncationQuarters: settings.truncationQuarters,
        periodsPerYear: 12,
      },
    );
    return presentDecay(query.own.source, analysis, settings);
  }

  return {
    /**
     * Deposit decay (spec 2 sections 2.9 and 9): the balance series of the range with up to 4
     * quarters of history, its stable balance, decay factors and run-off key figures.
     */
    async decay(subject: Subject, metricId: string, query: DecayQuery): Promise<DecayResult> {
      const settings = await settingsOf(query);
      deps.subjects.metricOf(subject, metricId);
      if (query.startDate > query.endDate) throw badRequest('startDate must not be after endDate.');
      if (query.frequency === 'monthly') return monthly(query, settings);
      const from = addQuarters(query.startDate, -HISTORY_QUARTERS);
      const rows = query.own
        ? query.own.balance.filter((q) => q.reportDate >= from && q.reportDate <= query.endDate)
        : await deps.values.series(
            subject.iid,
            subject.institutionType,
            metricId,
            from,
            query.endDate,
          );
      const input = rows.filter(
        (r): r is { reportDate: string; value: number } => r.value !== null,
      );
      const analysis = decayAnalysis(input, {
        rangeStart: query.startDate,
        rangeEnd: query.endDate,
        significantEventThreshold: settings.significantEventThreshold,
        adjustForCovid: query.covid,
        truncationQuarters: settings.truncationQuarters,
      });
      return presentDecay(query.own?.source ?? metricId, analysis, settings);
    },
  };
}

export type DecayService = ReturnType<typeof decayService>;
