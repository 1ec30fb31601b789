import type { FastifyInstance } from 'fastify';
import { billingRepository } from '../billing/billing-repository';
import { billingRoutes } from '../billing/billing-routes';
import { billingService } from '../billing/billing-service';
import type { BillingProvider } from '../billing/billing-provider';
import { builtinBillingProvider } from '../billing/builtin-billing-provider';
import { stripeBillingProvider } from '../billing/stripe-billing-provider';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { partnerRoutes } from '../partners/partner-routes';
import { partnersRepository } from '../partners/partners-repository';
import type { UserStateService } from '../users/user-state-service';
import { usersRepository } from '../users/users-repository';
import { accountRepository } from './account-repository';
import { accountRoutes } from './account-routes';
import { accountService } from './account-service';
import { emailTokenRepository } from './email-token-repository';
import { emailTokenService } from './email-token-service';
import { joinRequestRepository } from './join-request-repository';
import { joinRequestRoutes } from './join-request-routes';
import { joinRequestService } from './join-request-service';
import { organizationAdminRoutes } from './organization-admin-routes';
import { organizationAdminService } from './organization-admin-service';
import type { OrganizationRepository } from './organization-repository';
import { profileRepository } from './profile-repository';
import { profileRoutes } from './profile-routes';
import { profileService } from './profile-service';

export interface AccountModuleOptions {
  db: Database;
  config: Config;
  userState: UserStateService;
  organizations: OrganizationRepository;
  /** Tests hand in their own provider; by default it follows the configuration. */
  billingProvider?: BillingProvider;
  mailer: Mailer;
}

/**
 * Signup, billing, upgrade, profile, organization administration, e-mail links and partners:
 * the entry and account part of the API.
 */
export function registerAccountModule(app: FastifyInstance, options: AccountModuleOptions) {
  const { db, config } = options;
  const log = {
    info: (message: string) => app.log.info(message),
    error: (object: unknown, message: string) => app.log.error(object, message),
  };
  const mailer = options.mailer;
  const provider =
    options.billingProvider ??
    (config.stripe ? stripeBillingProvider(config.stripe) : builtinBillingProvider());
  const billing = billingService(provider, billingRepository(db));
  const tokens = emailTokenService(emailTokenRepository(db), config.publicUrl);
  const joinRequests = joinRequestService({
    repo: joinRequestRepository(db),
    users: usersRepository(db),
    mailer,
    publicUrl: config.publicUrl,
    log,
  });
  const accounts = accountService({
    repo: accountRepository(db),
    joinRequests,
    billing,
    tokens,
    mailer,
    userState: options.userState,
    publicUrl: config.publicUrl,
    log,
  });

  billingRoutes(app, { billing });
  accountRoutes(app, { accounts });
  joinRequestRoutes(app, { joinRequests });
  const profiles = profileService({ profiles: profileRepository(db), tokens, mailer, log });
  profileRoutes(app, { profiles, tokens });
  const organizationAdmin = organizationAdminService({
    organizations: options.organizations,
    tokens,
    mailer,
    log,
  });
  organizationAdminRoutes(app, { organizationAdmin });
  partnerRoutes(app, { partners: partnersRepository(db) });
}
