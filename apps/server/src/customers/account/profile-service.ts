import { PASSWORD_MESSAGES, type Profile } from '@app/core/api/account';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import type { Principal } from '../../platform/auth/principal';
import { badRequest, notFound } from '../../platform/http/http-error';
import { passwordChangedMail, passwordResetMail } from '../../platform/mail/mail-templates';
import { sendSafely, type Mailer, type MailerOptions } from '../../platform/mail/mailer';
import type { EmailTokenService } from './email-token-service';
import type { ProfileRepository } from './profile-repository';

/** The signed-in user's own profile and password, and the password reset link. */
export function profileService(deps: {
  profiles: ProfileRepository;
  tokens: EmailTokenService;
  mailer: Mailer;
  log: MailerOptions['log'];
}) {
  const { profiles } = deps;

  async function read(userId: string): Promise<Profile> {
    const row = await profiles.find(userId);
    if (!row) throw notFound('User not found.');
    return {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      title: row.title,
    };
  }

  return {
    read,

    async update(
      userId: string,
      values: { firstName: string; lastName: string; phone: string; title: string },
    ): Promise<Profile> {
      await profiles.update(userId, values);
      return read(userId);
    },

    /** Ends the user's other sessions and open e-mailed links (profile-repository.ts). */
    async changePassword(
      principal: Principal,
      passwords: { currentPassword: string; newPassword: string },
    ) {
      const user = await profiles.find(principal.userId);
      if (!user || !(await verifyPassword(user.passwordHash, passwords.currentPassword))) {
        throw badRequest(`currentPassword: ${PASSWORD_MESSAGES.currentWrong}`);
      }
      await profiles.changePassword(
        principal.userId,
        await hashPassword(passwords.newPassword),
        principal.sessionId,
      );
      await sendSafely(deps.mailer, passwordChangedMail(user.email, user.firstName), deps.log);
    },

    /** Sends nothing for an unknown address: the caller answers the same either way. */
    async sendPasswordReset(email: string) {
      const user = await profiles.findByEmail(email);
      // One link a minute per user, so the route cannot be used to flood a mailbox.
      if (!user || (await deps.tokens.issuedRecently(user.id, 'reset'))) return;
      const { link } = await deps.tokens.issue(user.id, 'reset');
      await sendSafely(deps.mailer, passwordResetMail(user.email, user.firstName, link), deps.log);
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
