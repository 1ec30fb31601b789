import { analysisRoutes as analysisContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from '../../platform/access/access-layer';
import { peerSpecOf, tags, viewerOf } from '../subject/analytics-params';
import type { SubjectService } from '../subject/subject-service';
import { elementMaxOf } from './element-presenter';
import type { ElementService } from './element-service';

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
    params: z.infer<typeof analysisContract.element.params>,
    members: number[] | undefined,
  ) =>
    elements.element(
      await subjects.subjectOf(params.iid),
      viewerOf(request),
      params.elementId,
      peerSpecOf(params.peerKind, params.peerId, members),
    );

  api.get(
    analysisContract.element.path,
    {
      preHandler: policy.element,
      schema: {
        tags,
        summary: "A chart element's data for the institution and its peer",
        params: analysisContract.element.params,
        querystring: analysisContract.element.query,
        response: { 200: analysisContract.element.response },
      },
    },
    async (request) => elementRows(request, request.params, request.query.members),
  );

  api.get(
    analysisContract.elementMax.path,
    {
      preHandler: policy.element,
      schema: {
        tags,
        summary: "The largest value of a chart element's data",
        params: analysisContract.elementMax.params,
        querystring: analysisContract.elementMax.query,
        response: { 200: analysisContract.elementMax.response },
      },
    },
    async (request) => ({
      max: elementMaxOf(await elementRows(request, request.params, request.query.members)),
    }),
  );

  api.get(
    analysisContract.elementSlices.path,
    {
      preHandler: policy.elementSlices,
      schema: {
        tags,
        summary:
          "A chart element's rows at a date, sorted: the first `count` and the rest as Other",
        params: analysisContract.elementSlices.params,
        querystring: analysisContract.elementSlices.query,
        response: { 200: analysisContract.elementSlices.response },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await subjects.subjectOf(params.iid);
      return elements.elementSlices(subject, params.elementId, query.date, query.sort, query.count);
    },
  );
}
