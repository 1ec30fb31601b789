import {
  browserName,
  TWO_FACTOR_MESSAGES,
  type FactorsState,
  type SignInEvent,
} from '@app/core/api/two-factor';
import type { AuditLog } from '../audit/audit-log';
import { badRequest, HttpError, notFound } from '../http/http-error';
import type { AuthService } from '../auth/auth-service';
import { verifyPassword } from '../auth/password';
import type { Principal } from '../auth/principal';
import { newRecoveryCodes } from '../auth/recovery-codes';
import { tokenDigest } from '../auth/secret-token';
import { newTotpSecret, otpauthUrl, totpStep } from '../auth/totp';
import type { PlatformTwoFactorPolicy } from './two-factor-policy';
import type { TwoFactorRepository } from '../auth/two-factor-repository';

/**
 * The caller's own second factors (authenticator app), their sign-in history, the
 * organization's and the platform's two-factor policy, and the admin console's reset.
 */
export function twoFactorService(deps: {
  factors: TwoFactorRepository;
  auth: AuthService;
  platform: PlatformTwoFactorPolicy;
  audit: AuditLog;
}) {
  const { factors } = deps;

  async function userOf(userId: string) {
    const user = await factors.userOf(userId);
    if (!user) throw notFound('User not found.');
    return user;
  }

  async function required(userId: string) {
    const user = await userOf(userId);
    return (
      (await factors.organizationRequires(user.organizationId)) ||
      (user.isPlatformAdmin && (await deps.platform.required()))
    );
  }

  return {
    async history(userId: string): Promise<SignInEvent[]> {
      const rows = await factors.history(userId);
      return rows.map((row) => ({
        at: row.at.toISOString(),
        ip: row.ip,
        browser: browserName(row.userAgent),
        factor: row.factor as SignInEvent['factor'],
        succeeded: row.succeeded,
      }));
    },

    async state(userId: string): Promise<FactorsState> {
      const [totp, passkeys, left, isRequired] = await Promise.all([
        factors.totpOf(userId),
        factors.passkeysOf(userId),
        factors.recoveryCodesLeft(userId),
        required(userId),
      ]);
      return {
        totp: Boolean(totp?.confirmedAt),
        recoveryCodesLeft: totp?.confirmedAt ? left : 0,
        passkeys: passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
        required: isRequired,
      };
    },

    /** A new secret for the app, not asked for at sign-in until a code confirms it. */
    async setupTotp(userId: string) {
      const user = await userOf(userId);
      const secret = newTotpSecret();
      if (!(await factors.startTotp(userId, secret))) {
        throw new HttpError(409, TWO_FACTOR_MESSAGES.totpAlreadyOn);
      }
      return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
    },

    /** A right code turns the app on and answers the ten recovery codes, the only time. */
    async confirmTotp(userId: string, code: string) {
      const totp = await factors.totpOf(userId);
      if (!totp) throw badRequest(TWO_FACTOR_MESSAGES.totpNotStarted);
      if (totp.confirmedAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.totpAlreadyOn);
      const step = await totpStep(totp.secret, code);
      if (step === null || !(await factors.takeTimeStep(userId, step))) {
        throw badRequest(TWO_FACTOR_MESSAGES.codeWrong);
      }
      const recoveryCodes = newRecoveryCodes();
      await factors.confirmTotp(userId, recoveryCodes.map(tokenDigest));
      await factors.enrolled(userId);
      return { recoveryCodes };
    },

    /** Turning the app off takes the password and a current code (or a recovery code). */
    async removeTotp(userId: string, input: { password: string; code: string }) {
      const user = await userOf(userId);
      const totp = await factors.totpOf(userId);
      if (!totp?.confirmedAt) throw notFound(TWO_FACTOR_MESSAGES.totpNotOn);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw badRequest(TWO_FACTOR_MESSAGES.passwordWrong);
      }
      if (!(await deps.auth.checkCode(userId, input.code))) {
        throw badRequest(TWO_FACTOR_MESSAGES.codeWrong);
      }
      await factors.removeTotp(userId);
    },

    organizationPolicy: async (principal: Principal) => ({
      required: await factors.organizationRequires(principal.organizationId),
    }),
    async setOrganizationPolicy(principal: Principal, isRequired: boolean) {
      await factors.setOrganizationPolicy(principal.organizationId, isRequired);
      return { required: isRequired };
    },
    platformPolicy: async () => ({ required: await deps.platform.required() }),
    async setPlatformPolicy(principal: Principal, isRequired: boolean) {
      const before = await deps.platform.required();
      await deps.platform.set(isRequired);
      await deps.audit.record(principal, {
        action: 'two-factor.platform-policy',
        target: 'Platform administrators',
        before: { required: before },
        after: { required: isRequired },
      });
      return { required: isRequired };
    },

    async userFactors(userId: string) {
      await userOf(userId);
      const [totp, passkeys, left] = await Promise.all([
        factors.totpOf(userId),
        factors.passkeysOf(userId),
        factors.recoveryCodesLeft(userId),
      ]);
      return {
        totp: Boolean(totp?.confirmedAt),
        recoveryCodesLeft: totp?.confirmedAt ? left : 0,
        passkeys: passkeys.length,
      };
    },

    /** The admin console's reset (a lost phone): every factor goes, with the reason audited. */
    async resetFactors(principal: Principal, userId: string, reason: string) {
      const user = await userOf(userId);
      const before = await this.userFactors(userId);
      await factors.resetFactors(userId);
      await deps.audit.record(principal, {
        action: 'user.reset-factors',
        target: user.email,
        before,
        after: { totp: false, recoveryCodesLeft: 0, passkeys: 0 },
        reason,
      });
    },
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;
