import { MIN_REGRESSION_POINTS } from '@app/core/analytics/least-squares';
import {
  DEPOSIT_SUMMARY_QUARTERS,
  DEPOSIT_SUMMARY_REASONS as REASONS,
  type DepositSummary,
} from '@app/core/api/deposit-summary';
import type { InstitutionType } from '@app/core/domain/products';
import type { Subject } from '../../analytics/subject/subject';
import type { SubjectService } from '../../analytics/subject/subject-service';
import type { CorrelationService } from '../../analytics/correlations/correlation-service';
import type { DecayService } from '../../analytics/decay/decay-service';
import {
  SETTING_KEYS,
  type SystemSettingsRepository,
} from '../../platform/settings/system-settings-repository';

/** The balance whose decay the dashboard shows: the product's own, non-maturity deposits. */
const DECAY_METRIC: Record<InstitutionType, string> = {
  bank: 'LBPRNMD',
  'credit union': 'ACCT_NMD',
};
/** The deposit cost whose beta the dashboard shows: the cost of all deposits (shares). */
const COST_METRIC: Record<InstitutionType, string> = {
  bank: 'LBPRQCOSTDEP',
  'credit union': 'FPR_QCOSTSHDEP',
};
const FED_FUNDS = 'FEDFUNDS';

/**
 * The Non-Maturity Deposits panel of the dashboard: the decay page's decay factor and WALs
 * (basic decay, actual balance) and the beta page's beta against Fed Funds (lag 0), computed
 * by those pages' services over their default window: the last DEPOSIT_SUMMARY_QUARTERS of the
 * deposit pages' dates, ending at a closed institution's last report.
 */
export function depositSummaryService(deps: {
  subjects: SubjectService;
  decay: DecayService;
  correlations: CorrelationService;
  settings: SystemSettingsRepository;
}) {
  const windowOf = async (subject: Subject) => {
    const [start, current, dates] = await Promise.all([
      deps.settings.get(SETTING_KEYS.nmdStartDate),
      deps.settings.get(SETTING_KEYS.nmdCurrentDate),
      deps.subjects.reportDates(subject),
    ]);
    const last = subject.closedAfter;
    const window = dates
      .filter((d) => (!start || d >= start) && (!current || d <= current) && (!last || d <= last))
      .slice(-DEPOSIT_SUMMARY_QUARTERS);
    const [startDate, endDate] = [window[0], window.at(-1)];
    return startDate && endDate ? { startDate, endDate } : null;
  };

  return {
    async summary(subject: Subject): Promise<DepositSummary> {
      const decayMetric = deps.subjects.metricOf(subject, DECAY_METRIC[subject.institutionType]);
      const costMetric = deps.subjects.metricOf(subject, COST_METRIC[subject.institutionType]);
      const decayHead = { metricId: decayMetric.metricId, metricTitle: decayMetric.metricTitle };
      const betaHead = {
        metricId: costMetric.metricId,
        metricTitle: costMetric.metricTitle,
        rateName: 'Fed Funds',
      };
      const window = await windowOf(subject);
      if (!window) {
        return {
          startDate: null,
          endDate: null,
          decay: { ...decayHead, ...noDecay, reason: REASONS.noDates },
          beta: { ...betaHead, beta: null, rSquared: null, quarters: 0, reason: REASONS.noDates },
        };
      }
      const { startDate, endDate } = window;
      const [decay, statistics] = await Promise.all([
        deps.decay.decay(subject, decayMetric.metricId, {
          startDate,
          endDate,
          truncate: false,
          covid: false,
          basic: true,
        }),
        deps.correlations.statistical(subject, costMetric.metricId, startDate, endDate),
      ]);
      const fit = statistics.find((row) => row.rateId === FED_FUNDS && row.lagMonths === 0);
      const { decayFactor, straightLineDeclineWal, pctDeclineWal } = decay.actual;
      return {
        startDate,
        endDate,
        decay: {
          ...decayHead,
          decayFactor,
          straightLineWal: straightLineDeclineWal,
          pctDeclineWal,
          reason: decay.insufficientData
            ? REASONS.fewBalances(decay.minimumPeriods)
            : decayFactor === null
              ? REASONS.noDecay
              : null,
        },
        beta: {
          ...betaHead,
          rateName: fit?.rateName ?? betaHead.rateName,
          beta: fit?.beta ?? null,
          rSquared: fit?.rSquared ?? null,
          quarters: fit?.points ?? 0,
          reason: !fit
            ? REASONS.noRate
            : fit.beta !== null
              ? null
              : fit.points < MIN_REGRESSION_POINTS
                ? REASONS.fewQuarters(MIN_REGRESSION_POINTS)
                : REASONS.flatRate,
        },
      };
    },
  };
}

const noDecay = { decayFactor: null, straightLineWal: null, pctDeclineWal: null };

export type DepositSummaryService = ReturnType<typeof depositSummaryService>;
