import { iidList, metricSeries, peerKind } from '@app/core/api/metrics';
import { idOrZeroParam } from '@app/core/api/input';
import { dateKeyQuery } from '@app/core/api/rates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access-layer';
import {
  groupId,
  iid,
  MAX_PEER_INSTITUTIONS,
  metricId,
  peerSpecOf,
  selectedQuery,
  tags,
  viewerOf,
} from '../analytics/analytics-params';
import { metricDefinitionRoute, metricListRoute } from '../analytics/metric-picker-routes';
import type { SubjectService } from '../analytics/subject-service';
import { badRequest } from '../http/http-error';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { subjects, series } = deps;
  const policy = deps.access.analytics;

  metricListRoute(app, deps, 'trend', policy.trendList);
  metricDefinitionRoute(app, deps, {
    path: '/api/:iid/metric/:metricId',
    summary: 'One metric',
    preHandler: policy.metricDefinition,
  });

  api.get(
    '/api/:iid/metric/:metricId/:peerKind/:peerId',
    {
      preHandler: policy.series,
      schema: {
        tags,
        summary:
          'Series of the institution and its peer (an institution, a group average, or none)',
        params: z.object({ iid, metricId, peerKind, peerId: idOrZeroParam }),
        querystring: dateKeyQuery.extend(selectedQuery.shape),
        response: { 200: metricSeries },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await subjects.subjectOf(params.iid);
      const peer = peerSpecOf(params.peerKind, params.peerId, query.members);
      return series.series(subject, viewerOf(request), params.metricId, peer, query.dateKey);
    },
  );

  api.get(
    '/api/:iid/metric/:metricId/iids/:list',
    {
      preHandler: policy.institutionsSeries,
      schema: {
        tags,
        summary: 'Series of the institution and up to 3 peer institutions',
        params: z.object({ iid, metricId, list: iidList }),
        response: { 200: metricSeries },
      },
    },
    async (request) => {
      const { params } = request;
      if (params.list.length > MAX_PEER_INSTITUTIONS + 1) {
        throw badRequest(`At most ${MAX_PEER_INSTITUTIONS} peer institutions.`);
      }
      const subject = await subjects.subjectOf(params.iid);
      return series.iidsSeries(subject, params.metricId, params.list);
    },
  );

  const percentile = {
    preHandler: policy.percentile,
    schema: {
      tags,
      summary: "The institution's percentile rank (0 to 1) in the group each quarter",
      response: { 200: metricSeries },
    },
  };
  const percentileOf = async (
    request: FastifyRequest,
    params: { iid: number; metricId: string; groupId: number; list?: number[] },
  ) =>
    series.percentile(
      await subjects.subjectOf(params.iid),
      viewerOf(request),
      params.metricId,
      params.groupId,
      params.list,
    );
  api.get(
    '/api/:iid/metric/percentile/:metricId/:groupId',
    {
      ...percentile,
      schema: { ...percentile.schema, params: z.object({ iid, metricId, groupId }) },
    },
    async (request) => percentileOf(request, request.params),
  );
  api.get(
    '/api/:iid/metric/percentile/:metricId/:groupId/:list',
    {
      ...percentile,
      schema: { ...percentile.schema, params: z.object({ iid, metricId, groupId, list: iidList }) },
    },
    async (request) => percentileOf(request, request.params),
  );
}
