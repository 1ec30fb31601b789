import {
  aggregateRanks,
  iidList,
  institutionSummaryRow,
  quarterEndParam,
  summaryRow,
} from '@app/core/api/metrics';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access-layer';
import {
  groupId,
  iid,
  MAX_PEER_INSTITUTIONS,
  metricId,
  selectedQuery,
  tags,
  viewerOf,
} from '../analytics/analytics-params';
import type { Subject } from '../analytics/subject';
import type { SubjectService } from '../analytics/subject-service';
import { requirePrincipal } from '../auth/guards';
import { badRequest } from '../http/http-error';
import type { SummaryService } from './summary-service';

/** The quarterly summaries (against a group or up to 3 institutions) and the rank chart. */
export function summaryRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; summaries: SummaryService; access: Access },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { subjects, summaries } = deps;
  const policy = deps.access.analytics;

  /** A summary shows only the rows of metrics the caller's tier opens (the others are upsells). */
  const readableBy = (request: FastifyRequest, subject: Subject) => (row: { metricId: string }) =>
    deps.access.metricStanding(requirePrincipal(request), 'peer-comparison', {
      metricId: row.metricId,
      institutionType: subject.institutionType,
    }) === 'open';

  api.get(
    '/api/:iid/metric/quarterly/:date/:groupType/:groupId',
    {
      preHandler: policy.quarterlyGroup,
      schema: {
        tags,
        summary: 'Quarterly summary against a peer group',
        params: z.object({
          iid,
          date: quarterEndParam,
          groupType: z.enum(['10', '20', '30'], 'must be 10, 20 or 30').transform(Number),
          groupId,
        }),
        querystring: selectedQuery,
        response: { 200: z.array(summaryRow) },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await subjects.subjectOf(params.iid);
      const rows = await summaries.quarterlyGroup(
        subject,
        viewerOf(request),
        params.date,
        params.groupId,
        query.members,
      );
      return rows.filter(readableBy(request, subject));
    },
  );

  api.get(
    '/api/:iid/metric/quarterly/:date/:iids',
    {
      preHandler: policy.quarterlyInstitutions,
      schema: {
        tags,
        summary: 'Quarterly summary against up to 3 peer institutions',
        params: z.object({ iid, date: quarterEndParam, iids: iidList }),
        response: { 200: z.array(institutionSummaryRow) },
      },
    },
    async (request) => {
      const { params } = request;
      if (params.iids.length > MAX_PEER_INSTITUTIONS) {
        throw badRequest(`At most ${MAX_PEER_INSTITUTIONS} peer institutions.`);
      }
      const subject = await subjects.subjectOf(params.iid);
      const rows = await summaries.quarterlyInstitutions(subject, params.date, params.iids);
      return rows.filter(readableBy(request, subject));
    },
  );

  api.get(
    '/api/:iid/metric/aggregate/:metricId/:date/:groupId',
    {
      preHandler: policy.aggregateRanks,
      schema: {
        tags,
        summary: 'Ranks in the group: at most 25 institutions around the institution',
        params: z.object({ iid, metricId, date: quarterEndParam, groupId }),
        // The peer selector's member filter, as the quarterly summary takes it.
        querystring: selectedQuery,
        response: { 200: aggregateRanks },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await subjects.subjectOf(params.iid);
      return summaries.aggregateRanks(
        subject,
        viewerOf(request),
        params.metricId,
        params.date,
        params.groupId,
        query.members,
      );
    },
  );
}
