import type { PartnersRepository } from '../../customers/partners/partners-repository';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { NmdSettingsService } from '../../platform/settings/nmd-settings-service';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';
import type { AccountAdminService } from '../accounts/account-admin-service';
import type { AdminContentService } from '../content/admin-content-service';
import type { ImportRunService } from '../data/import-run-service';
import type { SyncScheduler } from '../data/sync-scheduler';
import type { SyncService } from '../data/sync-service';
import type { FeedbackInboxService } from '../mail/feedback-inbox-service';
import type { OutboxService } from '../mail/outbox-service';
import type { AdminOrganizationService } from '../organization/admin-organization-service';
import type { OverviewRepository } from '../overview/overview-repository';
import type { PartnerAdminService } from '../partner/partner-admin-service';
import type { PromoCodeService } from '../partner/promo-code-service';

/**
 * What the platform admin console's screens work through, built once in compose.ts. Every
 * change a screen makes is recorded through `audit`.
 */
export interface AdminServices {
  settings: SystemSettingsRepository;
  audit: AuditLog;
  accountAdmin: AccountAdminService;
  overview: OverviewRepository;
  organizations: AdminOrganizationService;
  content: AdminContentService;
  inbox: FeedbackInboxService;
  outbox: OutboxService;
  partners: PartnerAdminService;
  promoCodes: PromoCodeService;
  /** The stored partner images, which the console's uploads make and anyone may fetch. */
  partnerImages: PartnersRepository;
  imports: ImportRunService;
  nmd: NmdSettingsService;
  sync: SyncService;
  /** Queues the scheduled syncs; main.ts starts it, tests call its check. */
  syncScheduler: SyncScheduler;
}
