import { MONTHLY_DECAY_NEEDS_OWN_DATA } from '@app/core/api/decay';
import { dataSourceOf } from '@app/core/api/own-deposit-data';
import {
  analysisRoutes as analysisContract,
  metricRoutes as metricContract,
} from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { contractRoute } from '../../platform/http/contract-route';
import { TAG, viewerOf } from '../subject/analytics-params';
import { metricDefinitionRoute, metricListRoute } from '../subject/metric-picker-routes';
import type { SubjectService } from '../subject/subject-service';
import type { DecayService } from './decay-service';
import type { OwnDataService } from '../own-data/own-data-service';
import type { OwnComparisonService } from '../own-data/own-comparison';
import { requirePrincipal } from '../../platform/auth/guards';
import { badRequest } from '../../platform/http/http-error';

/** The decay picker, one decay metric, and the deposit decay analysis. */
export function decayRoutes(
  app: FastifyInstance,
  deps: {
    subjects: SubjectService;
    decay: DecayService;
    ownData: OwnDataService;
    comparison: OwnComparisonService;
    access: Access;
  },
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
      if (query.frequency === 'monthly' && dataSourceOf(query.source).kind === 'call-report') {
        throw badRequest(MONTHLY_DECAY_NEEDS_OWN_DATA);
      }
      // `source=own:…`: the caller's organization's own deposit data (issue 29).
      const own = await deps.ownData.series(requirePrincipal(request).organizationId, query.source);
      const subject = await deps.subjects.subjectOf(params.iid);
      const [decay, comparison] = await Promise.all([
        deps.decay.decay(subject, params.metricId, { ...query, own }),
        // Its chart sets the balance metric's call-report line and the peers' median beside it.
        own &&
          deps.comparison.compare(subject, viewerOf(request), {
            measure: 'Balance',
            own: { label: own.label, values: own.balance },
            metric: deps.subjects.metricOf(subject, params.metricId),
            from: query.startDate,
            to: query.endDate,
            group: query,
          }),
      ]);
      return comparison ? { ...decay, comparison } : decay;
    },
  );
}
