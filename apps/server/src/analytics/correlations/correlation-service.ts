import { laggedRegressions, REGRESSION_LAG_MONTHS } from '@app/core/analytics/lagged-regression';
import type { Statistical } from '@app/core/api/metrics';
import type { InstitutionType } from '@app/core/domain/products';
import { addQuarters } from '@app/core/domain/quarters';
import { presentMetric } from '../subject/metric-presenter';
import type { Subject } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import { metricLists } from '../../reference-data/catalogue/metric-lists';
import { badRequest } from '../../platform/http/http-error';
import type { MetricValuesRepository } from '../../reference-data/metric-values/metric-values-repository';
import { REGRESSION_RATE_IDS } from '../../reference-data/rates/rate-catalogue';
import type { RatesRepository } from '../../reference-data/rates/rates-repository';

/** Correlation and regression of a metric against market rates. */
export function correlationService(deps: {
  subjects: SubjectService;
  values: MetricValuesRepository;
  rates: RatesRepository;
}) {
  return {
    /** The correlation metrics of a type, each with the rates held that it may be regressed on. */
    async regressionMetrics(institutionType: InstitutionType) {
      const rates = await deps.rates.list();
      return metricLists.correlation(institutionType).map((m) => {
        const presented = presentMetric(m);
        return {
          metricId: m.metricId,
          metricTitle: m.metricTitle,
          categoryTitle: m.categoryTitle,
          displayType: m.displayType,
          rates: rates
            .filter((r) => presented.rates.includes(r.rateIdStatistical))
            .map((r) => ({ rateIdStatistical: r.rateIdStatistical, rateName: r.rateName })),
        };
      });
    },

    /** Beta and R squared of the subject's metric against each regression rate and lag. */
    async statistical(
      subject: Subject,
      metricId: string,
      startDate: string,
      endDate: string,
    ): Promise<Statistical[]> {
      deps.subjects.metricOf(subject, metricId);
      if (startDate > endDate) throw badRequest('startDate must not be after endDate.');
      const series = await deps.values.series(
        subject.iid,
        subject.institutionType,
        metricId,
        startDate,
        endDate,
      );
      const rates = (await deps.rates.list()).filter((r) =>
        (REGRESSION_RATE_IDS as readonly string[]).includes(r.rateId),
      );
      const rows: Statistical[] = [];
      for (const rate of rates) {
        const lagStart = addQuarters(startDate, -(Math.max(...REGRESSION_LAG_MONTHS) / 3));
        const rateValues = await deps.rates.values(rate.rateId, lagStart);
        for (const fit of laggedRegressions(series, rateValues)) {
          rows.push({
            rateId: rate.rateId,
            rateIdStatistical: rate.rateIdStatistical,
            rateName: rate.rateName,
            lagMonths: fit.lagMonths,
            beta: fit.slope,
            rSquared: fit.rSquared,
            intercept: fit.intercept,
            points: fit.n,
          });
        }
      }
      return rows;
    },
  };
}

export type CorrelationService = ReturnType<typeof correlationService>;
