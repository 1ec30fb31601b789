import type { FastifyInstance } from 'fastify';
import type { BillingService } from '../billing/billing-service';
import { billingRoutes } from '../billing/billing-routes';
import { partnerRoutes } from '../partners/partner-routes';
import type { PartnersRepository } from '../partners/partners-repository';
import type { AccountService } from './account-service';
import { accountRoutes } from './account-routes';
import type { EmailTokenService } from './email-token-service';
import { joinRequestRoutes } from './join-request-routes';
import type { JoinRequestService } from './join-request-service';
import { organizationAdminRoutes } from './organization-admin-routes';
import type { OrganizationAdminService } from './organization-admin-service';
import { profileRoutes } from './profile-routes';
import type { ProfileService } from './profile-service';

/** The services of the account part of the API, built in compose.ts. */
export interface AccountServices {
  billing: BillingService;
  accounts: AccountService;
  joinRequests: JoinRequestService;
  profiles: ProfileService;
  tokens: EmailTokenService;
  organizationAdmin: OrganizationAdminService;
  partners: PartnersRepository;
}

/**
 * Signup, billing, upgrade, profile, organization administration, e-mail links and partners:
 * the entry and account part of the API.
 */
export function registerAccountModule(app: FastifyInstance, services: AccountServices) {
  billingRoutes(app, services);
  accountRoutes(app, services);
  joinRequestRoutes(app, services);
  profileRoutes(app, services);
  organizationAdminRoutes(app, services);
  partnerRoutes(app, services);
}
