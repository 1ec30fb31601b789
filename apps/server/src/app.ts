import Fastify, { type FastifyInstance } from 'fastify';
import { composeServices, type Replacements } from './compose';
import { registerAccountModule } from './customers/account/account-module';
import { signInRoutes } from './platform/auth/sign-in-routes';
import { roles } from './platform/access/roles';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAdminConsole } from './admin/console/admin-console';
import { registerAuthentication } from './platform/auth/guards';
import { fastifyTrustProxy, type Config } from './platform/config/config';
import { webDistFolder } from './platform/config/paths';
import type { Database } from './platform/db/database';
import type { JobQueue } from './platform/jobs/job-queue';
import { groupRoutes } from './analytics/groups/group-routes';
import { registerErrorHandling } from './platform/http/error-handler';
import { BODY_LIMIT_BYTES } from './platform/http/limits';
import { openApiRoutes, registerOpenApi } from './platform/http/openapi';
import { registerSecurity } from './platform/http/security';
import { registerWebApp } from './platform/http/web-app';
import { institutionRoutes } from './reference-data/institutions/institution-routes';
import { dialogInformationRoutes } from './customers/content/dialog-information-routes';
import { imageRoutes } from './customers/content/image-routes';
import { systemSettingRoutes } from './platform/settings/system-setting-routes';
import { dateRoutes } from './reference-data/dates/date-routes';
import { feedbackRoutes } from './customers/feedback/feedback-routes';
import { rateRoutes } from './reference-data/rates/rate-routes';
import { statusRoutes } from './customers/status/status-routes';
import { ANSWER_CACHE_LIMITS, registerAnswerCache } from './platform/answer-cache/answer-cache';
import { registerRateLimits } from './platform/throttle/rate-limits';
import { subjectService } from './analytics/subject/subject-service';
import { correlationRoutes } from './analytics/correlations/correlation-routes';
import { correlationService } from './analytics/correlations/correlation-service';
import { decayRoutes } from './analytics/decay/decay-routes';
import { betaInputs } from './analytics/beta-suite/beta-inputs';
import { alcoPackService } from './analytics/beta-suite/alco-pack/alco-pack-service';
import { betaSuiteRoutes } from './analytics/beta-suite/beta-suite-routes';
import { betaSuiteService } from './analytics/beta-suite/beta-suite-service';
import { peerBetaRankService } from './analytics/beta-suite/peer-beta-rank-service';
import { decayService } from './analytics/decay/decay-service';
import { dataVersionOf } from './platform/db/data-version';
import { elementRoutes } from './analytics/elements/element-routes';
import { elementService } from './analytics/elements/element-service';
import { groupMembersRepository } from './reference-data/peer-groups/group-members-repository';
import { kpiRoutes } from './analytics/kpis/kpi-routes';
import { kpiService } from './analytics/kpis/kpi-service';
import { metricValuesRepository } from './reference-data/metric-values/metric-values-repository';
import { seriesRepository } from './analytics/series/series-repository';
import { seriesRoutes } from './analytics/series/series-routes';
import { seriesService } from './analytics/series/series-service';
import { peerSummariesRepository } from './analytics/summaries/peer-summaries-repository';
import { rankRepository } from './analytics/summaries/rank-repository';
import { summaryRoutes } from './analytics/summaries/summary-routes';
import { summaryService } from './analytics/summaries/summary-service';
import { productDefinitionRoutes } from './analytics/products/product-definition-routes';
import { profileRoutes } from './analytics/profiles/profile-routes';
import { profileService } from './analytics/profiles/profile-service';
import { profilesRepository } from './analytics/profiles/profiles-repository';
import { contentRoutes } from './customers/content/content-routes';
import { dashboardRoutes } from './customers/dashboard/dashboard-routes';
import { dashboardService } from './customers/dashboard/dashboard-service';
import { depositSummaryService } from './customers/dashboard/deposit-summary-service';
import { tourRoutes } from './customers/users/tour-routes';
import { userInstitutionRoutes } from './customers/users/user-institution-routes';
import { userSessionRoutes } from './customers/users/user-session-routes';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Background work (imports, e-mail) on the same database; see jobs/job-queue.ts. */
  jobs: JobQueue;
  /** Folder of the built web app; tests of the API leave it out. */
  webDist?: string | null;
  logger?: boolean;
  /** Tests replace the billing provider or the mailer. */
  account?: Replacements;
  /** Tests make the answer cache small to see its bound. */
  answerCacheLimits?: typeof ANSWER_CACHE_LIMITS;
}

export async function buildApp({
  config,
  db,
  jobs,
  webDist = webDistFolder,
  logger = true,
  account,
  answerCacheLimits = ANSWER_CACHE_LIMITS,
}: AppOptions) {
  const app: FastifyInstance = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The spec writes some paths with a trailing slash (GET /api/message/?updateViewed=true):
    // both spellings reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurity(app, { secret: config.sessionSecret });
  await registerOpenApi(app);

  const log = {
    info: (message: string) => app.log.info(message),
    error: (object: unknown, message: string) => app.log.error(object, message),
  };
  const { platform, referenceData, customers, admin } = composeServices({
    config,
    db,
    jobs,
    log,
    replace: account,
  });
  const { auth, access, settings } = platform;
  const { institutions, rates, dates } = referenceData;
  registerAuthentication(app, auth);
  // Before the analytics and rate routes: it puts itself on them as they are registered.
  const answerCache = registerAnswerCache(app, db, answerCacheLimits);
  app.decorate('answerCache', answerCache);
  await registerRateLimits(app, platform.counters);

  openApiRoutes(app);
  signInRoutes(app, {
    auth,
    userStates: customers.userState,
    sessions: platform.sessions,
    ownAccount: roles.ownAccount,
  });
  userSessionRoutes(app, { sessions: customers.userSessions });
  productDefinitionRoutes(app, { access });
  systemSettingRoutes(app, { settings });
  statusRoutes(app, customers);
  dialogInformationRoutes(app);
  feedbackRoutes(app, customers);
  imageRoutes(app, customers);
  registerAccountModule(app, customers);
  registerAdminConsole(app, admin);
  // Workers stop taking jobs before the database they work on closes.
  app.addHook('onClose', () => jobs.stop());
  institutionRoutes(app, { institutions, access });
  rateRoutes(app, { rates, settings, access });
  dateRoutes(app, { dates, settings });
  groupRoutes(app, { db, access });
  // The analytics domains, each on the stored metric values and the subject and peer resolved
  // the one way.
  const values = metricValuesRepository(db);
  const groupMembers = groupMembersRepository(db);
  const series = seriesRepository(db);
  const peerSummaries = peerSummariesRepository(db);
  const subjects = subjectService({ institutions, dates, groupMembers });
  seriesRoutes(app, {
    subjects,
    series: seriesService({ subjects, values, series, settings }),
    access,
  });
  summaryRoutes(app, {
    subjects,
    summaries: summaryService({
      subjects,
      values,
      peerSummaries,
      ranks: rankRepository(db),
      groupMembers,
      institutions,
    }),
    access,
  });
  elementRoutes(app, { subjects, elements: elementService({ subjects, values, series }), access });
  const correlations = correlationService({ subjects, values, rates });
  correlationRoutes(app, {
    subjects,
    correlations,
    access,
  });
  const decay = decayService({ subjects, values, settings });
  decayRoutes(app, { subjects, decay, access });
  const betaSeries = betaInputs({ subjects, values, rates });
  const betaSuite = betaSuiteService({ inputs: betaSeries, decay });
  const peerRanks = peerBetaRankService({
    subjects,
    inputs: betaSeries,
    values,
    groupMembers,
    dataVersion: (type) => dataVersionOf(db, type),
  });
  betaSuiteRoutes(app, {
    subjects,
    betaSuite,
    alcoPack: alcoPackService({
      betaSuite,
      inputs: betaSeries,
      peerRanks,
      labels: (iids) => institutions.labels(iids),
    }),
    peerRanks,
    access,
  });
  kpiRoutes(app, { subjects, kpis: kpiService({ subjects, values, peerSummaries }), access });
  profileRoutes(app, {
    profiles: profileService(profilesRepository(db)),
    access,
  });
  // The signed-in shell: institution list, tours, messages, news, activity, dashboard.
  userInstitutionRoutes(app, customers);
  tourRoutes(app, customers);
  contentRoutes(app, customers);
  dashboardRoutes(app, {
    dashboard: dashboardService({
      content: customers.contentRepository,
      userInstitutions: customers.userInstitutions,
      values,
    }),
    depositSummary: depositSummaryService({ subjects, decay, correlations, settings }),
    subjects,
    access,
  });
  if (webDist) await registerWebApp(app, webDist);

  await app.ready();
  return app;
}
