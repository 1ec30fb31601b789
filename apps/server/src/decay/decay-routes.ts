import { decayQuery, decayResult } from '@app/core/api/decay';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access-layer';
import { iid, metricId, tags } from '../analytics/analytics-params';
import { metricDefinitionRoute, metricListRoute } from '../analytics/metric-picker-routes';
import type { SubjectService } from '../analytics/subject-service';
import type { DecayService } from './decay-service';

/** The decay picker, one decay metric, and the deposit decay analysis. */
export function decayRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; decay: DecayService; access: Access },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const policy = deps.access.analytics;

  metricListRoute(app, deps, 'decay', policy.decayList);
  metricDefinitionRoute(app, deps, {
    path: '/api/:iid/metric/decay/:metricId',
    summary: 'One decay metric',
    preHandler: policy.decayMetric,
  });

  api.get(
    '/api/:iid/decay/:metricId',
    {
      preHandler: policy.decay,
      schema: {
        tags,
        summary: 'Deposit decay: balances, stable balance, decay factor and run-off key figures',
        params: z.object({ iid, metricId }),
        querystring: decayQuery,
        response: { 200: decayResult },
      },
    },
    async (request) => {
      const subject = await deps.subjects.subjectOf(request.params.iid);
      return deps.decay.decay(subject, request.params.metricId, request.query);
    },
  );
}
