import {
  chartData,
  elementMax,
  elementSlices,
  peerKind,
  quarterEndParam,
} from '@app/core/api/metrics';
import { idOrZeroParam } from '@app/core/api/input';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access-layer';
import { iid, peerSpecOf, selectedQuery, tags, viewerOf } from '../analytics/analytics-params';
import type { SubjectService } from '../analytics/subject-service';
import { elementMaxOf } from './element-presenter';
import type { ElementService } from './element-service';

const elementId = z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be an element id');
const elementParams = z.object({ iid, elementId, peerKind, peerId: idOrZeroParam });

/** A chart element's tables, their largest value, and its largest slices at a date. */
export function elementRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; elements: ElementService; access: Access },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { subjects, elements } = deps;
  const policy = deps.access.analytics;

  const elementRows = async (
    request: FastifyRequest,
    params: z.infer<typeof elementParams>,
    members: number[] | undefined,
  ) =>
    elements.element(
      await subjects.subjectOf(params.iid),
      viewerOf(request),
      params.elementId,
      peerSpecOf(params.peerKind, params.peerId, members),
    );

  api.get(
    '/api/:iid/element/:elementId/:peerKind/:peerId',
    {
      preHandler: policy.element,
      schema: {
        tags,
        summary: "A chart element's data for the institution and its peer",
        params: elementParams,
        querystring: selectedQuery,
        response: { 200: z.array(chartData) },
      },
    },
    async (request) => elementRows(request, request.params, request.query.members),
  );

  api.get(
    '/api/:iid/element/max/:elementId/:peerKind/:peerId',
    {
      preHandler: policy.element,
      schema: {
        tags,
        summary: "The largest value of a chart element's data",
        params: elementParams,
        querystring: selectedQuery,
        response: { 200: elementMax },
      },
    },
    async (request) => ({
      max: elementMaxOf(await elementRows(request, request.params, request.query.members)),
    }),
  );

  api.get(
    '/api/:iid/element/slices/:elementId',
    {
      preHandler: policy.elementSlices,
      schema: {
        tags,
        summary:
          "A chart element's rows at a date, sorted: the first `count` and the rest as Other",
        params: z.object({ iid, elementId }),
        querystring: z.object({
          date: quarterEndParam.optional(),
          sort: z.enum(['asc', 'desc']).default('desc'),
          count: z.coerce.number().int().min(1).max(50).default(5),
        }),
        response: { 200: elementSlices },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await subjects.subjectOf(params.iid);
      return elements.elementSlices(subject, params.elementId, query.date, query.sort, query.count);
    },
  );
}
