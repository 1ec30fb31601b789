import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { USER_DISABLED_MESSAGE } from '@app/core/api/admin/organizations';
import { TWO_FACTOR_MESSAGES, type PasskeyItem } from '@app/core/api/two-factor';
import { badRequest, forbidden, notFound, unauthorized } from '../http/http-error';
import type { AuthService, SignInRequest } from '../auth/auth-service';
import type { TwoFactorRepository } from '../auth/two-factor-repository';

const CHALLENGE_MINUTES = 5;

const present = (row: {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): PasskeyItem => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: the browser's authenticator signs a
 * challenge with a key that never leaves it, bound to this site's origin, so a passkey cannot be
 * phished or replayed. Registered per user with a name; signs in as the second factor after a
 * password, or alone (passwordless) when the authenticator verified its user (PIN, biometrics).
 */
export function passkeyService(deps: {
  factors: TwoFactorRepository;
  auth: AuthService;
  /** Where the web app is reached: its origin and host name are what the browser signs. */
  publicUrl: string;
}) {
  const { factors } = deps;
  const url = new URL(deps.publicUrl);
  const rpID = url.hostname;
  const expectedOrigin = url.origin;
  const expires = () => new Date(Date.now() + CHALLENGE_MINUTES * 60_000);

  return {
    async registrationOptions(userId: string) {
      const user = await factors.userOf(userId);
      if (!user) throw notFound('User not found.');
      const existing = await factors.passkeysOf(userId);
      const options = await generateRegistrationOptions({
        rpName: PRODUCT_BRAND_NAME,
        rpID,
        userName: user.email,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.credentialId,
          transports: (p.transports ? p.transports.split(',') : []) as AuthenticatorTransport[],
        })),
        // Discoverable, so that the same passkey can also sign in without a password.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await factors.saveChallenge({
        challenge: options.challenge,
        purpose: 'register',
        userId,
        expiresAt: expires(),
      });
      return options as unknown as Record<string, unknown>;
    },

    async register(userId: string, name: string, response: Record<string, unknown>) {
      const verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: async (challenge) =>
          (await factors.takeChallenge(challenge, 'register'))?.userId === userId,
        expectedOrigin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified || !verification.registrationInfo) {
        throw badRequest(TWO_FACTOR_MESSAGES.passkeyFailed);
      }
      const { credential } = verification.registrationInfo;
      const added = await factors.addPasskey({
        userId,
        name,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
      });
      if (!added) throw badRequest(TWO_FACTOR_MESSAGES.passkeyFailed);
      await factors.enrolled(userId);
      return present(added);
    },

    async remove(userId: string, id: string) {
      if (!(await factors.removePasskey(userId, id))) {
        throw notFound(TWO_FACTOR_MESSAGES.passkeyNotFound);
      }
    },

    /**
     * A challenge to sign: for the user owing a second factor, naming their passkeys; for
     * anyone else, naming none, so the browser offers the passkeys it holds for this site.
     */
    async signInOptions(pendingUserId: string | undefined) {
      const allowed = pendingUserId ? await factors.passkeysOf(pendingUserId) : [];
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        allowCredentials: allowed.map((p) => ({
          id: p.credentialId,
          transports: (p.transports ? p.transports.split(',') : []) as AuthenticatorTransport[],
        })),
      });
      await factors.saveChallenge({
        challenge: options.challenge,
        purpose: 'sign-in',
        userId: pendingUserId ?? null,
        expiresAt: expires(),
      });
      return options as unknown as Record<string, unknown>;
    },

    /**
     * Signs in with a passkey: the second factor of the pending sign-in when the passkey is its
     * user's, else passwordless, which needs the authenticator to have verified its user.
     */
    async signIn(
      response: Record<string, unknown>,
      pendingUserId: string | undefined,
      request: SignInRequest,
    ) {
      const answer = response as unknown as AuthenticationResponseJSON;
      const passkey =
        typeof answer.id === 'string' ? await factors.passkeyByCredential(answer.id) : undefined;
      if (!passkey) throw unauthorized(TWO_FACTOR_MESSAGES.passkeyUnknown);
      const secondFactor = pendingUserId === passkey.userId;
      const verification = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: async (challenge) => {
          const taken = await factors.takeChallenge(challenge, 'sign-in');
          return taken !== undefined && (taken.userId === null || taken.userId === passkey.userId);
        },
        expectedOrigin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          // The driver's buffer, copied into a plain Uint8Array as the library's type asks.
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: (passkey.transports
            ? passkey.transports.split(',')
            : []) as AuthenticatorTransport[],
        },
        requireUserVerification: !secondFactor,
      }).catch(() => null);
      if (!verification?.verified) {
        await deps.auth.record(passkey.userId, request, 'passkey', false);
        throw unauthorized(TWO_FACTOR_MESSAGES.passkeyFailed);
      }
      const user = await factors.userOf(passkey.userId);
      if (!user || user.disabledAt) throw forbidden(USER_DISABLED_MESSAGE);
      await factors.passkeyUsed(passkey.id, verification.authenticationInfo.newCounter);
      return deps.auth.startSession(passkey.userId, request, 'passkey');
    },
  };
}

export type PasskeyService = ReturnType<typeof passkeyService>;
