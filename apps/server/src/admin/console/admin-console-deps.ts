import type { AuditLog } from '../../audit/audit-log';
import type { Config } from '../../config/config';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import type { SystemSettingsRepository } from '../../settings/system-settings-repository';

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
