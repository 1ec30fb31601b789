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
import type { OwnDataService } from '../own-data/own-data-service';
import { requirePrincipal } from '../../platform/auth/guards';

/** The decay picker, one decay metric, and the deposit decay analysis. */
export function decayRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; decay: DecayService; ownData: OwnDataService; access: Access },
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
    async ({ params, query }, request) => {
      // `source=own:…`: the caller's organization's own deposit data (issue 29).
      const own = await deps.ownData.series(requirePrincipal(request).organizationId, query.source);
      return deps.decay.decay(await deps.subjects.subjectOf(params.iid), params.metricId, {
        ...query,
        own,
      });
    },
  );
}
