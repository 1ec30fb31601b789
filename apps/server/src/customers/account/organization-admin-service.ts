import { SIGNUP_MESSAGES } from '@app/core/api/account';
import {
  LOGO_MESSAGES,
  type InviteUserRequest,
  type LogoInfo,
  type LogoUpload,
  type OrganizationSummary,
  type OrganizationUser,
  type UpdateUserRequest,
} from '@app/core/api/organization-admin';
import { type ProductCode } from '@app/core/domain/products';
import type { Principal } from '../../platform/auth/principal';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, HttpError, notFound } from '../../platform/http/http-error';
import { invitationMail } from '../../platform/mail/mail-templates';
import { sendSafely, type Mailer, type MailerOptions } from '../../platform/mail/mailer';
import type { EmailTokenService } from './email-token-service';
import { readLogo } from './logo-image';
import {
  presentLogoInfo,
  presentOrganizationSummary,
  presentOrganizationUser,
} from './organization-admin-presenter';
import type { OrganizationRepository } from './organization-repository';
import { assertProductsHeld } from './products-held';

export const ORGANIZATION_ADMIN_MESSAGES = {
  userNotFound: 'User not found in your organization.',
  notYourselfDelete: 'You cannot delete your own user.',
  notYourselfDemote: 'You cannot remove your own administration rights.',
  noLogo: 'Your organization has no logo.',
} as const;

/**
 * spec 1 section 2 (tour texts): a client admin manages the users and the logo of their own
 * organization. Who is a client admin is the access layer's answer; this works in the caller's
 * organization only, so another organization's user is not found.
 */
export function organizationAdminService(deps: {
  organizations: OrganizationRepository;
  tokens: EmailTokenService;
  mailer: Mailer;
  log: MailerOptions['log'];
}) {
  const { organizations } = deps;

  async function assertHeld(principal: Principal, products: readonly ProductCode[]) {
    const summary = await organizations.summary(principal.organizationId);
    assertProductsHeld(
      (summary?.products ?? []).map((p) => p.product as ProductCode),
      products,
    );
  }

  async function assertMember(principal: Principal, userId: string) {
    if (!(await organizations.findUser(principal.organizationId, userId))) {
      throw notFound(ORGANIZATION_ADMIN_MESSAGES.userNotFound);
    }
  }

  async function users(principal: Principal): Promise<OrganizationUser[]> {
    const rows = await organizations.users(principal.organizationId);
    return rows.map((row) => presentOrganizationUser(row, principal.userId));
  }

  async function user(principal: Principal, userId: string): Promise<OrganizationUser> {
    const found = (await users(principal)).find((u) => u.id === userId);
    if (!found) throw notFound(ORGANIZATION_ADMIN_MESSAGES.userNotFound);
    return found;
  }

  async function logo(organizationId: string): Promise<LogoInfo> {
    return presentLogoInfo(await organizations.logoInfo(organizationId));
  }

  return {
    users,
    logo,

    async summary(principal: Principal): Promise<OrganizationSummary> {
      const summary = await organizations.summary(principal.organizationId);
      if (!summary) throw notFound('Organization not found.');
      return presentOrganizationSummary(summary);
    },

    /** Creates the user without a password and e-mails the invitation link that sets it. */
    async invite(principal: Principal, invitation: InviteUserRequest): Promise<OrganizationUser> {
      await assertHeld(principal, invitation.products);
      let userId: string;
      try {
        userId = await organizations.createUser({
          organizationId: principal.organizationId,
          ...invitation,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SIGNUP_MESSAGES.emailInUse);
        throw error;
      }
      const summary = await organizations.summary(principal.organizationId);
      const inviter = await organizations.findUser(principal.organizationId, principal.userId);
      const { link } = await deps.tokens.issue(userId, 'invite');
      await sendSafely(
        deps.mailer,
        invitationMail(
          invitation.email,
          invitation.firstName,
          summary?.name ?? 'your organization',
          inviter?.firstName ?? 'Your administrator',
          link,
        ),
        deps.log,
      );
      return user(principal, userId);
    },

    async updateUser(
      principal: Principal,
      userId: string,
      changes: UpdateUserRequest,
    ): Promise<OrganizationUser> {
      await assertMember(principal, userId);
      if (userId === principal.userId && !changes.admin) {
        throw badRequest(ORGANIZATION_ADMIN_MESSAGES.notYourselfDemote);
      }
      await assertHeld(principal, changes.products);
      await organizations.updateUser(userId, changes);
      return user(principal, userId);
    },

    async deleteUser(principal: Principal, userId: string) {
      if (userId === principal.userId)
        throw badRequest(ORGANIZATION_ADMIN_MESSAGES.notYourselfDelete);
      await assertMember(principal, userId);
      await organizations.deleteUser(userId);
    },

    /** The logo is checked (logo-image.ts); an existing one must be deleted first. */
    async addLogo(organizationId: string, upload: LogoUpload): Promise<LogoInfo> {
      const image = readLogo(upload.contentType, upload.data);
      if ('problem' in image) throw badRequest(image.problem);
      const added = await organizations.addLogo({
        organizationId,
        fileName: upload.fileName,
        contentType: upload.contentType,
        data: image.data,
      });
      if (!added) throw new HttpError(409, LOGO_MESSAGES.replace);
      return logo(organizationId);
    },

    async deleteLogo(organizationId: string) {
      if (!(await organizations.deleteLogo(organizationId))) {
        throw notFound(ORGANIZATION_ADMIN_MESSAGES.noLogo);
      }
    },
  };
}

export type OrganizationAdminService = ReturnType<typeof organizationAdminService>;
