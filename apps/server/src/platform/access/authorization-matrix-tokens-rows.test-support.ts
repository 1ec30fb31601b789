import { eq, sql } from 'drizzle-orm';
import { apiTokens } from '../db/schema/api-token-tables';
import { newApiToken } from '../auth/api-token-service';
import { tokenDigest } from '../auth/secret-token';
import { EMAILS, ROLES, type Role } from '../../testing/matrix-roles';
import { del, get, post, put, type Row } from '../../testing/matrix-calls';
import type { TestApp } from '../../testing/test-app';
import { users } from '../db/schema/user-tables';

// Rows of the authorization matrix (authorization-matrix.test.ts has the columns), and its
// bearer-token caller (issue 27 point 5).

const NOBODYS = '00000000-0000-4000-8000-000000000000';

/**
 * The caller's own API tokens, and the organization's single sign-on (its client-admin; `other`
 * is another organization's client-admin, who sets their own).
 */
// prettier-ignore
export const TOKEN_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  { route: 'GET /api/account/tokens', call: () => get('/api/account/tokens'),         expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'POST /api/account/tokens', call: (c) => post('/api/account/tokens', { name: `Matrix ${c.role}`, expiresInDays: 1 }),
                                                                                       expect: '401 201 201 201 201 201 201 403 201' },
  { route: 'DELETE /api/account/tokens/:id', note: "404: nobody's token", call: () => del(`/api/account/tokens/${NOBODYS}`),
                                                                                       expect: '401 404 404 404 404 404 404 403 404' },
  // ---- single sign-on (issue 27 point 4) ----
  { route: 'GET /api/account/sso', call: () => get('/api/account/sso'),               expect: '401 200 403 403 403 200 200 403 403' },
  { route: 'PUT /api/account/sso', note: '400: the issuer does not answer', call: () => put('/api/account/sso', { issuer: 'https://127.0.0.1:9/', clientId: 'matrix', clientSecret: 'matrix-secret', domains: ['matrix.example'], passwordsDisabled: false }),
                                                                                       expect: '401 400 403 403 403 400 400 403 403' },
  { route: 'DELETE /api/account/sso', call: () => del('/api/account/sso'),            expect: '401 204 403 403 403 204 204 403 403' },
  { route: 'POST /api/auth/sso/start', note: '404: no provider vouches for the domain', call: () => post('/api/auth/sso/start', { email: 'someone@nowhere.example' }),
                                                                                       expect: '404 404 404 404 404 404 404 404 404' },
  { route: 'GET /api/auth/sso/callback', note: '303 to /login: no sign-in was started', call: () => get('/api/auth/sso/callback?code=x&state=y'),
                                                                                       expect: '303 303 303 303 303 303 303 303 303' },
];

/**
 * The bearer-token caller: every signed-in column's user holding an API token (the pending
 * joiner's made while it was a member, say). On a GET it must get exactly what its user's
 * session gets when asked the same just before (the state the rows build up is the same for
 * both); on any other method 403, whatever the route.
 */
export const BEARER_ROLES = ROLES.filter((role): role is Exclude<Role, 'anon'> => role !== 'anon');

/** A token for each signed-in caller, written straight into the table (as POST would). */
export async function bearerTokens(t: TestApp) {
  const tokens = {} as Record<Exclude<Role, 'anon'>, string>;
  for (const role of BEARER_ROLES) {
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, EMAILS[role]));
    if (!user) throw new Error(`no user ${EMAILS[role]}`);
    const token = newApiToken();
    await t.db.insert(apiTokens).values({
      userId: user.id,
      name: 'Matrix',
      tokenHash: tokenDigest(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    tokens[role] = token;
  }
  return tokens;
}

/** The matrix asks far more than a script would in a minute: its tokens' windows start afresh. */
export async function resetBearerRateLimits(t: TestApp) {
  await t.db.execute(sql`delete from throttle_counters where key like 'rate:api-token:%'`);
}
