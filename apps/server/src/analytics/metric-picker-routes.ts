import { metric } from '@app/core/api/metrics';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access-layer';
import { requirePrincipal } from '../auth/guards';
import { metricLists, type MetricListName } from '../catalogue/metric-lists';
import { iid, metricId, tags } from './analytics-params';
import { presentMetric } from './metric-presenter';
import type { SubjectService } from './subject-service';

/** GET /api/:iid/metric/{name}: a picker's metrics for the institution's type. */
export function metricListRoute(
  app: FastifyInstance,
  deps: { subjects: SubjectService; access: Access },
  name: MetricListName,
  preHandler: preHandlerAsyncHookHandler,
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/:iid/metric/${name}`,
    {
      preHandler,
      schema: {
        tags,
        summary: `Metrics of the ${name} picker for the institution's type`,
        params: z.object({ iid }),
        response: { 200: z.array(metric) },
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

/** One metric of the institution's type, at `path` (which names :iid and :metricId). */
export function metricDefinitionRoute(
  app: FastifyInstance,
  deps: { subjects: SubjectService },
  route: { path: string; summary: string; preHandler: preHandlerAsyncHookHandler },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      preHandler: route.preHandler,
      schema: {
        tags,
        summary: route.summary,
        params: z.object({ iid, metricId }),
        response: { 200: metric },
      },
    },
    async (request) => {
      const subject = await deps.subjects.subjectOf(request.params.iid);
      return presentMetric(deps.subjects.metricOf(subject, request.params.metricId));
    },
  );
}
