import type { AdminServices } from './admin/console/admin-services';
import { accountAdminRepository } from './admin/accounts/account-admin-repository';
import { accountAdminService } from './admin/accounts/account-admin-service';
import { adminContentRepository } from './admin/content/admin-content-repository';
import { adminContentService } from './admin/content/admin-content-service';
import { defineImportJob } from './admin/data/import-job';
import { importRunRepository } from './admin/data/import-run-repository';
import { importRunService } from './admin/data/import-run-service';
import { defineSyncJob } from './admin/data/sync-job';
import { syncRunRepository } from './admin/data/sync-run-repository';
import { syncScheduleSetting } from './admin/data/sync-schedule';
import { syncScheduler } from './admin/data/sync-scheduler';
import { syncService } from './admin/data/sync-service';
import { feedbackInboxRepository } from './admin/mail/feedback-inbox-repository';
import { feedbackInboxService } from './admin/mail/feedback-inbox-service';
import { outboxService } from './admin/mail/outbox-service';
import { adminOrganizationRepository } from './admin/organization/admin-organization-repository';
import { adminOrganizationService } from './admin/organization/admin-organization-service';
import { overviewRepository } from './admin/overview/overview-repository';
import { partnerAdminRepository } from './admin/partner/partner-admin-repository';
import { partnerAdminService } from './admin/partner/partner-admin-service';
import { promoCodeRepository } from './admin/partner/promo-code-repository';
import { promoCodeService } from './admin/partner/promo-code-service';
import { alcoPackService } from './analytics/beta-suite/alco-pack/alco-pack-service';
import { betaInputs } from './analytics/beta-suite/beta-inputs';
import { betaSuiteService } from './analytics/beta-suite/beta-suite-service';
import { peerBetaRankService } from './analytics/beta-suite/peer-beta-rank-service';
import { correlationService } from './analytics/correlations/correlation-service';
import { decayService } from './analytics/decay/decay-service';
import { elementService } from './analytics/elements/element-service';
import { groupsRepository, type GroupsRepository } from './analytics/groups/groups-repository';
import { groupsService } from './analytics/groups/groups-service';
import { holdingGroups } from './analytics/groups/holding-groups';
import { kpiService } from './analytics/kpis/kpi-service';
import { profileService as institutionProfileService } from './analytics/profiles/profile-service';
import { profilesRepository } from './analytics/profiles/profiles-repository';
import { seriesRepository } from './analytics/series/series-repository';
import { seriesService } from './analytics/series/series-service';
import { mixedGroupFigures } from './analytics/series/mixed-group-figures';
import { subjectService } from './analytics/subject/subject-service';
import { peerSummariesRepository } from './analytics/summaries/peer-summaries-repository';
import { rankRepository } from './analytics/summaries/rank-repository';
import { summaryService } from './analytics/summaries/summary-service';
import { accountRepository } from './customers/account/account-repository';
import { accountService } from './customers/account/account-service';
import { emailTokenRepository } from './customers/account/email-token-repository';
import { emailTokenService } from './customers/account/email-token-service';
import { joinRequestRepository } from './customers/account/join-request-repository';
import { joinRequestService } from './customers/account/join-request-service';
import { organizationAdminService } from './customers/account/organization-admin-service';
import { organizationRepository } from './customers/account/organization-repository';
import { profileRepository } from './customers/account/profile-repository';
import { profileService } from './customers/account/profile-service';
import type { BillingProvider } from './customers/billing/billing-provider';
import { billingRepository } from './customers/billing/billing-repository';
import { billingService } from './customers/billing/billing-service';
import { builtinBillingProvider } from './customers/billing/builtin-billing-provider';
import { stripeBillingProvider } from './customers/billing/stripe-billing-provider';
import { activityLog } from './customers/content/activity-log';
import { contentRepository } from './customers/content/content-repository';
import { contentService } from './customers/content/content-service';
import { dashboardService } from './customers/dashboard/dashboard-service';
import { depositSummaryService } from './customers/dashboard/deposit-summary-service';
import { feedbackRepository } from './customers/feedback/feedback-repository';
import { followService } from './customers/notifications/follow-service';
import { followerPeers } from './customers/notifications/follower-peers';
import { followsRepository } from './customers/notifications/follows-repository';
import { notificationService } from './customers/notifications/notification-service';
import { notificationsRepository } from './customers/notifications/notifications-repository';
import { partnersRepository } from './customers/partners/partners-repository';
import { statusService } from './customers/status/status-service';
import { tourService } from './customers/users/tour-service';
import { toursRepository } from './customers/users/tours-repository';
import { userInstitutionService } from './customers/users/user-institution-service';
import { userInstitutionsRepository } from './customers/users/user-institutions-repository';
import { userSessionService } from './customers/users/user-session-service';
import { userStateService } from './customers/users/user-state-service';
import { usersRepository } from './customers/users/users-repository';
import { accessLayer } from './platform/access/access-layer';
import { auditLogService } from './platform/audit/audit-log';
import { ownDataRepository } from './analytics/own-data/own-data-repository';
import { ownDataService } from './analytics/own-data/own-data-service';
import { ownComparisonService } from './analytics/own-data/own-comparison';
import { auditRepository } from './platform/audit/audit-repository';
import { ssoRepository } from './customers/account/sso-repository';
import { ssoSecretBox } from './customers/account/sso-secret-box';
import { ssoService } from './customers/account/sso-service';
import { apiTokenRepository } from './platform/auth/api-token-repository';
import { apiTokenService } from './platform/auth/api-token-service';
import { authRepository } from './platform/auth/auth-repository';
import { authService } from './platform/auth/auth-service';
import { platformTwoFactorPolicy } from './platform/two-factor/two-factor-policy';
import { twoFactorRepository } from './platform/auth/two-factor-repository';
import { twoFactorService } from './platform/two-factor/two-factor-service';
import { passkeyService } from './platform/two-factor/passkey-service';
import type { Config } from './platform/config/config';
import type { Database } from './platform/db/database';
import { dataVersionOf } from './platform/db/data-version';
import type { JobQueue } from './platform/jobs/job-queue';
import { createMailer, type Mailer, type MailerOptions } from './platform/mail/mailer';
import { outboxRepository } from './platform/mail/outbox-repository';
import { nmdSettingsService } from './platform/settings/nmd-settings-service';
import { systemSettingsRepository } from './platform/settings/system-settings-repository';
import { signInThrottle } from './platform/throttle/sign-in-throttle';
import { throttleCounters } from './platform/throttle/throttle-counters';
import { importReportHistory } from './reference-data/data/import-report';
import { findMetric } from './reference-data/catalogue/find-metric';
import { metricTiers } from './reference-data/catalogue/metric-tiers';
import { datesRepository } from './reference-data/dates/dates-repository';
import { institutionsRepository } from './reference-data/institutions/institutions-repository';
import { metricValuesRepository } from './reference-data/metric-values/metric-values-repository';
import { groupMembersRepository } from './reference-data/peer-groups/group-members-repository';
import { ratesRepository } from './reference-data/rates/rates-repository';
import { downloadCache } from './reference-data/sync/sync-command';

/** What tests replace: the billing provider (a fake Stripe), the mailer, the sync's addresses. */
export interface Replacements {
  billingProvider?: BillingProvider;
  mailer?: Mailer;
  /** Where the sync reads its sources' addresses (SYNC_NCUA_URL, …); process.env otherwise. */
  syncEnv?: NodeJS.ProcessEnv;
}

export interface ComposeOptions {
  config: Config;
  db: Database;
  /** Background work (imports, e-mail) on the same database; see jobs/job-queue.ts. */
  jobs: JobQueue;
  log: MailerOptions['log'];
  replace?: Replacements;
}

/**
 * The composition root: every repository and service of the server is built here, once, and
 * handed to the routes that need it (app.ts). Grouped by layer, lowest first; a layer's
 * services are built from those below it.
 */
export function composeServices(options: ComposeOptions) {
  // The peer groups the access layer reads to judge a peer are the ones the group routes serve.
  const groups = groupsRepository(options.db);
  const platform = platformServices(options, groups);
  const referenceData = referenceDataServices(options.db);
  const analytics = analyticsServices(options.db, platform, referenceData, groups);
  const customers = customerServices(options, platform, referenceData, analytics);
  return {
    platform,
    referenceData,
    analytics,
    customers,
    admin: adminServices(options, platform, customers),
  };
}

function platformServices(
  { config, db, jobs, log, replace }: ComposeOptions,
  groups: GroupsRepository,
) {
  const sessions = { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours };
  const counters = throttleCounters(db);
  const sessionStore = authRepository(db);
  const settings = systemSettingsRepository(db);
  const mailer =
    replace?.mailer ??
    createMailer(db, jobs, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      demoMode: config.demoMode,
      log,
    });
  const factors = twoFactorRepository(db);
  const platformTwoFactor = platformTwoFactorPolicy(settings, config.demoMode);
  const auth = authService(sessionStore, sessions, signInThrottle(counters), {
    factors,
    mailer,
    log,
    platformAdminsRequired: platformTwoFactor.required,
  });
  const audit = auditLogService(auditRepository(db));
  return {
    log,
    sessions,
    counters,
    settings,
    sessionStore,
    auth,
    audit,
    twoFactor: twoFactorService({ factors, auth, platform: platformTwoFactor, audit }),
    passkeys: passkeyService({ factors, auth, publicUrl: config.publicUrl }),
    apiTokens: apiTokenService(apiTokenRepository(db), counters),
    // Every route's rules come from this one access layer.
    access: accessLayer(db, {
      subject: groups.subject,
      group: groups.group,
      holdingGroups: (subject) => holdingGroups(groups, subject),
      findMetric,
      metricTiers,
    }),
    mailer,
  };
}

function referenceDataServices(db: Database) {
  return {
    institutions: institutionsRepository(db),
    rates: ratesRepository(db),
    dates: datesRepository(db),
    values: metricValuesRepository(db),
    groupMembers: groupMembersRepository(db),
  };
}

/**
 * The analytics domains, each on the stored metric values and the subject and peer resolved
 * the one way.
 */
function analyticsServices(
  db: Database,
  { settings, audit }: ReturnType<typeof platformServices>,
  { institutions, dates, rates, values, groupMembers }: ReturnType<typeof referenceDataServices>,
  groups: GroupsRepository,
) {
  const subjects = subjectService({ institutions, dates, groupMembers });
  const ownDataRows = ownDataRepository(db);
  const series = seriesRepository(db);
  const peerSummaries = peerSummariesRepository(db);
  const decay = decayService({ subjects, values, settings });
  const betaSeries = betaInputs({ subjects, values, rates });
  const comparison = ownComparisonService({ subjects, values, figures: series.figures });
  const betaSuite = betaSuiteService({ inputs: betaSeries, decay, comparison });
  const peerRanks = peerBetaRankService({
    subjects,
    inputs: betaSeries,
    values,
    groupMembers,
    dataVersion: (type) => dataVersionOf(db, type),
  });
  return {
    subjects,
    series: seriesService({ subjects, values, series, settings, mixed: mixedGroupFigures(db) }),
    summaries: summaryService({
      subjects,
      values,
      peerSummaries,
      ranks: rankRepository(db),
      groupMembers,
      institutions,
      mixed: mixedGroupFigures(db),
    }),
    elements: elementService({ subjects, values, series, mixed: mixedGroupFigures(db) }),
    correlations: correlationService({ subjects, values, rates }),
    decay,
    comparison,
    betaSuite,
    peerRanks,
    alcoPack: alcoPackService({
      betaSuite,
      inputs: betaSeries,
      peerRanks,
      labels: (iids) => institutions.labels(iids),
    }),
    kpis: kpiService({ subjects, values, peerSummaries, mixed: mixedGroupFigures(db) }),
    ownData: ownDataService({ repository: ownDataRows, audit }),
    profiles: institutionProfileService(profilesRepository(db)),
    groups: groupsService(groups),
  };
}

/**
 * Signup, billing, account administration, the user's own settings and the shell's content
 * with its dashboard.
 */
function customerServices(
  { config, db, replace }: ComposeOptions,
  { settings, mailer, log, access }: ReturnType<typeof platformServices>,
  { institutions, values, dates, groupMembers }: ReturnType<typeof referenceDataServices>,
  { subjects, decay, correlations }: ReturnType<typeof analyticsServices>,
) {
  const { publicUrl } = config;
  const users = usersRepository(db);
  const userState = userStateService(users);
  const provider =
    replace?.billingProvider ??
    (config.stripe ? stripeBillingProvider(config.stripe) : builtinBillingProvider());
  const billing = billingService(provider, billingRepository(db));
  const tokens = emailTokenService(emailTokenRepository(db), publicUrl);
  const joinRequestRepo = joinRequestRepository(db);
  // One service for the member's side and the admin console's: both decide the same requests.
  const joinRequests = joinRequestService({
    repo: joinRequestRepo,
    users,
    mailer,
    publicUrl,
    log,
  });
  const organizations = organizationRepository(db);
  const content = contentRepository(db);
  const activity = activityLog(content);
  const follows = followsRepository(db);
  const userInstitutions = userInstitutionService({
    repo: userInstitutionsRepository(db),
    institutions,
    access,
    activity,
  });
  return {
    users,
    userState,
    userSessions: userSessionService(users),
    billing,
    tokens,
    joinRequests,
    joinRequestRepo,
    accounts: accountService({
      repo: accountRepository(db),
      joinRequests,
      billing,
      tokens,
      mailer,
      userState,
      publicUrl,
      log,
    }),
    profiles: profileService({ profiles: profileRepository(db), tokens, mailer, log }),
    sso: ssoService({
      repo: ssoRepository(db),
      box: ssoSecretBox(config.sessionSecret),
      publicUrl,
      allowLoopbackIssuers: config.demoMode,
      log,
    }),
    organizations,
    organizationAdmin: organizationAdminService({ organizations, tokens, mailer, log }),
    partners: partnersRepository(db),
    feedback: feedbackRepository(db),
    status: statusService({ demoMode: config.demoMode, settings, institutions }),
    content: contentService(content),
    userInstitutions,
    tours: tourService({ tours: toursRepository(db), activity }),
    dashboard: dashboardService({ content, userInstitutions, values }),
    depositSummary: depositSummaryService({ subjects, decay, correlations, settings }),
    follows: followService({ follows, institutions }),
    // Called after an import brings a quarter: the console's import job and the data CLI.
    notifications: notificationService({
      notifications: notificationsRepository(db),
      follows,
      values,
      dates,
      institutions,
      access,
      peersOf: followerPeers({ users, groupMembers, access }),
      mailer,
      publicUrl,
      log,
    }),
  };
}

/** The platform admin console's services, on the platform's and the customers' own. */
function adminServices(
  { config, db, jobs, log, replace }: ComposeOptions,
  platform: ReturnType<typeof platformServices>,
  customers: ReturnType<typeof customerServices>,
): AdminServices {
  const { settings, audit, mailer } = platform;
  const runs = importRunRepository(db);
  defineImportJob({ db, jobs, runs, log, notifications: customers.notifications });
  const syncRuns = syncRunRepository(db);
  const schedule = syncScheduleSetting(settings, config.demoMode);
  const env = replace?.syncEnv;
  defineSyncJob({
    db,
    jobs,
    runs: syncRuns,
    log,
    notifications: customers.notifications,
    mailer,
    publicUrl: config.publicUrl,
    cacheDir: downloadCache(config),
    env,
  });
  return {
    settings,
    audit,
    accountAdmin: accountAdminService({ admin: accountAdminRepository(db) }),
    overview: overviewRepository(db),
    organizations: adminOrganizationService({
      repo: adminOrganizationRepository(db),
      joinRequests: customers.joinRequests,
      joinRequestRepo: customers.joinRequestRepo,
      tokens: customers.tokens,
      sessions: platform.sessionStore,
      users: customers.users,
      audit,
      mailer,
      log,
    }),
    content: adminContentService(adminContentRepository(db), audit),
    inbox: feedbackInboxService({ repo: feedbackInboxRepository(db), mailer, audit }),
    outbox: outboxService({ outbox: outboxRepository(db), mailer, audit, from: config.mailFrom }),
    partners: partnerAdminService({ repo: partnerAdminRepository(db), audit }),
    promoCodes: promoCodeService({ repo: promoCodeRepository(db), audit }),
    partnerImages: customers.partners,
    imports: importRunService({
      runs,
      jobs,
      audit,
      dataDir: config.dataDir,
      reportHistory: () => importReportHistory(db),
    }),
    nmd: nmdSettingsService({ db, settings }),
    sync: syncService({ runs: syncRuns, jobs, schedule, audit, env }),
    syncScheduler: syncScheduler({ runs: syncRuns, jobs, schedule, log }),
  };
}

export type Services = ReturnType<typeof composeServices>;
