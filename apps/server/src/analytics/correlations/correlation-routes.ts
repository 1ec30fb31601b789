import { metricRoutes as metricContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/access/access-layer';
import { tags } from '../subject/analytics-params';
import { metricListRoute } from '../subject/metric-picker-routes';
import type { SubjectService } from '../subject/subject-service';
import { requirePrincipal } from '../../platform/auth/guards';
import type { CorrelationService } from './correlation-service';

/** The correlation picker, the regression dropdown, and beta and R squared against rates. */
export function correlationRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; correlations: CorrelationService; access: Access },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { subjects, correlations } = deps;
  const policy = deps.access.analytics;

  metricListRoute(app, deps, 'correlation', policy.correlationList);

  api.get(
    metricContract.regressionDropdown.path,
    {
      preHandler: policy.regressionDropdown,
      schema: {
        tags,
        summary: 'Regression metrics with the rates they may be regressed on',
        querystring: metricContract.regressionDropdown.query,
        response: { 200: metricContract.regressionDropdown.response },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const own = principal.institutionIid
        ? await subjects.subjectOf(principal.institutionIid)
        : undefined;
      const type = request.query.institutionType ?? own?.institutionType ?? 'bank';
      const metrics = await correlations.regressionMetrics(type);
      reply.header('cache-control', 'private, max-age=3600');
      return metrics;
    },
  );

  api.get(
    metricContract.statistical.path,
    {
      preHandler: policy.statistical,
      schema: {
        tags,
        summary: 'Beta and R squared against each rate at lags of 0, 3 and 6 months',
        params: metricContract.statistical.params,
        querystring: metricContract.statistical.query,
        response: { 200: metricContract.statistical.response },
      },
    },
    async (request) => {
      const { params } = request;
      const subject = await subjects.subjectOf(params.iid);
      return correlations.statistical(subject, params.metricId, params.startDate, params.endDate);
    },
  );
}
