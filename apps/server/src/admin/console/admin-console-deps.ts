import type { AuditLog } from '../../platform/audit/audit-log';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mail/mailer';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';

/**
 * What every screen of the platform admin console is built from. Each area makes its own
 * repositories from `db` and records every change through `audit`.
 */
export interface AdminConsoleDeps {
  db: Database;
  config: Config;
  audit: AuditLog;
  jobs: JobQueue;
  mailer: Mailer;
  settings: SystemSettingsRepository;
  log: { info(message: string): void; error(error: unknown, message: string): void };
}
