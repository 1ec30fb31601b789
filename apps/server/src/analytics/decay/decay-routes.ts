import {
  analysisRoutes as analysisContract,
  metricRoutes as metricContract,
} from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/access/access-layer';
import { tags } from '../subject/analytics-params';
import { metricDefinitionRoute, metricListRoute } from '../subject/metric-picker-routes';
import type { SubjectService } from '../subject/subject-service';
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
    contract: metricContract.decayMetric,
    summary: 'One decay metric',
    preHandler: policy.decayMetric,
  });

  api.get(
    analysisContract.decay.path,
    {
      preHandler: policy.decay,
      schema: {
        tags,
        summary: 'Deposit decay: balances, stable balance, decay factor and run-off key figures',
        params: analysisContract.decay.params,
        querystring: analysisContract.decay.query,
        response: { 200: analysisContract.decay.response },
      },
    },
    async (request) => {
      const subject = await deps.subjects.subjectOf(request.params.iid);
      return deps.decay.decay(subject, request.params.metricId, request.query);
    },
  );
}
