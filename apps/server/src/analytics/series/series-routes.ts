import { metricRoutes as metricContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { badRequest } from '../../platform/http/http-error';
import { contractRoute } from '../../platform/http/contract-route';
import { MAX_PEER_INSTITUTIONS, peerSpecOf, TAG, viewerOf } from '../subject/analytics-params';
import { metricDefinitionRoute, metricListRoute } from '../subject/metric-picker-routes';
import type { SubjectService } from '../subject/subject-service';
import type { SeriesService } from './series-service';

/** The trend picker, one metric, and the line charts: series and percentile ranks. */
export function seriesRoutes(
  app: FastifyInstance,
  deps: {
    subjects: SubjectService;
    series: SeriesService;
    access: Access;
  },
) {
  const { subjects, series } = deps;
  const policy = deps.access.analytics;

  metricListRoute(app, deps, 'trend', policy.trendList);
  metricDefinitionRoute(app, deps, metricContract.metric, {
    summary: 'One metric',
    access: policy.metricDefinition,
  });

  contractRoute(
    app,
    metricContract.series,
    {
      access: policy.series,
      summary: 'Series of the institution and its peer (an institution, a group average, or none)',
      tag: TAG,
    },
    async ({ params, query }, request) => {
      const subject = await subjects.subjectOf(params.iid);
      const peer = peerSpecOf(params.peerKind, params.peerId, query.members);
      return series.series(subject, viewerOf(request), params.metricId, peer, query.dateKey, {
        statistic: query.statistic,
        bands: query.bands,
      });
    },
  );

  contractRoute(
    app,
    metricContract.institutionsSeries,
    {
      access: policy.institutionsSeries,
      summary: 'Series of the institution and up to 3 peer institutions',
      tag: TAG,
    },
    async ({ params }) => {
      if (params.list.length > MAX_PEER_INSTITUTIONS + 1) {
        throw badRequest(`At most ${MAX_PEER_INSTITUTIONS} peer institutions.`);
      }
      const subject = await subjects.subjectOf(params.iid);
      return series.iidsSeries(subject, params.metricId, params.list);
    },
  );

  // The rank in the whole group, or in the members the peer selector ticked.
  for (const route of [metricContract.percentile, metricContract.percentileOfList]) {
    contractRoute(
      app,
      route,
      {
        access: policy.percentile,
        summary: "The institution's percentile rank (0 to 1) in the group each quarter",
        tag: TAG,
      },
      async ({ params }, request) =>
        series.percentile(
          await subjects.subjectOf(params.iid),
          viewerOf(request),
          params.metricId,
          params.groupId,
          'list' in params ? params.list : undefined,
        ),
    );
  }
}
