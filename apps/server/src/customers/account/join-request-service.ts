import type { JoinRequest, MembershipState } from '@app/core/api/organization-admin';
import { JOIN_REQUEST_DAYS, MEMBERSHIP_MESSAGES } from '@app/core/domain/membership';
import { type ProductCode } from '@app/core/domain/products';
import type { Principal } from '../../platform/auth/principal';
import { notFound } from '../../platform/http/http-error';
import {
  joinApprovedMail,
  joinDeclinedMail,
  joinExpiredMail,
} from '../../platform/mail/mail-templates';
import {
  sendSafely,
  type Mailer,
  type MailerOptions,
  type MailMessage,
} from '../../platform/mail/mailer';
import type { UsersRepository } from '../users/users-repository';
import { presentJoinRequest } from './join-request-presenter';
import type { JoinRequestRepository } from './join-request-repository';
import { assertProductsHeld } from './products-held';

const DAY_MS = 86_400_000;

/**
 * Requests to join an organization (issue 11): its client-admins, or a platform admin, approve
 * or decline them; unanswered, they end after JOIN_REQUEST_DAYS. The expiry is read, not
 * scheduled: every read of the status treats an old request as expired, and the first caller
 * that sees it (the user's own status, an administrator's list, a new registration) records it
 * and e-mails the user.
 */
export function joinRequestService(deps: {
  repo: JoinRequestRepository;
  users: UsersRepository;
  mailer: Mailer;
  publicUrl: string;
  log: MailerOptions['log'];
}) {
  const { repo } = deps;

  /** Records the decision on an open request, then tells the user who decided it. */
  async function decide(
    principal: Principal,
    userId: string,
    decision: 'active' | 'declined',
    products: (held: ProductCode[]) => readonly ProductCode[],
    mail: (
      to: { email: string; firstName: string },
      organization: string,
      by: string,
    ) => MailMessage,
  ) {
    await settleExpired();
    const decided = await repo.decide({
      userId,
      organizationId: scopeOf(principal),
      decision,
      decidedBy: principal.userId,
      products,
    });
    if (!decided) throw notFound(MEMBERSHIP_MESSAGES.requestNotFound);
    const [organization, by] = await Promise.all([
      repo.organizationName(decided.organizationId),
      repo.nameOf(principal.userId),
    ]);
    await sendSafely(deps.mailer, mail(decided, organization, by ?? 'An administrator'), deps.log);
  }

  async function settleExpired() {
    for (const ended of await repo.expireOverdue()) {
      const organization = await repo.organizationName(ended.organizationId);
      await sendSafely(
        deps.mailer,
        joinExpiredMail(ended.email, ended.firstName, organization),
        deps.log,
      );
    }
  }

  /** A client-admin decides for their own organization; a platform admin for any. */
  const scopeOf = (principal: Principal) =>
    principal.isPlatformAdmin ? null : principal.organizationId;

  return {
    settleExpired,

    async open(principal: Principal): Promise<JoinRequest[]> {
      await settleExpired();
      const rows = await repo.open(scopeOf(principal));
      return rows.map(presentJoinRequest);
    },

    /**
     * Makes the user an active member with the given products (by default every product the
     * organization holds, as an invitation offers), then tells them.
     */
    async approve(principal: Principal, userId: string, requested?: readonly ProductCode[]) {
      await decide(
        principal,
        userId,
        'active',
        (held) => {
          if (requested === undefined) return held;
          assertProductsHeld(held, requested);
          return requested;
        },
        (to, organization, by) =>
          joinApprovedMail(to.email, to.firstName, organization, by, `${deps.publicUrl}/login`),
      );
    },

    async decline(principal: Principal, userId: string) {
      await decide(
        principal,
        userId,
        'declined',
        () => [],
        (to, organization, by) => joinDeclinedMail(to.email, to.firstName, organization, by),
      );
    },

    /** The caller's own membership: what the waiting page says. */
    async membershipOf(principal: Principal): Promise<MembershipState> {
      if (principal.membership === 'expired') await settleExpired();
      const row = await repo.membershipOf(principal.userId);
      if (!row) throw notFound('User not found.');
      const administrators = await deps.users.administratorNames(row.organizationId);
      const decidedBy =
        row.decidedByFirstName === null
          ? null
          : `${row.decidedByFirstName} ${row.decidedByLastName ?? ''}`.trim();
      return {
        status: row.status,
        organizationName: row.organizationName,
        administrators,
        requestedAt: row.requestedAt?.toISOString() ?? null,
        expiresAt: row.requestedAt
          ? new Date(row.requestedAt.getTime() + JOIN_REQUEST_DAYS * DAY_MS).toISOString()
          : null,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        decidedBy,
      };
    },
  };
}

export type JoinRequestService = ReturnType<typeof joinRequestService>;
