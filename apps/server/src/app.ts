import Fastify, { type FastifyInstance } from 'fastify';
import { composeServices, type Replacements } from './compose';
import { registerAccountModule } from './customers/account/account-module';
import { signInRoutes } from './platform/auth/sign-in-routes';
import { passkeyRoutes, twoFactorRoutes } from './platform/two-factor/two-factor-routes';
import { apiTokenRoutes } from './customers/account/api-token-routes';
import { ssoRoutes } from './customers/account/sso-routes';
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
import {
  loggerNow,
  registerRequestTracing,
  requestIdGenerator,
} from './platform/http/request-tracing';
import { healthRoutes } from './platform/health/health-routes';
import { closeConnectionsWhenStopping, readiness } from './platform/health/readiness';
import { databaseAddress } from './platform/db/database-faults';
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
import { notificationRoutes } from './customers/notifications/notification-routes';
import { rateRoutes } from './reference-data/rates/rate-routes';
import { statusRoutes } from './customers/status/status-routes';
import { ANSWER_CACHE_LIMITS, registerAnswerCache } from './platform/answer-cache/answer-cache';
import { registerRateLimits } from './platform/throttle/rate-limits';
import { correlationRoutes } from './analytics/correlations/correlation-routes';
import { decayRoutes } from './analytics/decay/decay-routes';
import { betaSuiteRoutes } from './analytics/beta-suite/beta-suite-routes';
import { ownDataRoutes } from './analytics/own-data/own-data-routes';
import { elementRoutes } from './analytics/elements/element-routes';
import { kpiRoutes } from './analytics/kpis/kpi-routes';
import { seriesRoutes } from './analytics/series/series-routes';
import { summaryRoutes } from './analytics/summaries/summary-routes';
import { productDefinitionRoutes } from './analytics/products/product-definition-routes';
import { profileRoutes } from './analytics/profiles/profile-routes';
import { contentRoutes } from './customers/content/content-routes';
import { dashboardRoutes } from './customers/dashboard/dashboard-routes';
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
    // A request that reaches a stopping instance on an open connection is served, not refused:
    // the shutdown waits for it (main.ts) and its answer closes the connection.
    return503OnClosing: false,
    genReqId: requestIdGenerator(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestTracing(app);
  await registerSecurity(app, { secret: config.sessionSecret });
  await registerOpenApi(app);

  // What the services log while they serve a request goes to that request's logger, so the
  // line carries its reqId (request-tracing.ts); outside a request, to the app's.
  const log = {
    info: (message: string) => loggerNow(app).info(message),
    error: (object: unknown, message: string) => loggerNow(app).error(object, message),
  };
  const { platform, referenceData, analytics, customers, admin } = composeServices({
    config,
    db,
    jobs,
    log,
    replace: account,
  });
  const { auth, access, settings } = platform;
  const { institutions, rates, dates } = referenceData;
  registerAuthentication(app, auth, undefined, platform.apiTokens);
  // Before the analytics and rate routes: it puts itself on them as they are registered.
  const answerCache = registerAnswerCache(app, db, answerCacheLimits, (organizationId) =>
    analytics.ownData.version(organizationId),
  );
  app.decorate('answerCache', answerCache);
  app.decorate('syncScheduler', admin.syncScheduler);
  await registerRateLimits(app, platform.counters);

  openApiRoutes(app);
  const ready = readiness(db, config.databaseUrl ? databaseAddress(config.databaseUrl) : undefined);
  app.decorate('readiness', ready);
  closeConnectionsWhenStopping(app, ready);
  healthRoutes(app, { readiness: ready });
  const { signedIn } = signInRoutes(app, {
    auth,
    userStates: customers.userState,
    sessions: platform.sessions,
    ownAccount: roles.ownAccount,
  });
  twoFactorRoutes(app, platform);
  passkeyRoutes(app, { passkeys: platform.passkeys, auth, signedIn });
  userSessionRoutes(app, { sessions: customers.userSessions });
  productDefinitionRoutes(app, { access });
  systemSettingRoutes(app, { settings });
  statusRoutes(app, customers);
  dialogInformationRoutes(app);
  feedbackRoutes(app, customers);
  notificationRoutes(app, { ...customers, access });
  imageRoutes(app, customers);
  registerAccountModule(app, customers);
  apiTokenRoutes(app, platform);
  ssoRoutes(app, { ...customers, ...platform, publicUrl: config.publicUrl });
  registerAdminConsole(app, admin);
  // Workers stop taking jobs before the database they work on closes.
  app.addHook('onClose', async () => {
    admin.syncScheduler.stop();
    await jobs.stop();
  });
  institutionRoutes(app, { institutions, access });
  rateRoutes(app, { rates, settings, access });
  dateRoutes(app, { dates, settings });
  groupRoutes(app, { groups: analytics.groups, access });
  const { subjects } = analytics;
  seriesRoutes(app, { subjects, series: analytics.series, access });
  summaryRoutes(app, { subjects, summaries: analytics.summaries, access });
  elementRoutes(app, { subjects, elements: analytics.elements, access });
  correlationRoutes(app, { subjects, correlations: analytics.correlations, access });
  decayRoutes(app, {
    subjects,
    decay: analytics.decay,
    ownData: analytics.ownData,
    comparison: analytics.comparison,
    access,
  });
  betaSuiteRoutes(app, { ...analytics, access });
  ownDataRoutes(app, { ownData: analytics.ownData, access });
  kpiRoutes(app, { subjects, kpis: analytics.kpis, access });
  profileRoutes(app, { profiles: analytics.profiles, access });
  // The signed-in shell: institution list, tours, messages, news, activity, dashboard.
  userInstitutionRoutes(app, customers);
  tourRoutes(app, customers);
  contentRoutes(app, customers);
  dashboardRoutes(app, { ...customers, subjects, access });
  if (webDist) await registerWebApp(app, webDist);

  await app.ready();
  return app;
}
