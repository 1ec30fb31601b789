import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  EMAILS,
  organizationOf,
  groupId,
  matrixCallers,
  PRAIRIE,
  ROLES,
  SUBJECT,
  type Role,
} from '../../testing/matrix-roles';
import { startTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { nextUnique, type Ctx, type Ids, type Row } from '../../testing/matrix-calls';
import { ACCOUNT_ROWS, SESSION_ROWS } from './authorization-matrix-account-rows.test-support';
import { ADMIN_ROWS } from './authorization-matrix-admin-rows.test-support';
import { DATA_ROWS } from './authorization-matrix-data-rows.test-support';
import { OPERATIONS_ROWS } from './authorization-matrix-operations-rows.test-support';
import { TWO_FACTOR_ROWS } from './authorization-matrix-two-factor-rows.test-support';
import * as bearer from './authorization-matrix-tokens-rows.test-support';
import { OWN_DATA_ROWS } from './authorization-matrix-own-data-rows.test-support';
import { STATS_ROWS } from './authorization-matrix-stats-rows.test-support';
import { MIXED_GROUP_ROWS } from './authorization-matrix-mixed-rows.test-support';

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

const ROWS: Row[] = [
  ...SESSION_ROWS,
  ...DATA_ROWS,
  ...ACCOUNT_ROWS,
  ...ADMIN_ROWS,
  ...OPERATIONS_ROWS,
  ...TWO_FACTOR_ROWS,
  ...bearer.TOKEN_ROWS,
  ...OWN_DATA_ROWS,
  ...STATS_ROWS,
  ...MIXED_GROUP_ROWS,
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
          name: `Custom ${nextUnique()}`,
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
          email: `fresh-${nextUnique()}@prairie.example`,
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

    // After the table: the bearer-token caller of every signed-in column, on every row.
    it('answers a bearer token as its user on GET and 403 on anything else', async () => {
      const tokens = await bearer.bearerTokens(t);
      const mismatches: string[] = [];
      for (const row of ROWS) {
        await bearer.resetBearerRateLimits(t);
        for (const role of bearer.BEARER_ROLES) {
          const call = await row.call(ctxOf(role));
          const wanted = call.method === 'GET' ? await ask(row, role) : 403;
          const response = await t.app.inject({
            method: call.method,
            url: call.url,
            payload: call.body as never,
            headers: { ...call.headers, authorization: `Bearer ${tokens[role]}` },
          });
          if (response.statusCode !== wanted) {
            mismatches.push(`${row.route} ${role}: want ${wanted}, got ${response.statusCode}`);
          }
        }
      }
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
