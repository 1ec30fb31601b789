import { get, post, put, del, type Row } from '../../testing/matrix-calls';

// Rows of the authorization matrix (authorization-matrix.test.ts has the columns) for two-factor
// sign-in (issue 27). The tenth caller, a user half-way through two-factor sign-in (password
// right, code not given yet), is walked over every route in two-factor-halfway.test.ts.

const NOBODY = '00000000-0000-4000-8000-000000000000';

// prettier-ignore
export const TWO_FACTOR_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  // ---- the caller's own factors and history (a pending joiner's own account too) ----
  { route: 'GET /api/account/sign-ins', call: () => get('/api/account/sign-ins'),     expect: '401 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/account/factors', call: () => get('/api/account/factors'),       expect: '401 200 200 200 200 200 200 200 200' },
  { route: 'POST /api/auth/mfa/totp/setup', note: 'an unconfirmed secret, asked for nowhere', call: () => post('/api/auth/mfa/totp/setup'),
                                                                                       expect: '401 200 200 200 200 200 200 200 200' },
  { route: 'POST /api/auth/mfa/totp/confirm', note: '400: a wrong code', call: () => post('/api/auth/mfa/totp/confirm', { code: '000000' }),
                                                                                       expect: '401 400 400 400 400 400 400 400 400' },
  { route: 'DELETE /api/auth/mfa/totp', note: '404: no app is on', call: () => ({ method: 'DELETE', url: '/api/auth/mfa/totp', body: { password: 'not-the-password', code: '000000' } }),
                                                                                       expect: '401 404 404 404 404 404 404 404 404' },
  { route: 'POST /api/account/passkeys/options', call: () => post('/api/account/passkeys/options'),
                                                                                       expect: '401 200 200 200 200 200 200 200 200' },
  { route: 'POST /api/account/passkeys', note: '400: no authenticator signed it', call: () => post('/api/account/passkeys', { name: 'Matrix key', response: { id: 'forged' } }),
                                                                                       expect: '401 400 400 400 400 400 400 400 400' },
  { route: 'DELETE /api/account/passkeys/:id', note: "404: nobody's passkey", call: () => del(`/api/account/passkeys/${NOBODY}`),
                                                                                       expect: '401 404 404 404 404 404 404 404 404' },
  // ---- signing in (public): without a pending sign-in or a real passkey, refused ----
  { route: 'POST /api/auth/mfa/verify', note: '401: no pending sign-in', call: () => post('/api/auth/mfa/verify', { code: '000000' }),
                                                                                       expect: '401 401 401 401 401 401 401 401 401' },
  { route: 'POST /api/auth/passkey/options', call: () => post('/api/auth/passkey/options'),
                                                                                       expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'POST /api/auth/passkey/login', note: '401: an unknown passkey', call: () => post('/api/auth/passkey/login', { response: { id: 'forged' } }),
                                                                                       expect: '401 401 401 401 401 401 401 401 401' },
  // ---- the organization's policy (its client-admin) ----
  { route: 'GET /api/account/organization/two-factor', call: () => get('/api/account/organization/two-factor'),
                                                                                       expect: '401 200 403 403 403 200 200 403 403' },
  { route: 'PUT /api/account/organization/two-factor', note: 'left off', call: () => put('/api/account/organization/two-factor', { required: false }),
                                                                                       expect: '401 200 403 403 403 200 200 403 403' },
  // ---- the platform's policy and a user's factors (platform admins) ----
  { route: 'GET /api/admin/two-factor', call: () => get('/api/admin/two-factor'),     expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'PUT /api/admin/two-factor', note: 'left off (the test callers have no factor)', call: () => put('/api/admin/two-factor', { required: false }),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/users/:userId/factors', note: "a user of Prairie Gate Bank's organization", call: async (c) => get(`/api/admin/users/${await c.freshPrairieUser()}/factors`),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/users/:userId/factors/reset', note: "a user of Prairie Gate Bank's organization", call: async (c) => post(`/api/admin/users/${await c.freshPrairieUser()}/factors/reset`, { reason: 'Matrix check' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 204' },
];
