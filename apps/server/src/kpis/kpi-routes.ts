import { iidList, kpiValue, quarterEndParam } from '@app/core/api/metrics';
import { MAX_ID } from '@app/core/api/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access-layer';
import { iid, peerSpecOf, tags, viewerOf } from '../analytics/analytics-params';
import type { SubjectService } from '../analytics/subject-service';
import type { KpiService } from './kpi-service';

const PEER_MESSAGE = 'must be group:<groupId> or iid:<iid>';

/** KPI and performance tiles. */
export function kpiRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; kpis: KpiService; access: Access },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/:iid/kpi/:metricIds',
    {
      preHandler: deps.access.analytics.kpi,
      schema: {
        tags,
        summary: 'KPI tiles: value, prior quarter and the peer value (group average) at a date',
        params: z.object({
          iid,
          metricIds: z
            .string()
            .regex(
              /^[A-Za-z0-9_]{2,40}(,[A-Za-z0-9_]{2,40}){0,19}$/,
              'must be up to 20 comma-separated metric ids',
            ),
        }),
        querystring: z.object({
          peer: z
            .string()
            .regex(/^(group|iid):\d{1,10}$/, PEER_MESSAGE)
            .refine((peer) => Number(peer.split(':')[1]) <= MAX_ID, PEER_MESSAGE)
            .optional(),
          date: quarterEndParam.optional(),
          members: iidList.optional(),
        }),
        response: { 200: z.array(kpiValue) },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await deps.subjects.subjectOf(params.iid);
      const [kind, id] = (query.peer ?? 'none:0').split(':') as ['group' | 'iid' | 'none', string];
      const peer = peerSpecOf(kind, Number(id), query.members);
      return deps.kpis.kpis(
        subject,
        viewerOf(request),
        params.metricIds.split(','),
        peer,
        query.date,
      );
    },
  );
}
