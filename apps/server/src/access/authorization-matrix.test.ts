import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  CEDAR_RIDGE,
  EMAILS,
  organizationOf,
  groupId,
  matrixCallers,
  PRAIRIE,
  QUARTER,
  ROLES,
  SUBJECT,
  type Role,
} from '../testing/matrix-roles';
import { startTestApp, type TestApp, type TestClient } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

/**
 * The authorization matrix: every registered route, asked by every kind of caller, with the
 * answer each must get. Columns (see testing/matrix-roles.ts):
 *
 *   anon   signed out
 *   basic  Free plan (Peer Comparison Basic), own bank, its client-admin
 *   member Peer Comparison Standard, not client-admin, Prairie Gate Bank
 *   nmd    Non-Maturity Deposits only, own bank
 *   cu     Peer Comparison Standard, own credit union
 *   admin  Prairie Gate Bank's client-admin (standard@example.com)
 *   other  another organization's client-admin (Non-Maturity Deposits), acting on Prairie Gate
 *          Bank
 *   pend   asked to join Prairie Gate Bank's organization, not approved yet
 *   plat   platform administrator (no product)
 *
 * Each caller names its own institution as {iid} (Prairie Gate Bank when it has none), with
 * the metric and group ids of that institution's type. A success is the route's own status
 * (200, 201, 204), or 400/404 where the request is well formed but names something the route
 * then finds wrong (marked in the row's note) — what matters is that no refusal is missing
 * and none is wrong. A route added without its row fails the last test.
 */

type Ids = {
  open: string;
  gated: string;
  performance: string;
  decay: string;
  national: number;
  otherState: number;
  custom: number;
};
interface Ctx {
  role: Role;
  iid: number;
  ids: Ids;
  /** The caller's organization (the platform's own for the platform admin). */
  organizationId: string;
  /** A fresh custom group of the subject's organization (for rows that delete one). */
  freshGroup: () => Promise<number>;
  /** A fresh user, and a fresh request to join, of Prairie Gate Bank's organization. */
  freshPrairieUser: () => Promise<string>;
  freshJoiner: () => Promise<string>;
}
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Row {
  route: string;
  note?: string;
  call: (c: Ctx) => Call | Promise<Call>;
  /** Nine statuses in the column order above. */
  expect: string;
  /** Asked with a newly signed-in client (the call ends or changes the session). */
  fresh?: boolean;
}

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, body?: unknown): Call => ({ method: 'POST', url, body });
const put = (url: string, body?: unknown): Call => ({ method: 'PUT', url, body });
const del = (url: string): Call => ({ method: 'DELETE', url });

let unique = 0;
const email = (c: Ctx) => `matrix-${c.role}-${++unique}@newbank.test`;
const signup = (c: Ctx, iid: number) => ({
  organizationIid: iid,
  email: email(c),
  firstName: 'Nora',
  lastName: 'Newman',
  phone: '515-555-0199',
  title: 'Chief Financial Officer',
  planType: 'PeerComparisonBasic',
});

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

// One row per line keeps the table readable.
// prettier-ignore
const ROWS: Row[] = [
  //                                                                                  anon basic member nmd cu  admin other pend plat
  // ---- sign-in, session, own account ----
  { route: 'GET /api/auth/csrf', call: () => get('/api/auth/csrf'),                   expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'POST /api/auth/login', note: 'wrong password', call: (c) => post('/api/auth/login', { email: `nobody-${c.role}@nowhere.test`, password: 'not-the-password' }),
                                                                                       expect: '401 401 401 401 401 401 401 401 401' },
  { route: 'POST /api/auth/logout', fresh: true, call: () => post('/api/auth/logout'), expect: '204 204 204 204 204 204 204 204 204' },
  { route: 'GET /api/auth/me', call: () => get('/api/auth/me'),                       expect: '401 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/auth/maintenance', call: () => get('/api/auth/maintenance'),     expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/status', call: () => get('/api/status'),                         expect: '200 200 200 200 200 200 200 200 200' },
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
  { route: 'GET /api/dialoginformation/:id', call: () => get('/api/dialoginformation/regression-chart'),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/image/reference-guide.pdf', call: () => get('/api/image/reference-guide.pdf'),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/image/logo', note: "the organization's or the default", call: () => get('/api/image/logo'),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/systemsetting/:key', call: () => get('/api/systemsetting/nmd_trunct'),
                                                                                       expect: '401 200 200 200 200 200 200 403 200' },

  // ---- content and dashboard ----
  { route: 'GET /api/message', call: () => get('/api/message'),                       expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/news', call: () => get('/api/news'),                             expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/activity', call: () => get('/api/activity'),                     expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/dashboard', call: () => get('/api/dashboard'),                   expect: '401 200 200 200 200 200 200 403 200' },

  // ---- institutions, reference data, rates, dates, partners ----
  { route: 'GET /api/institution/search', call: () => get('/api/institution/search?q=Bank'),
                                                                                       expect: '200 200 200 200 200 200 200 200 200' },
  { route: 'GET /api/institution/:iid', call: (c) => get(`/api/institution/${c.iid}`), expect: '401 200 200 200 200 200 403 403 200' },
  { route: 'GET /api/reference/tom', call: () => get('/api/reference/tom'),           expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/user/institution', call: () => get('/api/user/institution'),     expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'POST /api/user/institution', note: 'MULTI organizations and platform admins', call: () => post('/api/user/institution', { iid: CEDAR_RIDGE }),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'PUT /api/user/institution/:iid', call: (c) => put(`/api/user/institution/${c.iid}`, { viewed: true }),
                                                                                       expect: '401 200 200 200 200 200 403 403 200' },
  { route: 'DELETE /api/user/institution/:iid', note: 'MULTI organizations and platform admins', call: () => del(`/api/user/institution/${CEDAR_RIDGE}`),
                                                                                       expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/rate', call: () => get('/api/rate'),                             expect: '401 200 200 200 200 200 200 403 403' },
  { route: 'GET /api/rate/m2', call: () => get('/api/rate/m2'),                       expect: '401 200 200 200 200 200 200 403 403' },
  { route: 'GET /api/rate/definition/:rateName', note: '404: no rates imported', call: () => get('/api/rate/definition/DGS10'),
                                                                                       expect: '401 404 404 404 404 404 404 403 403' },
  { route: 'GET /api/rate/:rateId', note: '404: no rates imported', call: () => get('/api/rate/DGS10'),
                                                                                       expect: '401 404 404 404 404 404 404 403 403' },
  { route: 'GET /api/date', call: () => get('/api/date'),                             expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/date/nmd', call: () => get('/api/date/nmd'),                     expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/date/future', call: () => get('/api/date/future'),               expect: '401 200 200 200 200 200 200 403 200' },
  { route: 'GET /api/partner/:code', call: () => get('/api/partner/acme'),            expect: '200 200 200 200 200 200 200 200 200' },

  // ---- product definitions ----
  { route: 'GET /assets/products/peer-comparison-1.json', call: () => get('/assets/products/peer-comparison-1.json'),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /assets/products/peer-comparison-2.json', call: () => get('/assets/products/peer-comparison-2.json'),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /assets/products/non-maturity-deposits-1.json', call: () => get('/assets/products/non-maturity-deposits-1.json'),
                                                                                       expect: '401 403 403 200 403 403 200 403 403' },

  // ---- metric lists and definitions ----
  { route: 'GET /api/:iid/metric/trend', call: (c) => get(`/api/${c.iid}/metric/trend`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/correlation', call: (c) => get(`/api/${c.iid}/metric/correlation`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/decay', call: (c) => get(`/api/${c.iid}/metric/decay`),
                                                                                       expect: '401 403 403 200 403 403 403 403 403' },
  { route: 'GET /api/dropdown/regression', call: () => get('/api/dropdown/regression'), expect: '401 403 200 200 200 200 200 403 403' },
  { route: 'GET /api/:iid/metric/decay/:metricId', call: (c) => get(`/api/${c.iid}/metric/decay/${c.ids.decay}`),
                                                                                       expect: '401 403 403 200 403 403 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId', note: 'an open metric', call: (c) => get(`/api/${c.iid}/metric/${c.ids.open}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId', note: 'a credit quality metric', call: (c) => get(`/api/${c.iid}/metric/${c.ids.gated}`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId', note: 'a deposit balance of the decay page', call: (c) => get(`/api/${c.iid}/metric/${c.ids.decay}`),
                                                                                       expect: '401 200 200 200 200 200 403 403 403' },

  // ---- series, percentiles, summaries, ranks, elements, KPIs ----
  { route: 'GET /api/:iid/metric/:metricId/:peerKind/:peerId', note: 'open metric, National', call: (c) => get(`/api/${c.iid}/metric/${c.ids.open}/group/${c.ids.national}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId/:peerKind/:peerId', note: 'credit quality metric', call: (c) => get(`/api/${c.iid}/metric/${c.ids.gated}/group/${c.ids.national}`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId/:peerKind/:peerId', note: 'a credit tile of the free performance page', call: (c) => get(`/api/${c.iid}/metric/${c.ids.performance}/group/${c.ids.national}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId/:peerKind/:peerId', note: "another state's group", call: (c) => get(`/api/${c.iid}/metric/${c.ids.open}/group/${c.ids.otherState}`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId/:peerKind/:peerId', note: "the subject organization's custom group", call: (c) => get(`/api/${c.iid}/metric/${c.ids.open}/group/${c.ids.custom}`),
                                                                                       expect: '401 404 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId/:peerKind/:peerId', note: 'a deposit balance against itself (the NMD series)', call: (c) => get(`/api/${c.iid}/metric/${c.ids.decay}/iid/${c.iid}`),
                                                                                       expect: '401 200 200 200 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId/:peerKind/:peerId', note: 'another institution; 400: a bank for a credit union', call: (c) => get(`/api/${c.iid}/metric/${c.ids.open}/iid/${c.iid === PRAIRIE ? CEDAR_RIDGE : PRAIRIE}`),
                                                                                       expect: '401 403 200 403 400 200 403 403 403' },
  { route: 'GET /api/:iid/metric/:metricId/iids/:list', call: (c) => get(`/api/${c.iid}/metric/${c.ids.open}/iids/${c.iid}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/percentile/:metricId/:groupId', call: (c) => get(`/api/${c.iid}/metric/percentile/${c.ids.open}/${c.ids.national}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/percentile/:metricId/:groupId/:list', note: 'filtered custom group', call: (c) => get(`/api/${c.iid}/metric/percentile/${c.ids.open}/${c.ids.custom}/${c.iid}`),
                                                                                       expect: '401 404 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/statistical/:metricId/:startDate/:endDate', note: 'for Non-Maturity Deposits', call: (c) => get(`/api/${c.iid}/metric/statistical/${c.ids.decay}/2020-03-31/${QUARTER}?currentProduct=non-maturity-deposits`),
                                                                                       expect: '401 403 403 200 403 403 403 403 403' },
  { route: 'GET /api/:iid/metric/quarterly/:date/:groupType/:groupId', note: 'National', call: (c) => get(`/api/${c.iid}/metric/quarterly/${QUARTER}/30/${c.ids.national}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/quarterly/:date/:groupType/:groupId', note: "another state's group", call: (c) => get(`/api/${c.iid}/metric/quarterly/${QUARTER}/30/${c.ids.otherState}`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/metric/quarterly/:date/:iids', note: '400: a bank for a credit union', call: (c) => get(`/api/${c.iid}/metric/quarterly/${QUARTER}/${c.iid === PRAIRIE ? CEDAR_RIDGE : PRAIRIE}`),
                                                                                       expect: '401 403 200 403 400 200 403 403 403' },
  { route: 'GET /api/:iid/metric/aggregate/:metricId/:date/:groupId', call: (c) => get(`/api/${c.iid}/metric/aggregate/${c.ids.open}/${QUARTER}/${c.ids.national}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/element/:elementId/:peerKind/:peerId', call: (c) => get(`/api/${c.iid}/element/balance-sheet/group/${c.ids.national}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/element/max/:elementId/:peerKind/:peerId', call: (c) => get(`/api/${c.iid}/element/max/loan-mix/group/${c.ids.national}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/element/slices/:elementId', call: (c) => get(`/api/${c.iid}/element/slices/loan-mix`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/decay/:metricId', call: (c) => get(`/api/${c.iid}/decay/${c.ids.decay}?startDate=2020-03-31&endDate=${QUARTER}`),
                                                                                       expect: '401 403 403 200 403 403 403 403 403' },
  { route: 'GET /api/:iid/kpi/:metricIds', note: 'a credit tile against National', call: (c) => get(`/api/${c.iid}/kpi/${c.ids.performance}?peer=group:${c.ids.national}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/kpi/:metricIds', note: 'a credit quality metric', call: (c) => get(`/api/${c.iid}/kpi/${c.ids.gated}?peer=group:${c.ids.national}`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/kpi/:metricIds', note: "the NMD dashboard's liquidity tiles, no peer", call: (c) => get(`/api/${c.iid}/kpi/LBPRLNDEP,LBPRNMDDEP`),
                                                                                       expect: '401 200 200 200 404 200 403 403 403' },

  // ---- peer groups and profiles ----
  { route: 'GET /api/:iid/group', call: (c) => get(`/api/${c.iid}/group`),            expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/group/:groupId/institutions', note: 'National', call: (c) => get(`/api/${c.iid}/group/${c.ids.national}/institutions`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/group/:groupId/institutions', note: "another state's group", call: (c) => get(`/api/${c.iid}/group/${c.ids.otherState}/institutions`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/group/:groupId/institutions', note: "the subject organization's custom group", call: (c) => get(`/api/${c.iid}/group/${c.ids.custom}/institutions`),
                                                                                       expect: '401 404 200 403 200 200 403 403 403' },
  { route: 'POST /api/:iid/group', call: (c) => post(`/api/${c.iid}/group`, { name: `Matrix ${++unique}`, iids: [c.iid] }),
                                                                                       expect: '401 403 201 403 201 201 403 403 403' },
  { route: 'PUT /api/:iid/group', call: (c) => put(`/api/${c.iid}/group`, [{ groupId: c.ids.custom, description: `Matrix ${++unique}` }]),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'PUT /api/:iid/group', note: 'an aggregate group', call: (c) => put(`/api/${c.iid}/group`, [{ groupId: c.ids.national, description: 'x' }]),
                                                                                       expect: '401 403 403 403 403 403 403 403 403' },
  { route: 'DELETE /api/:iid/group/:groupId', call: async (c) => del(`/api/${c.iid}/group/${await c.freshGroup()}`),
                                                                                       expect: '401 403 204 403 204 204 403 403 403' },
  { route: 'GET /api/:iid/profile', call: (c) => get(`/api/${c.iid}/profile`),        expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/profile/all', call: (c) => get(`/api/${c.iid}/profile/all`), expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/profile/institutions', call: (c) => get(`/api/${c.iid}/profile/institutions?iids=${c.iid}`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/profile/:groupId', note: 'National', call: (c) => get(`/api/${c.iid}/profile/${c.ids.national}`),
                                                                                       expect: '401 200 200 403 200 200 403 403 403' },
  { route: 'GET /api/:iid/profile/:groupId', note: "another state's group", call: (c) => get(`/api/${c.iid}/profile/${c.ids.otherState}`),
                                                                                       expect: '401 403 200 403 200 200 403 403 403' },
  { route: 'POST /api/:iid/profile/ffiec/targeted', note: '400 for a credit union subject', call: (c) => post(`/api/${c.iid}/profile/ffiec/targeted`, { reportDate: QUARTER, states: ['KS'] }),
                                                                                       expect: '401 403 200 403 400 200 403 403 403' },
  { route: 'POST /api/:iid/profile/ffiec/similar', note: '400: the subject has no loans and deposits that quarter', call: (c) => post(`/api/${c.iid}/profile/ffiec/similar`, { reportDate: QUARTER }),
                                                                                       expect: '401 403 400 403 400 400 403 403 403' },
  { route: 'POST /api/:iid/profile/ncua/targeted', note: '400 for a bank subject', call: (c) => post(`/api/${c.iid}/profile/ncua/targeted`, { reportDate: QUARTER, states: ['ME'] }),
                                                                                       expect: '401 403 400 403 200 400 403 403 403' },
  { route: 'POST /api/:iid/profile/ncua/similar', note: '400: a bank subject, or no loans and shares that quarter', call: (c) => post(`/api/${c.iid}/profile/ncua/similar`, { reportDate: QUARTER }),
                                                                                       expect: '401 403 400 403 400 400 403 403 403' },

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
  { route: 'GET /api/admin/promo-codes', call: () => get('/api/admin/promo-codes'),   expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'POST /api/admin/promo-codes', call: () => post('/api/admin/promo-codes', { code: `MATRIX-${++unique}`, product: 'peer-comparison', tier: 'peer-comparison-standard', expiresAt: null, maxUses: 5 }),
                                                                                       expect: '401 403 403 403 403 403 403 403 201' },
  { route: 'GET /api/admin/subscriptions', call: () => get('/api/admin/subscriptions'), expect: '401 403 403 403 403 403 403 403 200' },
  { route: 'GET /api/admin/outbox', call: () => get('/api/admin/outbox'),             expect: '401 403 403 403 403 403 403 403 200' },
];

for (const kind of testDatabaseKinds) {
  describe(`authorization matrix on the ${kind} database`, () => {
    let t: TestApp;
    let callers: Record<Role, TestClient>;
    const ids: Record<'bank' | 'credit union', Ids> = {} as never;

    beforeAll(async () => {
      t = await startTestApp(kind);
      callers = await matrixCallers(t);
      const custom = async (client: TestClient, iid: number) => {
        const response = await client.post(`/api/${iid}/group`, {
          name: `Custom ${++unique}`,
          iids: [iid],
        });
        const groups = response.json<{ groupId: number; groupType: number }[]>();
        return Math.max(...groups.filter((g) => g.groupType === 10).map((g) => g.groupId));
      };
      ids.bank = {
        open: 'LBPR2170',
        gated: 'LBPRPD30AG',
        performance: 'LBPRTEXAS',
        decay: 'LBPRNMD',
        national: await groupId(t, 'bank', 'National'),
        otherState: await groupId(t, 'bank', 'Texas'),
        custom: await custom(callers.admin, PRAIRIE),
      };
      ids['credit union'] = {
        open: 'ACCT_010',
        gated: 'FPR_PD30AG',
        performance: 'FPR_TEXAS',
        decay: 'ACCT_NMD',
        national: await groupId(t, 'credit union', 'National'),
        otherState: await groupId(t, 'credit union', 'Texas'),
        custom: await custom(callers.cu, SUBJECT.cu),
      };
      const organizations = new Map<Role, string>();
      for (const role of ROLES) {
        organizations.set(role, role === 'anon' ? '' : await organizationOf(t, EMAILS[role]));
      }
      const prairieUser = (pending: boolean) => () =>
        addUser(t, {
          email: `fresh-${++unique}@prairie.example`,
          organizationOf: 'standard@example.com',
          clientAdmin: false,
          products: pending ? [] : ['peer-comparison'],
          pending,
        });
      ctxOf = (role) => {
        const type = role === 'cu' ? 'credit union' : 'bank';
        return {
          role,
          iid: SUBJECT[role],
          ids: ids[type],
          organizationId: organizations.get(role) || '00000000-0000-4000-8000-000000000000',
          freshPrairieUser: prairieUser(false),
          freshJoiner: prairieUser(true),
          freshGroup: () =>
            role === 'cu' ? custom(callers.cu, SUBJECT.cu) : custom(callers.admin, PRAIRIE),
        };
      };
    }, 120_000);
    afterAll(async () => t?.close());

    let ctxOf: (role: Role) => Ctx;

    const ask = async (row: Row, role: Role): Promise<number> => {
      const c = ctxOf(role);
      const call = await row.call(c);
      let client = callers[role];
      if (row.fresh && role !== 'anon') client = await t.client().login(EMAILS[role]);
      const response = await client.request({
        method: call.method,
        url: call.url,
        payload: call.body as never,
        headers: call.headers,
      });
      if (process.env.MATRIX_PRINT && [400, 404].includes(response.statusCode)) {
        console.log(`${role} ${call.method} ${call.url}: ${response.body.slice(0, 200)}`);
      }
      return response.statusCode;
    };

    it('answers every route and caller as the table says', async () => {
      const mismatches: string[] = [];
      const actual: string[] = [];
      for (const row of ROWS) {
        const statuses: number[] = [];
        const started = Date.now();
        for (const role of ROLES) statuses.push(await ask(row, role));
        if (process.env.MATRIX_PRINT) console.log(`${Date.now() - started} ms ${row.route}`);
        const got = statuses.map(String).join(' ');
        const wanted = row.expect.trim().split(/\s+/).join(' ');
        actual.push(`${row.route}${row.note ? ` (${row.note})` : ''}: '${got}'`);
        if (got !== wanted) {
          mismatches.push(
            `${row.route}${row.note ? ` (${row.note})` : ''}\n  want ${wanted}\n  got  ${got}`,
          );
        }
      }
      if (process.env.MATRIX_PRINT) console.log(actual.join('\n'));
      expect(mismatches).toEqual([]);
    }, 300_000);

    it('has a row for every registered route', () => {
      const covered = new Set(ROWS.map((row) => row.route));
      const missing = t.app.registeredRoutes
        .map((r) => `${r.method} ${r.url}`)
        .filter((route) => !covered.has(route));
      expect(missing).toEqual([]);
    });
  });
}
