import { analysisRoutes as analysisContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/access/access-layer';
import { MAX_PEER_INSTITUTIONS, tags, viewerOf } from '../subject/analytics-params';
import type { Subject } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import { requirePrincipal } from '../../platform/auth/guards';
import { badRequest } from '../../platform/http/http-error';
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
    analysisContract.groupSummary.path,
    {
      preHandler: policy.quarterlyGroup,
      schema: {
        tags,
        summary: 'Quarterly summary against a peer group',
        params: analysisContract.groupSummary.params,
        querystring: analysisContract.groupSummary.query,
        response: { 200: analysisContract.groupSummary.response },
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
    analysisContract.institutionSummary.path,
    {
      preHandler: policy.quarterlyInstitutions,
      schema: {
        tags,
        summary: 'Quarterly summary against up to 3 peer institutions',
        params: analysisContract.institutionSummary.params,
        response: { 200: analysisContract.institutionSummary.response },
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
    analysisContract.aggregateRanks.path,
    {
      preHandler: policy.aggregateRanks,
      schema: {
        tags,
        summary: 'Ranks in the group: at most 25 institutions around the institution',
        params: analysisContract.aggregateRanks.params,
        // The peer selector's member filter, as the quarterly summary takes it.
        querystring: analysisContract.aggregateRanks.query,
        response: { 200: analysisContract.aggregateRanks.response },
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
