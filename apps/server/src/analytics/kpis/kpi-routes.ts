import { analysisRoutes as analysisContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { contractRoute } from '../../platform/http/contract-route';
import { peerSpecOf, TAG, viewerOf } from '../subject/analytics-params';
import type { SubjectService } from '../subject/subject-service';
import type { KpiService } from './kpi-service';

/** KPI and performance tiles. */
export function kpiRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; kpis: KpiService; access: Access },
) {
  contractRoute(
    app,
    analysisContract.kpis,
    {
      access: deps.access.analytics.kpi,
      summary: 'KPI tiles: value, prior quarter and the peer value (group average) at a date',
      tag: TAG,
    },
    async ({ params, query }, request) => {
      const subject = await deps.subjects.subjectOf(params.iid);
      const [kind, id] = (query.peer ?? 'none:0').split(':') as ['group' | 'iid' | 'none', string];
      const peer = peerSpecOf(kind, Number(id), query.members);
      return deps.kpis.kpis(
        subject,
        viewerOf(request),
        params.metricIds.split(','),
        peer,
        query.date,
        query.statistic,
      );
    },
  );
}
