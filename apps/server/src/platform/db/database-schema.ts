import * as apiTokenTables from './schema/api-token-tables';
import * as auditTables from './schema/audit-tables';
import * as authTables from './schema/auth-tables';
import * as billingTables from './schema/billing-tables';
import * as callReportTables from './schema/call-report-tables';
import * as contentTables from './schema/content-tables';
import * as feedbackTables from './schema/feedback-tables';
import * as importRunTables from './schema/import-run-tables';
import * as institutionTables from './schema/institution-tables';
import * as mailTables from './schema/mail-tables';
import * as metricTables from './schema/metric-tables';
import * as notificationTables from './schema/notification-tables';
import * as organizationTables from './schema/organization-tables';
import * as ownDepositTables from './schema/own-deposit-tables';
import * as peerGroupTables from './schema/peer-group-tables';
import * as rateTables from './schema/rate-tables';
import * as settingsTables from './schema/settings-tables';
import * as ssoTables from './schema/sso-tables';
import * as syncTables from './schema/sync-tables';
import * as twoFactorTables from './schema/two-factor-tables';
import * as userTables from './schema/user-tables';

/**
 * Every table, one object, for drizzle's typed database handle. The tables are written per
 * domain in db/schema/*-tables.ts; drizzle-kit reads the same files (drizzle.config.ts).
 */
export const databaseSchema = {
  ...apiTokenTables,
  ...auditTables,
  ...authTables,
  ...billingTables,
  ...callReportTables,
  ...contentTables,
  ...feedbackTables,
  ...importRunTables,
  ...institutionTables,
  ...mailTables,
  ...metricTables,
  ...notificationTables,
  ...organizationTables,
  ...ownDepositTables,
  ...peerGroupTables,
  ...rateTables,
  ...settingsTables,
  ...ssoTables,
  ...syncTables,
  ...twoFactorTables,
  ...userTables,
};
