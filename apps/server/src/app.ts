import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  registerAccountModule,
  type AccountModuleOptions,
} from './customers/account/account-module';
import { organizationRepository } from './customers/account/organization-repository';
import { registerAdminConsole } from './admin/console/admin-console';
import { auditLogService } from './platform/audit/audit-log';
import { auditRepository } from './platform/audit/audit-repository';
import { authRepository } from './platform/auth/auth-repository';
import { authRoutes } from './customers/users/auth-routes';
import { authService } from './platform/auth/auth-service';
import { registerAuthentication } from './platform/auth/guards';
import { accessLayer } from './platform/access/access-layer';
import { groupsRepository } from './analytics/groups/groups-repository';
import { holdingGroups } from './analytics/groups/holding-groups';
import { findMetric } from './reference-data/catalogue/find-metric';
import { metricTiers } from './reference-data/catalogue/metric-tiers';
import { fastifyTrustProxy, type Config } from './platform/config/config';
import { webDistFolder } from './platform/config/paths';
import { systemSettingsRepository } from './platform/settings/system-settings-repository';
import type { Database } from './platform/db/database';
import type { JobQueue } from './platform/jobs/job-queue';
import { createMailer } from './platform/mail/mailer';
import { groupRoutes } from './analytics/groups/group-routes';
import { registerErrorHandling } from './platform/http/error-handler';
import { BODY_LIMIT_BYTES } from './platform/http/limits';
import { openApiRoutes, registerOpenApi } from './platform/http/openapi';
import { registerSecurity } from './platform/http/security';
import { registerWebApp } from './platform/http/web-app';
import { institutionRoutes } from './reference-data/institutions/institution-routes';
import { institutionsRepository } from './reference-data/institutions/institutions-repository';
import { dialogInformationRoutes } from './customers/content/dialog-information-routes';
import { imageRoutes } from './customers/content/image-routes';
import { systemSettingRoutes } from './platform/settings/system-setting-routes';
import { dateRoutes } from './reference-data/dates/date-routes';
import { feedbackRepository } from './customers/feedback/feedback-repository';
import { feedbackRoutes } from './customers/feedback/feedback-routes';
import { datesRepository } from './reference-data/dates/dates-repository';
import { rateRoutes } from './reference-data/rates/rate-routes';
import { statusRoutes } from './customers/status/status-routes';
import { ANSWER_CACHE_LIMITS, registerAnswerCache } from './platform/answer-cache/answer-cache';
import { registerRateLimits } from './platform/throttle/rate-limits';
import { signInThrottle } from './platform/throttle/sign-in-throttle';
import { throttleCounters } from './platform/throttle/throttle-counters';
import { ratesRepository } from './reference-data/rates/rates-repository';
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
import { activityLog } from './customers/content/activity-log';
import { contentRepository } from './customers/content/content-repository';
import { contentRoutes } from './customers/content/content-routes';
import { contentService } from './customers/content/content-service';
import { dashboardRoutes } from './customers/dashboard/dashboard-routes';
import { dashboardService } from './customers/dashboard/dashboard-service';
import { depositSummaryService } from './customers/dashboard/deposit-summary-service';
import { tourRoutes } from './customers/users/tour-routes';
import { tourService } from './customers/users/tour-service';
import { toursRepository } from './customers/users/tours-repository';
import { userInstitutionRoutes } from './customers/users/user-institution-routes';
import { userInstitutionService } from './customers/users/user-institution-service';
import { userInstitutionsRepository } from './customers/users/user-institutions-repository';
import { userSessionRoutes } from './customers/users/user-session-routes';
import { userSessionService } from './customers/users/user-session-service';
import { userStateService } from './customers/users/user-state-service';
import { usersRepository } from './customers/users/users-repository';

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
  const groups = groupsRepository(db);
  const access = accessLayer(db, {
    subject: groups.subject,
    group: groups.group,
    holdingGroups: (subject) => holdingGroups(groups, subject),
    findMetric,
    metricTiers,
  });
  // Before the analytics and rate routes: it puts itself on them as they are registered.
  const answerCache = registerAnswerCache(app, db, answerCacheLimits);
  app.decorate('answerCache', answerCache);
  await registerRateLimits(app, counters);

  openApiRoutes(app);
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
