import { XLSX_MEDIA_TYPE } from '@app/core/api/beta-suite';
import { betaSuiteRoutes as contract } from '@app/core/api/routes/beta-suite-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import type { ApiRoute } from '@app/core/api/routes/api-route';
import type { z } from 'zod';
import {
  contractRoute,
  type RouteAnswer,
  type RouteInput,
} from '../../platform/http/contract-route';
import type { Subject, Viewer } from '../subject/subject';
import type { OwnComparison } from '@app/core/api/own-comparison';
import { TAG, viewerOf } from '../subject/analytics-params';
import type { SubjectService } from '../subject/subject-service';
import type { AlcoPackService } from './alco-pack/alco-pack-service';
import type { BetaSuiteService } from './beta-suite-service';
import type { PeerBetaRankService } from './peer-beta-rank-service';
import type { OwnDataService } from '../own-data/own-data-service';
import type { OwnInput } from '../own-data/own-quarterly';
import { requirePrincipal } from '../../platform/auth/guards';

/** The Beta Suite room of Non-Maturity Deposits (issue 16): one call per page. */
export function betaSuiteRoutes(
  app: FastifyInstance,
  deps: {
    subjects: SubjectService;
    betaSuite: BetaSuiteService;
    peerRanks: PeerBetaRankService;
    alcoPack: AlcoPackService;
    ownData: OwnDataService;
    access: Access;
  },
) {
  const { subjects, betaSuite } = deps;
  const policy = deps.access.analytics;

  /** A page of the subject alone: its service answers from the subject and the page's query. */
  const subjectPage = <
    R extends ApiRoute & {
      readonly params: z.ZodType<{ iid: number }>;
      readonly query: z.ZodType<{ source?: string | undefined }>;
    },
  >(
    route: R,
    summary: string,
    answer: (subject: Subject, query: RouteInput<R>['query'] & OwnInput) => Promise<RouteAnswer<R>>,
    /** With own data, what its chart sets beside it: the call report and the peers' median. */
    compare?: (
      subject: Subject,
      viewer: Viewer,
      query: RouteInput<R>['query'] & OwnInput,
    ) => Promise<OwnComparison | undefined>,
  ) =>
    contractRoute(
      app,
      route,
      { access: policy.betaSuite, summary, tag: TAG },
      async (input, request) => {
        // The own deposit data a `source=own:…` names, always the caller's organization's.
        const own = await deps.ownData.series(
          requirePrincipal(request).organizationId,
          input.query.source,
        );
        const subject = await subjects.subjectOf(input.params.iid);
        const query = { ...input.query, own };
        const [page, comparison] = await Promise.all([
          answer(subject, query),
          own && compare ? compare(subject, viewerOf(request), query) : undefined,
        ]);
        // The answer's schema carries the comparison on every page that has one.
        return (comparison ? { ...(page as object), comparison } : page) as RouteAnswer<R>;
      },
    );
  subjectPage(
    contract.cycle,
    'Beta Suite: cycle beta of a rate cycle with its quarter-by-quarter path',
    betaSuite.cycle,
    betaSuite.cycleComparison,
  );
  subjectPage(
    contract.asymmetric,
    'Beta Suite: up- and down-betas with standard error, 95% CI, t, n and R²',
    betaSuite.asymmetric,
    betaSuite.rangeComparison,
  );
  subjectPage(
    contract.rolling,
    'Beta Suite: 8- and 12-quarter rolling betas with their 95% band',
    betaSuite.rolling,
    betaSuite.rangeComparison,
  );
  subjectPage(
    contract.lags,
    'Beta Suite: lag search 0–4 quarters, best by R² and near ties',
    betaSuite.lags,
    betaSuite.rangeComparison,
  );
  subjectPage(
    contract.regulatory,
    'Beta Suite: stable share and WAL beside the Basel IRRBB caps (NCUA NEV)',
    betaSuite.regulatory,
  );
  subjectPage(
    contract.backTest,
    'Beta Suite: back-test of T−3..T on assumptions estimated through T−4',
    betaSuite.backTest,
    betaSuite.rangeComparison,
  );
  subjectPage(
    contract.scenarios,
    'Beta Suite: deposit-cost paths under parallel shocks or a custom path',
    betaSuite.scenarios,
    betaSuite.rangeComparison,
  );

  contractRoute(
    app,
    contract.peerRank,
    {
      access: policy.betaPeerRank,
      summary: 'Beta Suite: cycle beta and up-beta ranked in the peer group and nationally',
      tag: TAG,
    },
    async ({ params, query }, request) =>
      deps.peerRanks.peerRank(
        await subjects.subjectOf(params.iid),
        viewerOf(request),
        params.groupId,
        query,
      ),
  );

  contractRoute(
    app,
    contract.alcoPack,
    {
      access: policy.alcoPack,
      summary: 'Beta Suite: the ALCO pack, one XLSX workbook of every page with its formulas',
      tag: TAG,
      fileAnswer: {
        mediaType: XLSX_MEDIA_TYPE,
        description: 'The workbook, as an attachment named "<Institution> ALCO pack <as of>.xlsx".',
      },
    },
    async ({ params, query }, request, reply) => {
      const subject = await subjects.subjectOf(params.iid);
      // The organization's own deposit data joins its own institution's pack (issue 29).
      const principal = requirePrincipal(request);
      const own = deps.access.ownData.readsOwn(principal, params.iid)
        ? (source: string) => deps.ownData.series(principal.organizationId, source)
        : null;
      const pack = await deps.alcoPack.pack(subject, viewerOf(request), query, own);
      return reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-disposition', pack.disposition)
        .send(pack.bytes);
    },
  );
}
