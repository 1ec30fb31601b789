import { analysisRoutes as analysisContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { contractRoute, type RouteInput } from '../../platform/http/contract-route';
import { peerSpecOf, TAG, viewerOf } from '../subject/analytics-params';
import type { SubjectService } from '../subject/subject-service';
import { elementMaxOf } from './element-presenter';
import type { ElementService } from './element-service';

/** A chart element's tables, their largest value, and its largest slices at a date. */
export function elementRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; elements: ElementService; access: Access },
) {
  const { subjects, elements } = deps;
  const policy = deps.access.analytics;

  type ElementInput = RouteInput<typeof analysisContract.element>;
  /** The element and its largest value read the same parameters. */
  const elementRows = async (
    { params, query }: { params: ElementInput['params']; query: ElementInput['query'] },
    request: FastifyRequest,
  ) =>
    elements.element(
      await subjects.subjectOf(params.iid),
      viewerOf(request),
      params.elementId,
      peerSpecOf(params.peerKind, params.peerId, query.members),
      query.statistic,
    );

  contractRoute(
    app,
    analysisContract.element,
    {
      access: policy.element,
      summary: "A chart element's data for the institution and its peer",
      tag: TAG,
    },
    elementRows,
  );

  contractRoute(
    app,
    analysisContract.elementMax,
    {
      access: policy.element,
      summary: "The largest value of a chart element's data",
      tag: TAG,
    },
    async (input, request) => ({ max: elementMaxOf(await elementRows(input, request)) }),
  );

  contractRoute(
    app,
    analysisContract.elementSlices,
    {
      access: policy.elementSlices,
      summary: "A chart element's rows at a date, sorted: the first `count` and the rest as Other",
      tag: TAG,
    },
    async ({ params, query }) =>
      elements.elementSlices(
        await subjects.subjectOf(params.iid),
        params.elementId,
        query.date,
        query.sort,
        query.count,
      ),
  );
}
