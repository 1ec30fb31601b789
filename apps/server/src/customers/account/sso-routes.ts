import { ssoRoutes as contract } from '@app/core/api/routes/sso-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roles } from '../../platform/access/roles';
import type { AuthService, SessionPolicy } from '../../platform/auth/auth-service';
import { requirePrincipal } from '../../platform/auth/guards';
import { SESSION_COOKIE, sessionCookieOptions } from '../../platform/auth/session-token';
import { contractRoute, PUBLIC_ACCESS } from '../../platform/http/contract-route';
import { SSO_FLOW_MINUTES, SsoRefusal, type SsoFlow, type SsoService } from './sso-service';

/** The browser's half of a sign-in at the provider: state, nonce and PKCE verifier, signed. */
const FLOW_COOKIE = 'sso-flow';
const FLOW_PATH = '/api/auth/sso';

function flowOf(request: FastifyRequest): SsoFlow | undefined {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return undefined;
  try {
    return JSON.parse(value) as SsoFlow;
  } catch {
    return undefined;
  }
}

/**
 * Single sign-on per organization (issue 27 point 4): the client-admin's settings, and the
 * sign-in through the organization's provider (start, and the provider's callback).
 */
export function ssoRoutes(
  app: FastifyInstance,
  deps: { sso: SsoService; auth: AuthService; sessions: SessionPolicy; publicUrl: string },
) {
  const { sso } = deps;
  const admin = { access: roles.clientAdmin, tag: 'account' } as const;

  contractRoute(
    app,
    contract.ssoSettings,
    {
      ...admin,
      summary: "Your organization's single sign-on provider (never its secret)",
      errors: [401, 403],
    },
    async (_input, request) => sso.settings(requirePrincipal(request).organizationId),
  );

  contractRoute(
    app,
    contract.saveSsoSettings,
    {
      ...admin,
      summary: 'Set the single sign-on provider; its configuration is fetched first',
      errors: [400, 401, 403, 409],
    },
    async ({ body }, request) => sso.save(requirePrincipal(request).organizationId, body),
  );

  contractRoute(
    app,
    contract.removeSsoSettings,
    { ...admin, summary: 'Stop single sign-on (passwords work again)', errors: [401, 403] },
    async (_input, request) => {
      await sso.remove(requirePrincipal(request).organizationId);
    },
  );

  contractRoute(
    app,
    contract.ssoStart,
    {
      access: PUBLIC_ACCESS,
      summary: "Sign in with your organization: the provider's address for this e-mail",
      tag: 'auth',
      errors: [400, 404, 429, 502],
    },
    async ({ body }, _request, reply) => {
      const { redirectUrl, flow } = await sso.start(body.email);
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        signed: true,
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level GET from its site.
        sameSite: 'lax',
        secure: 'auto',
        path: FLOW_PATH,
        maxAge: SSO_FLOW_MINUTES * 60,
      });
      return { redirectUrl };
    },
  );

  contractRoute(
    app,
    contract.ssoCallback,
    {
      access: PUBLIC_ACCESS,
      summary:
        'The provider sends the browser back here: 303 into the app once signed in, else to /login?sso=<reason>',
      tag: 'auth',
      errors: [429],
    },
    async (_input, request, reply) => {
      const flow = flowOf(request);
      // One attempt per flow: whatever happens next, the cookie is spent.
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
      try {
        const { userId, secondFactor } = await sso.finish(
          flow,
          new URL(request.url, deps.publicUrl),
        );
        const { token } = await deps.auth.startSession(
          userId,
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          'sso',
          { secondFactorProved: secondFactor },
        );
        reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.sessions.maxHours));
        return reply.redirect('/', 303);
      } catch (error) {
        if (!(error instanceof SsoRefusal)) throw error;
        return reply.redirect(`/login?sso=${error.reason}`, 303);
      }
    },
  );
}
