import { PRAIRIE } from '../../testing/matrix-roles';
import { get, post, put, del, email, signup, PNG_1X1, type Row } from '../../testing/matrix-calls';

// Rows of the authorization matrix (authorization-matrix.test.ts has the columns). One row per
// line keeps the table readable.

/** Signing in, the session and the caller's own account. */
// prettier-ignore
export const SESSION_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  // ---- sign-in, session, own account ----
  { route: 'GET /api/auth/csrf', call: () => get('/api/auth/csrf'),                   expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'POST /api/auth/login', note: 'wrong password', call: (c) => post('/api/auth/login', { email: `nobody-${c.role}@nowhere.test`, password: 'not-the-password' }),
                                                                                       expect: '401 401 401 401 401 401 401 401 401' },
  { route: 'POST /api/auth/logout', fresh: true, call: () => post('/api/auth/logout'), expect: '204 204 204 204 204 204 204 204 204' },
  { route: 'GET /api/auth/me', call: () => get('/api/auth/me'),                       expect: '401 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/auth/maintenance', call: () => get('/api/auth/maintenance'),     expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/status', call: () => get('/api/status'),                         expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/docs', note: 'the OpenAPI document', call: () => get('/api/docs'),   expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/account/membership', call: () => get('/api/account/membership'), expect: '401 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/account/profile', call: () => get('/api/account/profile'),       expect: '401 200 200 200 200 200 200 200 200' },
  { route: 'PUT /api/account/profile', call: () => put('/api/account/profile', { firstName: 'Matrix', lastName: 'Caller', phone: '515-555-0100', title: 'Analyst' }),
                                                                                       expect: '401 200 200 200 200 200 200 200 200' },
  { route: 'PUT /api/account/password', note: '400: wrong current password', call: () => put('/api/account/password', { currentPassword: 'not-the-password', newPassword: 'a-New-passw0rd!' }),
                                                                                       expect: '401 400 400 400 400 400 400 400 400' },
  { route: 'GET /api/user/session', call: () => get('/api/user/session'),             expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'POST /api/user/session', call: () => post('/api/user/session', { key: 'matrix', value: '1' }),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'DELETE /api/user/session', call: () => del('/api/user/session'),          expect: '401 204 204 204 204 204 204 403 204' },
  { route: 'GET /api/tour', call: () => get('/api/tour'),                             expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'PUT /api/tour', call: () => put('/api/tour', { path: '/dashboard', completed: false, cancelled: true }),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'POST /api/feedback', call: () => post('/api/feedback', { type: 'Suggestion', content: 'More charts', contact: false, pageName: '/dashboard' }),
                                                                                       expect: '401 204 204 204 204 204 204 403 204' },
  { route: 'GET /api/notifications', call: () => get('/api/notifications'),           expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'POST /api/notifications/:id/read', note: "404: nobody's notification", call: () => post('/api/notifications/00000000-0000-4000-8000-000000000000/read'),
                                                                                       expect: '401 404 404 404 404 404 404 403 404' },
  { route: 'GET /api/follows', call: () => get('/api/follows'),                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'PUT /api/follows', call: () => put('/api/follows', { institutions: [], groups: [], metrics: [], emailDigest: false, followOwnInstitution: true }),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/dialoginformation/:id', call: () => get('/api/dialoginformation/regression-chart'),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/image/reference-guide.pdf', call: () => get('/api/image/reference-guide.pdf'),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/image/logo', note: "the organization's or the default", call: () => get('/api/image/logo'),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/systemsetting/:key', call: () => get('/api/systemsetting/nmd_trunct'),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
];

/** Signup and billing, the organization's administration, platform administration. */
// prettier-ignore
export const ACCOUNT_ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  // ---- signup and billing (public) ----
  { route: 'GET /api/account/billing/config', call: () => get('/api/account/billing/config'),
                                                                                       expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'POST /api/account/billing', call: (c) => post('/api/account/billing', { email: email(c), name: 'Nora Newman', subscription: 'peer-comparison-standard-monthly', planType: 'PeerComparisonStandard', userProducts: ['peer-comparison'] }),
                                                                                       expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'POST /api/account/billing/confirm', note: '404: unknown payment', call: () => post('/api/account/billing/confirm', { clientSecret: 'not-a-setup-secret', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postalCode: '50309' }),
                                                                                       expect: '404 404 404 404 404 404 404 404 404' },
  { route: 'POST /api/account/billing/webhook', note: '400: the built-in provider sends none', call: () => ({ method: 'POST', url: '/api/account/billing/webhook', body: '{}', headers: { 'content-type': 'application/json' } }),
                                                                                       expect: '400 400 400 400 400 400 400 400 400' },
  { route: 'GET /api/account/check/email', call: () => get('/api/account/check/email?value=someone@newbank.test'),
                                                                                       expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/account/check/institution', call: () => get(`/api/account/check/institution?value=${PRAIRIE}`),
                                                                                       expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/account/check/promo', call: () => get('/api/account/check/promo?value=NOPE'),
                                                                                       expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/account/subscription/:planType', call: () => get('/api/account/subscription/PeerComparisonStandard'),
                                                                                       expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'POST /api/account', note: '409: the institution already has an account', call: (c) => post('/api/account', { ...signup(c, PRAIRIE), subscriptionId: 'peer-comparison-basic-free', promoCode: null }),
                                                                                       expect: '409 409 409 409 409 409 409 409 409' },
  { route: 'POST /api/account/existing', note: 'a request to join', call: (c) => post('/api/account/existing', { ...signup(c, PRAIRIE), planType: 'PeerComparisonStandard' }),
                                                                                       expect: '201 201 201 201 201 201 201 201 201' },
  { route: 'GET /api/account/token', note: '404: unknown link', call: () => get('/api/account/token?token=0123456789abcdef0123456789abcdef'),
                                                                                       expect: '404 404 404 404 404 404 404 404 404' },
  { route: 'POST /api/account/password/set', note: '404: unknown link', call: () => post('/api/account/password/set', { token: '0123456789abcdef0123456789abcdef', password: 'a-New-passw0rd!' }),
                                                                                       expect: '404 404 404 404 404 404 404 404 404' },
  { route: 'POST /api/account/password/reset', call: () => post('/api/account/password/reset', { email: 'nobody@nowhere.test' }),
                                                                                       expect: '204 204 204 204 204 204 204 204 204' },

  // ---- the organization: subscription, users, logo, join requests ----
  { route: 'POST /api/account/upgrade', note: "the caller's own organization; 409 already on the plan, 400 no paid billing setup", call: (c) => post('/api/account/upgrade', { organizationId: c.organizationId, subscriptionId: 'peer-comparison-standard-monthly', billingCustomerId: 'cus_matrix', billingSubscriptionId: 'sub_matrix', planType: 'PeerComparisonStandard' }),
                                                                                       expect: '401 400 403 403 403 409 400 403 403' },
  { route: 'GET /api/account/organization', call: () => get('/api/account/organization'), expect: '401 200 403 403 403 200 200 403 403' },
  { route: 'GET /api/account/users', call: () => get('/api/account/users'),           expect: '401 200 403 403 403 200 200 403 403' },
  { route: 'POST /api/account/users', call: (c) => post('/api/account/users', { firstName: 'Ivy', lastName: 'Invited', email: email(c), products: [], admin: false }),
                                                                                       expect: '401 201 403 403 403 201 201 403 403' },
  { route: 'PUT /api/account/users/:userId', note: "a user of Prairie Gate Bank's organization", call: async (c) => put(`/api/account/users/${await c.freshPrairieUser()}`, { firstName: 'Ivy', lastName: 'Renamed', products: [], admin: false }),
                                                                                       expect: '401 404 403 403 403 200 404 403 403' },
  { route: 'DELETE /api/account/users/:userId', note: "a user of Prairie Gate Bank's organization", call: async (c) => del(`/api/account/users/${await c.freshPrairieUser()}`),
                                                                                       expect: '401 404 403 403 403 204 404 403 403' },
  { route: 'GET /api/account/join-requests', call: () => get('/api/account/join-requests'), expect: '401 200 403 403 403 200 200 403 200' },
  { route: 'POST /api/account/join-requests/:userId/approve', note: "a request to join Prairie Gate Bank's organization", call: async (c) => post(`/api/account/join-requests/${await c.freshJoiner()}/approve`, {}),
                                                                                       expect: '401 404 403 403 403 204 404 403 204' },
  { route: 'POST /api/account/join-requests/:userId/decline', note: "a request to join Prairie Gate Bank's organization", call: async (c) => post(`/api/account/join-requests/${await c.freshJoiner()}/decline`, {}),
                                                                                       expect: '401 404 403 403 403 204 404 403 204' },
  { route: 'GET /api/account/logo', call: () => get('/api/account/logo'),             expect: '401 200 403 403 403 200 200 403 403' },
  { route: 'POST /api/account/logo', call: () => post('/api/account/logo', { fileName: 'logo.png', contentType: 'image/png', data: PNG_1X1 }),
                                                                                       expect: '401 201 403 403 403 201 201 403 403' },
  { route: 'DELETE /api/account/logo', call: () => del('/api/account/logo'),          expect: '401 204 403 403 403 204 204 403 403' },

  // ---- platform administration ----
  { route: 'GET /api/admin/maintenance', call: () => get('/api/admin/maintenance'),   expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'PUT /api/admin/maintenance', call: () => put('/api/admin/maintenance', { maintenanceMode: false, maintenanceMessage: 'Back soon.' }),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/subscriptions', call: () => get('/api/admin/subscriptions'), expect: '401 403 403 403 403 403 403 403 200' },
];
