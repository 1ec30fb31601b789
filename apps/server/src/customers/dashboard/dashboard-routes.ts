import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import { analysisRoutes as analysisContract } from '@app/core/api/routes/metric-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/guards';
import type { Access } from '../../platform/access/access-layer';
import { roles } from '../../platform/access/roles';
import { tags } from '../../analytics/subject/analytics-params';
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
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    contentContract.dashboard.path,
    {
      preHandler: roles.member,
      schema: {
        tags: ['content'],
        summary:
          'Latest message, recent activity, the advert and (MULTI) the recently viewed institutions',
        response: { 200: contentContract.dashboard.response },
      },
    },
    async (request) => deps.dashboard.forUser(requirePrincipal(request)),
  );

  api.get(
    analysisContract.depositSummary.path,
    {
      preHandler: deps.access.analytics.depositSummary,
      schema: {
        tags,
        summary:
          "The dashboard's deposit figures: decay factor and WALs of non-maturity deposits, deposit beta on Fed Funds",
        params: analysisContract.depositSummary.params,
        response: { 200: analysisContract.depositSummary.response },
      },
    },
    async (request) =>
      deps.depositSummary.summary(await deps.subjects.subjectOf(request.params.iid)),
  );
}
