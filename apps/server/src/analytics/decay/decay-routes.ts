import {
  analysisRoutes as analysisContract,
  metricRoutes as metricContract,
} from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { contractRoute } from '../../platform/http/contract-route';
import { TAG } from '../subject/analytics-params';
import { metricDefinitionRoute, metricListRoute } from '../subject/metric-picker-routes';
import type { SubjectService } from '../subject/subject-service';
import type { DecayService } from './decay-service';

/** The decay picker, one decay metric, and the deposit decay analysis. */
export function decayRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; decay: DecayService; access: Access },
) {
  const policy = deps.access.analytics;

  metricListRoute(app, deps, 'decay', policy.decayList);
  metricDefinitionRoute(app, deps, metricContract.decayMetric, {
    summary: 'One decay metric',
    access: policy.decayMetric,
  });

  contractRoute(
    app,
    analysisContract.decay,
    {
      access: policy.decay,
      summary: 'Deposit decay: balances, stable balance, decay factor and run-off key figures',
      tag: TAG,
    },
    async ({ params, query }) =>
      deps.decay.decay(await deps.subjects.subjectOf(params.iid), params.metricId, query),
  );
}
