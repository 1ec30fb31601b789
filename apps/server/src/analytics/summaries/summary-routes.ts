import { analysisRoutes as analysisContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { requirePrincipal } from '../../platform/auth/guards';
import { badRequest } from '../../platform/http/http-error';
import { contractRoute } from '../../platform/http/contract-route';
import { MAX_PEER_INSTITUTIONS, TAG, viewerOf } from '../subject/analytics-params';
import type { Subject } from '../subject/subject';
import type { SubjectService } from '../subject/subject-service';
import type { SummaryService } from './summary-service';

/** The quarterly summaries (against a group or up to 3 institutions) and the rank chart. */
export function summaryRoutes(
  app: FastifyInstance,
  deps: { subjects: SubjectService; summaries: SummaryService; access: Access },
) {
  const { subjects, summaries } = deps;
  const policy = deps.access.analytics;

  /** A summary shows only the rows of metrics the caller's tier opens (the others are upsells). */
  const readableBy = (request: FastifyRequest, subject: Subject) => (row: { metricId: string }) =>
    deps.access.metricStanding(requirePrincipal(request), 'peer-comparison', {
      metricId: row.metricId,
      institutionType: subject.institutionType,
    }) === 'open';

  contractRoute(
    app,
    analysisContract.groupSummary,
    {
      access: policy.quarterlyGroup,
      summary: 'Quarterly summary against a peer group',
      tag: TAG,
    },
    async ({ params, query }, request) => {
      const subject = await subjects.subjectOf(params.iid);
      const rows = await summaries.quarterlyGroup(
        subject,
        viewerOf(request),
        params.date,
        params.groupId,
        query.members,
        query.statistic,
      );
      return rows.filter(readableBy(request, subject));
    },
  );

  contractRoute(
    app,
    analysisContract.distribution,
    {
      access: policy.distribution,
      summary: "A group's members' values of a metric at a date, the institution marked",
      tag: TAG,
    },
    async ({ params, query }, request) =>
      summaries.distribution(
        await subjects.subjectOf(params.iid),
        viewerOf(request),
        params.metricId,
        params.date,
        params.groupId,
        query.members,
      ),
  );

  contractRoute(
    app,
    analysisContract.institutionSummary,
    {
      access: policy.quarterlyInstitutions,
      summary: 'Quarterly summary against up to 3 peer institutions',
      tag: TAG,
    },
    async ({ params }, request) => {
      if (params.iids.length > MAX_PEER_INSTITUTIONS) {
        throw badRequest(`At most ${MAX_PEER_INSTITUTIONS} peer institutions.`);
      }
      const subject = await subjects.subjectOf(params.iid);
      const rows = await summaries.quarterlyInstitutions(subject, params.date, params.iids);
      return rows.filter(readableBy(request, subject));
    },
  );

  // The peer selector's member filter, as the quarterly summary takes it.
  contractRoute(
    app,
    analysisContract.aggregateRanks,
    {
      access: policy.aggregateRanks,
      summary: 'Ranks in the group: at most 25 institutions around the institution',
      tag: TAG,
    },
    async ({ params, query }, request) =>
      summaries.aggregateRanks(
        await subjects.subjectOf(params.iid),
        viewerOf(request),
        params.metricId,
        params.date,
        params.groupId,
        query.members,
      ),
  );
}
