import { metricRoutes as metricContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/access/access-layer';
import { MAX_PEER_INSTITUTIONS, peerSpecOf, tags, viewerOf } from '../subject/analytics-params';
import { metricDefinitionRoute, metricListRoute } from '../subject/metric-picker-routes';
import type { SubjectService } from '../subject/subject-service';
import { badRequest } from '../../platform/http/http-error';
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
    contract: metricContract.metric,
    summary: 'One metric',
    preHandler: policy.metricDefinition,
  });

  api.get(
    metricContract.series.path,
    {
      preHandler: policy.series,
      schema: {
        tags,
        summary:
          'Series of the institution and its peer (an institution, a group average, or none)',
        params: metricContract.series.params,
        querystring: metricContract.series.query,
        response: { 200: metricContract.series.response },
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
    metricContract.institutionsSeries.path,
    {
      preHandler: policy.institutionsSeries,
      schema: {
        tags,
        summary: 'Series of the institution and up to 3 peer institutions',
        params: metricContract.institutionsSeries.params,
        response: { 200: metricContract.institutionsSeries.response },
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
      response: { 200: metricContract.percentile.response },
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
    metricContract.percentile.path,
    {
      ...percentile,
      schema: { ...percentile.schema, params: metricContract.percentile.params },
    },
    async (request) => percentileOf(request, request.params),
  );
  api.get(
    metricContract.percentileOfList.path,
    {
      ...percentile,
      schema: { ...percentile.schema, params: metricContract.percentileOfList.params },
    },
    async (request) => percentileOf(request, request.params),
  );
}
