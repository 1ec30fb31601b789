import {
  ADMIN_ORGANIZATION_MESSAGES as MESSAGES,
  type OrganizationDetail,
  type OrganizationListItem,
  type ResendEmailRequest,
} from '@app/core/api/admin/organizations';
import type { ProductCode } from '@app/core/domain/products';
import type { EmailTokenService } from '../../customers/account/email-token-service';
import type { JoinRequestRepository } from '../../customers/account/join-request-repository';
import type { JoinRequestService } from '../../customers/account/join-request-service';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { AuthRepository } from '../../platform/auth/auth-repository';
import type { Principal } from '../../platform/auth/principal';
import { badRequest, HttpError, notFound } from '../../platform/http/http-error';
import { invitationMail, verificationMail } from '../../platform/mail/mail-templates';
import { sendSafely, type Mailer, type MailerOptions } from '../../platform/mail/mailer';
import type { UsersRepository } from '../../customers/users/users-repository';
import { presentDetail, presentListItem } from './admin-organization-presenter';
import type { AdminOrganizationRepository, HeldProduct } from './admin-organization-repository';

const MAIL_NOT_SENT = 'The e-mail could not be sent; see the server log.';

/**
 * The console's organizations and users (issue 14, screen 4). Membership decisions go through
 * the join-request service (which e-mails the user), links through the e-mail token service,
 * sessions through the auth repository; every change is written to the audit log.
 */
export function adminOrganizationService(deps: {
  repo: AdminOrganizationRepository;
  joinRequests: JoinRequestService;
  joinRequestRepo: JoinRequestRepository;
  tokens: EmailTokenService;
  sessions: Pick<AuthRepository, 'deleteSessionsOf'>;
  users: Pick<UsersRepository, 'administratorNames'>;
  audit: AuditLog;
  mailer: Mailer;
  log: MailerOptions['log'];
}) {
  const { repo, audit } = deps;

  async function detail(organizationId: string): Promise<OrganizationDetail> {
    // An overdue request is recorded (and its user told) before it is shown as open.
    await deps.joinRequests.settleExpired();
    const organization = await repo.organization(organizationId);
    if (!organization) throw notFound(MESSAGES.organizationNotFound);
    const [subscriptions, users, requests] = await Promise.all([
      repo.subscriptions(organizationId),
      repo.users(organizationId),
      deps.joinRequestRepo.open(organizationId),
    ]);
    return presentDetail({ organization, subscriptions, users, requests });
  }

  async function userOf(userId: string) {
    const user = await repo.user(userId);
    if (!user) throw notFound(MESSAGES.userNotFound);
    return user;
  }

  /** "pat@bank.com (Prairie Gate Bank)": the audit log's target of a change to a user. */
  const targetOf = (user: { email: string; organizationName: string }) =>
    `${user.email} (${user.organizationName})`;

  async function decideMembership(
    principal: Principal,
    userId: string,
    decision: 'approve' | 'decline',
    products?: readonly ProductCode[],
  ) {
    // An overdue request is recorded as expired first, so it is not approved after its end.
    await deps.joinRequests.settleExpired();
    const user = await userOf(userId);
    if (user.membership !== 'pending') throw new HttpError(409, MESSAGES.noOpenRequest);
    if (decision === 'approve') await deps.joinRequests.approve(principal, userId, products);
    else await deps.joinRequests.decline(principal, userId);
    const after = await detail(user.organizationId);
    await audit.record(principal, {
      action: `membership.${decision}`,
      target: targetOf(user),
      before: { membership: 'pending' },
      after: {
        membership: decision === 'approve' ? 'active' : 'declined',
        ...(decision === 'approve'
          ? { claims: after.users.find((u) => u.id === userId)?.claims ?? [] }
          : {}),
      },
    });
    return after;
  }

  return {
    async search(words: string | undefined): Promise<OrganizationListItem[]> {
      return (await repo.search(words || undefined)).map(presentListItem);
    },

    detail,

    /** A complimentary grant (or an end) of products and tiers, logged with its reason. */
    async setProducts(
      principal: Principal,
      organizationId: string,
      change: { products: HeldProduct[]; reason: string },
    ): Promise<OrganizationDetail> {
      const before = await detail(organizationId);
      const same =
        before.products.length === change.products.length &&
        change.products.every((p) =>
          before.products.some((b) => b.product === p.product && b.tier === p.tier),
        );
      if (same) throw badRequest(MESSAGES.sameProducts);
      await repo.setProducts(organizationId, change.products);
      const after = await detail(organizationId);
      await audit.record(principal, {
        action: 'organization.products',
        target: before.name,
        before: before.products,
        after: after.products,
        reason: change.reason,
      });
      return after;
    },

    approve: (principal: Principal, userId: string, products?: readonly ProductCode[]) =>
      decideMembership(principal, userId, 'approve', products),

    decline: (principal: Principal, userId: string) =>
      decideMembership(principal, userId, 'decline'),

    /** At once: the user's sessions end and signing in is refused until re-enabled. */
    async disable(principal: Principal, userId: string, reason: string) {
      if (userId === principal.userId) throw badRequest(MESSAGES.notYourself);
      const user = await userOf(userId);
      const disabledAt = await repo.disable(userId);
      const sessionsEnded = await deps.sessions.deleteSessionsOf(userId);
      await audit.record(principal, {
        action: 'user.disable',
        target: targetOf(user),
        before: { disabledAt: user.disabledAt?.toISOString() ?? null },
        after: { disabledAt: disabledAt?.toISOString() ?? null, sessionsEnded },
        reason,
      });
      return detail(user.organizationId);
    },

    async enable(principal: Principal, userId: string) {
      const user = await userOf(userId);
      await repo.enable(userId);
      await audit.record(principal, {
        action: 'user.enable',
        target: targetOf(user),
        before: { disabledAt: user.disabledAt?.toISOString() ?? null },
        after: { disabledAt: null },
      });
      return detail(user.organizationId);
    },

    /**
     * Makes a member the organization's administrator (client-admin), or no longer: the way
     * an organization without one gets one. The member sees Administration at their next page.
     */
    async setAdministrator(principal: Principal, userId: string, administrator: boolean) {
      const user = await userOf(userId);
      if (administrator && user.membership !== 'active')
        throw new HttpError(409, MESSAGES.administratorNotMember);
      if (administrator && user.disabledAt)
        throw new HttpError(409, MESSAGES.administratorDisabled);
      if (user.isClientAdmin === administrator) throw badRequest(MESSAGES.sameAdministrator);
      await repo.setClientAdmin(userId, administrator);
      await audit.record(principal, {
        action: 'organization.administrator',
        target: targetOf(user),
        before: { isClientAdmin: user.isClientAdmin },
        after: { isClientAdmin: administrator },
      });
      return detail(user.organizationId);
    },

    /** Signs the user out everywhere; they may sign in again. */
    async endSessions(principal: Principal, userId: string) {
      if (userId === principal.userId) throw badRequest(MESSAGES.notYourSessions);
      const user = await userOf(userId);
      const ended = await deps.sessions.deleteSessionsOf(userId);
      await audit.record(principal, {
        action: 'user.end-sessions',
        target: targetOf(user),
        before: { sessions: ended },
        after: { sessions: 0 },
      });
      return detail(user.organizationId);
    },

    /**
     * A new link by e-mail: the verification link of a signup or a request to join, or the
     * invitation of a user a client-admin invited. Each sets the password when followed.
     */
    async resendEmail(principal: Principal, userId: string, { kind }: ResendEmailRequest) {
      const user = await userOf(userId);
      let sent: boolean;
      // The link a user was first sent is the one sent again: an invitation to an invited user,
      // a verification to one who signed up or asked to join.
      if (kind === 'verification') {
        if (user.emailVerified) throw badRequest(MESSAGES.alreadyVerified);
        if (user.invited && !user.hasPassword) throw badRequest(MESSAGES.wasInvited);
        const { link } = await deps.tokens.issue(userId, 'verify');
        sent = await sendSafely(
          deps.mailer,
          verificationMail(user.email, user.firstName, link),
          deps.log,
        );
      } else {
        if (user.hasPassword) throw badRequest(MESSAGES.alreadyHasPassword);
        if (!user.invited) throw badRequest(MESSAGES.notInvited);
        const [administrator] = await deps.users.administratorNames(user.organizationId);
        const { link } = await deps.tokens.issue(userId, 'invite');
        sent = await sendSafely(
          deps.mailer,
          invitationMail(
            user.email,
            user.firstName,
            user.organizationName,
            administrator ?? 'Your administrator',
            link,
          ),
          deps.log,
        );
      }
      if (!sent) throw new HttpError(502, MAIL_NOT_SENT);
      await audit.record(principal, {
        action: `user.resend-${kind}`,
        target: targetOf(user),
        after: { to: user.email },
      });
      return detail(user.organizationId);
    },
  };
}

export type AdminOrganizationService = ReturnType<typeof adminOrganizationService>;
