import * as oidc from 'openid-client';
import { SSO_MESSAGES, type SsoSettings, type ssoSettingsRequest } from '@app/core/api/sso';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../platform/http/http-error';
import type { SsoRepository, StoredSso } from './sso-repository';
import type { SsoSecretBox } from './sso-secret-box';

/** What the browser keeps between leaving for the provider and coming back (a signed cookie). */
export interface SsoFlow {
  /** The organization whose provider was asked. */
  organizationId: string;
  state: string;
  nonce: string;
  /** The PKCE code verifier (RFC 7636); the provider only ever saw its SHA-256. */
  verifier: string;
  startedAt: number;
}

/** How long a sign-in at the provider may take before the attempt is void. */
export const SSO_FLOW_MINUTES = 10;

/** Why a sign-in through the provider was refused: the key names the message (SSO_MESSAGES). */
export class SsoRefusal extends Error {
  constructor(readonly reason: keyof typeof SSO_MESSAGES) {
    super(SSO_MESSAGES[reason] as string);
  }
}

/**
 * The `amr` values (RFC 8176) that say the provider checked a second factor or a factor
 * stronger than a password: a sign-in through such a provider counts as two-factor here
 * (docs/security.md, "Single sign-on").
 */
const SECOND_FACTOR_AMR = new Set(['mfa', 'otp', 'hwk', 'swk', 'sc', 'fpt', 'face', 'iris', 'pop']);
export function providerCheckedSecondFactor(claims: Record<string, unknown>): boolean {
  const amr = Array.isArray(claims.amr) ? claims.amr : [];
  return amr.some((value) => typeof value === 'string' && SECOND_FACTOR_AMR.has(value));
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined;

type SettingsInput = z.output<typeof ssoSettingsRequest>;

/**
 * Single sign-on per organization through OpenID Connect, with openid-client (the certified
 * relying party library by the author of oidc-provider; it builds on oauth4webapi). Every
 * check of the provider's answer is the library's: state, nonce, PKCE (S256), the `iss`
 * parameter where the provider sends it, and the ID token's signature (against the provider's
 * published keys: enableNonRepudiationChecks), issuer, audience, expiry and time of issue.
 */
export function ssoService(deps: {
  repo: SsoRepository;
  box: SsoSecretBox;
  publicUrl: string;
  /** http:// issuers on this machine (tests and the demo); production needs https. */
  allowLoopbackIssuers: boolean;
  log: { error: (object: unknown, message: string) => void };
}) {
  const { repo, box } = deps;
  const redirectUri = `${deps.publicUrl}/api/auth/sso/callback`;
  // The provider's metadata, per organization and version of its settings: fetched once.
  const configurations = new Map<string, Promise<oidc.Configuration>>();

  function discover(issuer: string, clientId: string, secret: string) {
    const url = new URL(issuer);
    const insecure = url.protocol === 'http:' && isLoopback(url.hostname);
    return oidc.discovery(url, clientId, undefined, oidc.ClientSecretBasic(secret), {
      execute: [
        oidc.enableNonRepudiationChecks,
        ...(insecure && deps.allowLoopbackIssuers ? [oidc.allowInsecureRequests] : []),
      ],
      timeout: 10,
    });
  }

  function configurationOf(stored: StoredSso) {
    const key = `${stored.organizationId}|${stored.updatedAt.toISOString()}`;
    let configuration = configurations.get(key);
    if (!configuration) {
      configuration = discover(stored.issuer, stored.clientId, box.open(stored.clientSecretSealed));
      configurations.set(key, configuration);
      // A provider that was down is asked again next time.
      configuration.catch(() => configurations.delete(key));
    }
    return configuration;
  }

  const present = (stored: Awaited<ReturnType<SsoRepository['find']>>): SsoSettings => ({
    configured: stored !== undefined,
    issuer: stored?.issuer ?? '',
    clientId: stored?.clientId ?? '',
    secretSet: stored !== undefined,
    domains: stored?.domains ?? [],
    passwordsDisabled: stored?.passwordsDisabled ?? false,
    redirectUri,
  });

  return {
    async settings(organizationId: string) {
      return present(await repo.find(organizationId));
    },

    /** Checks the provider answers before storing anything, so a typo is told at once. */
    async save(organizationId: string, input: SettingsInput) {
      const url = new URL(input.issuer);
      const loopbackHttp =
        url.protocol === 'http:' && isLoopback(url.hostname) && deps.allowLoopbackIssuers;
      if (url.protocol !== 'https:' && !loopbackHttp) throw badRequest(SSO_MESSAGES.issuerNotHttps);
      const existing = await repo.find(organizationId);
      const secret =
        input.clientSecret ?? (existing ? box.open(existing.clientSecretSealed) : undefined);
      if (!secret) throw badRequest(SSO_MESSAGES.secretRequired);
      const [taken] = await repo.domainsOfOthers(organizationId, input.domains);
      if (taken) throw new HttpError(409, SSO_MESSAGES.domainTaken(taken));
      try {
        await discover(input.issuer, input.clientId, secret);
      } catch {
        throw badRequest(SSO_MESSAGES.issuerUnreachable);
      }
      await repo.save(organizationId, {
        issuer: input.issuer,
        clientId: input.clientId,
        clientSecretSealed: box.seal(secret),
        domains: input.domains,
        passwordsDisabled: input.passwordsDisabled,
      });
      return present(await repo.find(organizationId));
    },

    async remove(organizationId: string) {
      await repo.remove(organizationId);
    },

    /** Where to send the browser, and what it must bring back (kept in a signed cookie). */
    async start(email: string): Promise<{ redirectUrl: string; flow: SsoFlow }> {
      const domain = email.slice(email.lastIndexOf('@') + 1);
      const stored = await repo.findByDomain(domain);
      if (!stored) throw notFound(SSO_MESSAGES.noProvider);
      let configuration: oidc.Configuration;
      try {
        configuration = await configurationOf(stored);
      } catch (error) {
        deps.log.error(error, `SSO discovery failed for ${stored.issuer}`);
        throw new HttpError(502, SSO_MESSAGES.issuerUnreachable);
      }
      const verifier = oidc.randomPKCECodeVerifier();
      const flow: SsoFlow = {
        organizationId: stored.organizationId,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier,
        startedAt: Date.now(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        login_hint: email,
      });
      return { redirectUrl: url.href, flow };
    },

    /**
     * The user the provider's answer proves, created as a member when new (just-in-time).
     * Throws SsoRefusal for anything wrong with the answer or the person.
     */
    async finish(flow: SsoFlow | undefined, callbackUrl: URL) {
      if (!flow || Date.now() - flow.startedAt > SSO_FLOW_MINUTES * 60_000) {
        throw new SsoRefusal('expired');
      }
      const stored = await repo.find(flow.organizationId);
      if (!stored) throw new SsoRefusal('failed');
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(
          await configurationOf(stored),
          callbackUrl,
          {
            pkceCodeVerifier: flow.verifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          },
        );
        claims = tokens.claims();
      } catch (error) {
        // The reason stays in the log: the person is told only that it did not complete.
        deps.log.error(error, `SSO sign-in refused for organization ${flow.organizationId}`);
        throw new SsoRefusal('failed');
      }
      if (!claims) throw new SsoRefusal('failed');
      const email = text(claims.email)?.toLowerCase();
      if (!email || claims.email_verified === false) throw new SsoRefusal('noEmail');
      if (!stored.domains.includes(email.slice(email.lastIndexOf('@') + 1))) {
        throw new SsoRefusal('wrongDomain');
      }
      const existing = await repo.userByEmail(email);
      if (existing && existing.organizationId !== flow.organizationId) {
        throw new SsoRefusal('otherOrganization');
      }
      if (existing?.disabledAt) throw new SsoRefusal('disabled');
      const userId =
        existing?.id ??
        (await repo.createMember(flow.organizationId, {
          email,
          firstName: text(claims.given_name) ?? email.slice(0, email.indexOf('@')),
          lastName: text(claims.family_name) ?? '',
        }));
      return { userId, secondFactor: providerCheckedSecondFactor(claims), created: !existing };
    },
  };
}

export type SsoService = ReturnType<typeof ssoService>;
