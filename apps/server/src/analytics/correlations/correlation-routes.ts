import { metricRoutes as metricContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import { TAG } from '../subject/analytics-params';
import { metricListRoute } from '../subject/metric-picker-routes';
import type { SubjectService } from '../subject/subject-service';
import type { CorrelationService } from './correlation-service';

/** The correlation picker, the regression dropdown, and beta and R squared against rates. */
export function correlationRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; correlations: CorrelationService; access: Access },
) {
  const { subjects, correlations } = deps;
  const policy = deps.access.analytics;

  metricListRoute(app, deps, 'correlation', policy.correlationList);

  contractRoute(
    app,
    metricContract.regressionDropdown,
    {
      access: policy.regressionDropdown,
      summary: 'Regression metrics with the rates they may be regressed on',
      tag: TAG,
    },
    async ({ query }, request, reply) => {
      const principal = requirePrincipal(request);
      const own = principal.institutionIid
        ? await subjects.subjectOf(principal.institutionIid)
        : undefined;
      const type = query.institutionType ?? own?.institutionType ?? 'bank';
      const metrics = await correlations.regressionMetrics(type);
      reply.header('cache-control', 'private, max-age=3600');
      return metrics;
    },
  );

  contractRoute(
    app,
    metricContract.statistical,
    {
      access: policy.statistical,
      summary: 'Beta and R squared against each rate at lags of 0, 3 and 6 months',
      tag: TAG,
    },
    async ({ params }) =>
      correlations.statistical(
        await subjects.subjectOf(params.iid),
        params.metricId,
        params.startDate,
        params.endDate,
      ),
  );
}
