import { metricRoutes as metricContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { requirePrincipal } from '../../platform/auth/guards';
import {
  contractRoute,
  type RouteAccess,
  type RouteInput,
} from '../../platform/http/contract-route';
import { metricLists, type MetricListName } from '../../reference-data/catalogue/metric-lists';
import { TAG } from './analytics-params';
import { presentMetric } from './metric-presenter';
import type { SubjectService } from './subject-service';

type MetricListRoute = (typeof metricContract)[`${MetricListName}List`];
type MetricDefinitionRoute = typeof metricContract.metric | typeof metricContract.decayMetric;

/** A picker's metrics for the institution's type. */
export function metricListRoute(
  app: FastifyInstance,
  deps: { subjects: SubjectService; access: Access },
  name: MetricListName,
  access: RouteAccess<RouteInput<MetricListRoute>>,
) {
  contractRoute(
    app,
    metricContract[`${name}List`],
    { access, summary: `Metrics of the ${name} picker for the institution's type`, tag: TAG },
    async ({ params }, request) => {
      const subject = await deps.subjects.subjectOf(params.iid);
      const principal = requirePrincipal(request);
      const product = name === 'decay' ? 'non-maturity-deposits' : 'peer-comparison';
      // The picker lists what the server serves, and marks what the plan locks.
      return metricLists[name](subject.institutionType).flatMap((m) => {
        const standing = deps.access.metricStanding(principal, product, m);
        return standing === 'hidden'
          ? []
          : [{ ...presentMetric(m), locked: standing === 'locked' }];
      });
    },
  );
}

/** One metric of the institution's type. */
export function metricDefinitionRoute(
  app: FastifyInstance,
  deps: { subjects: SubjectService },
  route: MetricDefinitionRoute,
  options: { summary: string; access: RouteAccess<RouteInput<MetricDefinitionRoute>> },
) {
  contractRoute(app, route, { ...options, tag: TAG }, async ({ params }) => {
    const subject = await deps.subjects.subjectOf(params.iid);
    return presentMetric(deps.subjects.metricOf(subject, params.metricId));
  });
}
