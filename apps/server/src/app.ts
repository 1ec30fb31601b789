import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAccountModule, type AccountModuleOptions } from './account/account-module';
import { organizationRepository } from './account/organization-repository';
import { registerAdminConsole } from './admin/console/admin-console';
import { auditLogService } from './audit/audit-log';
import { auditRepository } from './audit/audit-repository';
import { authRepository } from './auth/auth-repository';
import { authRoutes } from './users/auth-routes';
import { authService } from './auth/auth-service';
import { registerAuthentication } from './auth/guards';
import { accessLayer } from './access/access-layer';
import { fastifyTrustProxy, type Config } from './config/config';
import { webDistFolder } from './config/paths';
import { systemSettingsRepository } from './settings/system-settings-repository';
import type { Database } from './db/database';
import type { JobQueue } from './jobs/job-queue';
import { createMailer } from './mail/mailer';
import { groupRoutes } from './groups/group-routes';
import { registerErrorHandling } from './http/error-handler';
import { BODY_LIMIT_BYTES } from './http/limits';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerWebApp } from './http/web-app';
import { institutionRoutes } from './institutions/institution-routes';
import { institutionsRepository } from './institutions/institutions-repository';
import { dialogInformationRoutes } from './content/dialog-information-routes';
import { imageRoutes } from './content/image-routes';
import { systemSettingRoutes } from './settings/system-setting-routes';
import { dateRoutes } from './dates/date-routes';
import { feedbackRepository } from './feedback/feedback-repository';
import { feedbackRoutes } from './feedback/feedback-routes';
import { datesRepository } from './dates/dates-repository';
import { rateRoutes } from './rates/rate-routes';
import { statusRoutes } from './status/status-routes';
import { ANSWER_CACHE_LIMITS, registerAnswerCache } from './http/answer-cache';
import { registerRateLimits } from './throttle/rate-limits';
import { signInThrottle } from './throttle/sign-in-throttle';
import { throttleCounters } from './throttle/throttle-counters';
import { ratesRepository } from './rates/rates-repository';
import { subjectService } from './analytics/subject-service';
import { correlationRoutes } from './correlations/correlation-routes';
import { correlationService } from './correlations/correlation-service';
import { decayRoutes } from './decay/decay-routes';
import { betaInputs } from './beta-suite/beta-inputs';
import { alcoPackService } from './beta-suite/alco-pack/alco-pack-service';
import { betaSuiteRoutes } from './beta-suite/beta-suite-routes';
import { betaSuiteService } from './beta-suite/beta-suite-service';
import { peerBetaRankService } from './beta-suite/peer-beta-rank-service';
import { decayService } from './decay/decay-service';
import { dataVersionOf } from './data/data-version';
import { elementRoutes } from './elements/element-routes';
import { elementService } from './elements/element-service';
import { groupMembersRepository } from './groups/group-members-repository';
import { kpiRoutes } from './kpis/kpi-routes';
import { kpiService } from './kpis/kpi-service';
import { metricValuesRepository } from './metric-values/metric-values-repository';
import { seriesRepository } from './series/series-repository';
import { seriesRoutes } from './series/series-routes';
import { seriesService } from './series/series-service';
import { peerSummariesRepository } from './summaries/peer-summaries-repository';
import { rankRepository } from './summaries/rank-repository';
import { summaryRoutes } from './summaries/summary-routes';
import { summaryService } from './summaries/summary-service';
import { productDefinitionRoutes } from './products/product-definition-routes';
import { profileRoutes } from './profiles/profile-routes';
import { profileService } from './profiles/profile-service';
import { profilesRepository } from './profiles/profiles-repository';
import { activityLog } from './content/activity-log';
import { contentRepository } from './content/content-repository';
import { contentRoutes } from './content/content-routes';
import { contentService } from './content/content-service';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { dashboardService } from './dashboard/dashboard-service';
import { depositSummaryService } from './dashboard/deposit-summary-service';
import { tourRoutes } from './users/tour-routes';
import { tourService } from './users/tour-service';
import { toursRepository } from './users/tours-repository';
import { userInstitutionRoutes } from './users/user-institution-routes';
import { userInstitutionService } from './users/user-institution-service';
import { userInstitutionsRepository } from './users/user-institutions-repository';
import { userSessionRoutes } from './users/user-session-routes';
import { userSessionService } from './users/user-session-service';
import { userStateService } from './users/user-state-service';
import { usersRepository } from './users/users-repository';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Background work (imports, e-mail) on the same database; see jobs/job-queue.ts. */
  jobs: JobQueue;
  /** Folder of the built web app; tests of the API leave it out. */
  webDist?: string | null;
  logger?: boolean;
  /** Tests replace the billing provider or the mailer. */
  account?: Partial<Pick<AccountModuleOptions, 'billingProvider' | 'mailer'>>;
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

  const sessions = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };
  const settings = systemSettingsRepository(db);
  const users = usersRepository(db);
  const counters = throttleCounters(db);
  const auth = authService(authRepository(db), sessions, signInThrottle(counters));
  const userState = userStateService(users);
  registerAuthentication(app, auth);
  // Every route's rules come from this one access layer.
  const access = accessLayer(db);
  // Before the analytics and rate routes: it puts itself on them as they are registered.
  const answerCache = registerAnswerCache(app, db, answerCacheLimits);
  app.decorate('answerCache', answerCache);
  await registerRateLimits(app, counters);

  authRoutes(app, { auth, userState, settings, sessions });
  userSessionRoutes(app, { sessions: userSessionService(users) });
  productDefinitionRoutes(app, { access });
  systemSettingRoutes(app, { settings });
  statusRoutes(app, { demoMode: config.demoMode, settings, db });
  dialogInformationRoutes(app);
  feedbackRoutes(app, { feedback: feedbackRepository(db) });
  const organizations = organizationRepository(db);
  imageRoutes(app, { organizations });
  const log = {
    info: (message: string) => app.log.info(message),
    error: (error: unknown, message: string) => app.log.error({ err: error }, message),
  };
  const mailer =
    account?.mailer ??
    createMailer(db, jobs, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      demoMode: config.demoMode,
      log,
    });
  registerAccountModule(app, {
    db,
    config,
    userState,
    organizations,
    mailer,
    billingProvider: account?.billingProvider,
  });
  registerAdminConsole(app, {
    db,
    config,
    audit: auditLogService(auditRepository(db)),
    jobs,
    mailer,
    settings,
    log,
  });
  // Workers stop taking jobs before the database they work on closes.
  app.addHook('onClose', () => jobs.stop());
  const institutions = institutionsRepository(db);
  const rates = ratesRepository(db);
  const dates = datesRepository(db);
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
  const content = contentRepository(db);
  const activity = activityLog(content);
  const userInstitutions = userInstitutionService({
    repo: userInstitutionsRepository(db),
    institutions,
    access,
    activity,
  });
  userInstitutionRoutes(app, { userInstitutions });
  tourRoutes(app, { tours: tourService({ tours: toursRepository(db), activity }) });
  contentRoutes(app, { content: contentService(content) });
  dashboardRoutes(app, {
    dashboard: dashboardService({ content, userInstitutions, values }),
    depositSummary: depositSummaryService({ subjects, decay, correlations, settings }),
    subjects,
    access,
  });
  if (webDist) await registerWebApp(app, webDist);

  await app.ready();
  return app;
}
