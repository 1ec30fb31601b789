import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import { analysisRoutes as analysisContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import type { Access } from '../../platform/access/access-layer';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import { TAG } from '../../analytics/subject/analytics-params';
import type { SubjectService } from '../../analytics/subject/subject-service';
import type { DashboardService } from './dashboard-service';
import type { DepositSummaryService } from './deposit-summary-service';

export function dashboardRoutes(
  app: FastifyInstance,
  deps: {
    dashboard: DashboardService;
    depositSummary: DepositSummaryService;
    subjects: SubjectService;
    access: Access;
  },
) {
  contractRoute(
    app,
    contentContract.dashboard,
    {
      access: roles.member,
      summary:
        'Latest message, recent activity, the advert and (MULTI) the recently viewed institutions',
      tag: 'content',
    },
    async (_input, request) => deps.dashboard.forUser(requirePrincipal(request)),
  );

  contractRoute(
    app,
    analysisContract.depositSummary,
    {
      access: deps.access.analytics.depositSummary,
      summary:
        "The dashboard's deposit figures: decay factor and WALs of non-maturity deposits, deposit beta on Fed Funds",
      tag: TAG,
    },
    async ({ params }) => deps.depositSummary.summary(await deps.subjects.subjectOf(params.iid)),
  );
}
