import { metricRoutes as metricContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/access/access-layer';
import { requirePrincipal } from '../../platform/auth/guards';
import { metricLists, type MetricListName } from '../../reference-data/catalogue/metric-lists';
import { tags } from './analytics-params';
import { presentMetric } from './metric-presenter';
import type { SubjectService } from './subject-service';

/** GET /api/:iid/metric/{name}: a picker's metrics for the institution's type. */
export function metricListRoute(
  app: FastifyInstance,
  deps: { subjects: SubjectService; access: Access },
  name: MetricListName,
  preHandler: preHandlerAsyncHookHandler,
) {
  const route = metricContract[`${name}List`];
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      preHandler,
      schema: {
        tags,
        summary: `Metrics of the ${name} picker for the institution's type`,
        params: route.params,
        response: { 200: route.response },
      },
    },
    async (request) => {
      const subject = await deps.subjects.subjectOf(request.params.iid);
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

/** One metric of the institution's type, at the contract entry's path. */
export function metricDefinitionRoute(
  app: FastifyInstance,
  deps: { subjects: SubjectService },
  route: {
    contract: typeof metricContract.metric | typeof metricContract.decayMetric;
    summary: string;
    preHandler: preHandlerAsyncHookHandler;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.contract.path,
    {
      preHandler: route.preHandler,
      schema: {
        tags,
        summary: route.summary,
        params: route.contract.params,
        response: { 200: route.contract.response },
      },
    },
    async (request) => {
      const subject = await deps.subjects.subjectOf(request.params.iid);
      return presentMetric(deps.subjects.metricOf(subject, request.params.metricId));
    },
  );
}
