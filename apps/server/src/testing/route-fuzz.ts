import { iidOf } from '@app/core/domain/institution-ids';
import { PLAN_TYPES } from '@app/core/domain/products';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { importBatch } from '../data/import-batch';
import { peerGroups } from '../db/schema/peer-group-tables';
import { users } from '../db/schema/user-tables';
import { metricsOf } from '../catalogue/find-metric';
import { chartElements } from '../elements/element-catalogue';
import { rateCatalogue } from '../rates/rate-catalogue';
import { demoInstitutions } from '../seed/demo-seed';
import type { TestApp, TestClient } from './test-app';
import { tinyBatch } from './tiny-batch';

/**
 * A seeded property/fuzz run over every registered route (issue 11): each request picks a
 * caller, a route, and fills its path, query and body with a mix of good values (so requests
 * reach the services and the database) and hostile ones (huge and negative numbers, NaN,
 * empty and very long text, NUL, prototype names, impossible dates, arrays where text is
 * expected, wrong content types, percent-encoded paths). No answer may be a 5xx.
 *
 * fast-check draws the requests from a seed, so a run is repeatable: the same seed gives the
 * same requests (the database's ids may differ between embedded and server databases).
 */

/** The callers: signed out, and demo accounts with different products and roles. */
export const FUZZ_CALLERS = [
  'signed out',
  'standard@example.com',
  'cu@example.com',
  'admin@example.com',
  'basic@example.com',
  'nmd@example.com',
] as const;
export type FuzzCaller = (typeof FUZZ_CALLERS)[number];

export interface FuzzRequest {
  caller: FuzzCaller;
  route: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  csrf: boolean;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
  /** Every request answered 5xx, with the answer. */
  failures: { request: FuzzRequest; status: number; body: string }[];
  milliseconds: number;
}

/** Values of the world the fuzz runs in: real ids, so that requests get past "not found". */
export interface FuzzWorld {
  iids: number[];
  groupIds: number[];
  userIds: string[];
  metricIds: string[];
  elementIds: string[];
  rateIds: string[];
  rateNames: string[];
  dates: string[];
}

export const FUZZ_QUARTERS = ['2025-03-31', '2025-06-30'];

/**
 * Loads two quarters of the demo institutions and a few peers, so that the metric, profile,
 * group and search routes have data to work on, and reads the world's ids.
 */
export async function prepareFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  for (const [q, reportDate] of FUZZ_QUARTERS.entries()) {
    const bank = (assets: number) => ({
      RCON2170: assets + q * 10,
      RCON2200: assets * 0.8,
      RCON2122: assets * 0.6,
      RCON3210: assets * 0.09,
    });
    const banks = Object.fromEntries(
      demoInstitutions
        .filter((i) => i.type === 'bank')
        .map((i, n) => [i.agencyId, bank(1000 * (n + 1))]),
    );
    await importBatch(
      t.db,
      tinyBatch('bank', reportDate, { ...banks, 101: bank(2000), 102: bank(500) }),
      metricsOf('bank'),
    );
    const creditUnion = (assets: number) => ({ ACCT_010: assets + q * 10, ACCT_997: assets / 10 });
    const creditUnions = Object.fromEntries(
      demoInstitutions
        .filter((i) => i.type === 'credit union')
        .map((i, n) => [i.agencyId, creditUnion(5000 * (n + 1))]),
    );
    await importBatch(
      t.db,
      tinyBatch('credit union', reportDate, { ...creditUnions, 501: creditUnion(700) }),
      metricsOf('credit union'),
    );
  }
  const groups = await t.db.select({ id: peerGroups.groupId }).from(peerGroups);
  const userRows = await t.db.select({ id: users.id }).from(users);
  const metricIds = [...metricsOf('bank'), ...metricsOf('credit union')].map((m) => m.metricId);
  return {
    iids: [
      ...demoInstitutions.map((i) => iidOf(i.type, i.agencyId)),
      iidOf('bank', 101),
      iidOf('credit union', 501),
    ],
    groupIds: groups.map((g) => g.id),
    userIds: userRows.map((u) => u.id),
    metricIds: metricIds.filter((_, i) => i % 7 === 0),
    elementIds: [...chartElements('bank'), ...chartElements('credit union')].map((e) => e.id),
    rateIds: rateCatalogue.map((r) => r.rateId),
    rateNames: rateCatalogue.map((r) => r.rateName),
    dates: FUZZ_QUARTERS,
  };
}

/** Text that has broken servers before: numbers at type limits, odd dates, odd text. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740992',
  '9007199254740993',
  '99999999999999999999999',
  '1e308',
  '1e400',
  '-0',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '0000-01-01',
  '0000-03-31',
  '0001-03-31',
  '1899-12-31',
  '2101-03-31',
  '9999-12-31',
  '2025-02-30',
  '2025-13-01',
  '2025-06-31',
  '2025-00-00',
  '+002025-03-31',
  '2025-03-31T25:61:00Z',
  '0000-12-31T00:00:00Z',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%',
  '%00',
  '%ZZ',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '💥',
  'ｅｘａｍｐｌｅ',
  '\u202Egnp.exe',
  'x'.repeat(300),
  '9'.repeat(400),
  'é'.repeat(5000),
  ',',
  '1,,2',
  '1,2147483648',
  'group:2147483648',
  'iid:0',
  'a@b',
  'x@example.com',
];

/** Numbers, and a few non-numbers, for JSON fields. */
const HOSTILE_JSON: unknown[] = [
  0,
  -1,
  1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  null,
  true,
  false,
  '',
  [],
  {},
  [[[[[]]]]],
  { a: { b: { c: { d: { e: {} } } } } },
  Array.from({ length: 2000 }, (_, i) => i),
  'x'.repeat(100_000),
];

/** Path parameters by name: the world's good values, weighted above the hostile ones. */
function paramPool(name: string, world: FuzzWorld): string[] {
  const ids = [...world.iids, ...world.groupIds].map(String);
  switch (name) {
    case 'iid':
      return world.iids.map(String);
    case 'groupId':
      return world.groupIds.map(String);
    case 'peerId':
      return ['0', ...ids];
    case 'list':
    case 'iids':
      return [world.iids.slice(0, 3).join(','), ...world.iids.map(String)];
    case 'peerKind':
      return ['iid', 'group', 'none'];
    case 'groupType':
      return ['10', '20', '30'];
    case 'metricId':
      return world.metricIds;
    case 'metricIds':
      return [world.metricIds.slice(0, 4).join(','), ...world.metricIds];
    case 'elementId':
      return world.elementIds;
    case 'date':
    case 'startDate':
    case 'endDate':
      return world.dates;
    case 'rateId':
      return world.rateIds;
    case 'rateName':
      return world.rateNames;
    case 'userId':
      return world.userIds;
    case 'planType':
      return [...PLAN_TYPES];
    case 'code':
      return ['acme'];
    case 'key':
      return ['nmd_trunct', 'StartNmdReportDate', 'maintenance_mode'];
    case 'id':
      return ['LBPR2170', 'beta-heatmap', 'FPR_NWRATIO'];
    default:
      return ['1'];
  }
}

/** A text value: mostly a good one for that name, else hostile or random text. */
function textArb(good: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: good.length > 0 ? fc.constantFrom(...good) : fc.constant('1') },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
}

/** The good values of a JSON field or query parameter, by its name. */
function namedPool(name: string, world: FuzzWorld): string[] {
  const lower = name.toLowerCase();
  if (lower.includes('date') || lower.includes('expires')) return world.dates;
  if (lower.includes('email')) return ['nobody@newbank.test', 'Someone@Example.org'];
  if (lower === 'q') return ['Bank', 'Prairie', 'Credit'];
  if (lower.includes('iid') || lower === 'exclude' || lower === 'members' || lower === 'value')
    return world.iids.map(String);
  if (lower.includes('institutiontype')) return ['bank', 'credit union'];
  if (lower === 'peer') return world.groupIds.map((g) => `group:${g}`);
  return paramPool(name, world);
}

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A JSON value shaped like the schema, each leaf sometimes replaced by a hostile value. */
function jsonArb(
  schema: JsonSchema | undefined,
  name: string,
  world: FuzzWorld,
  resolve: (ref: string) => JsonSchema | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom(...HOSTILE_JSON, ...HOSTILE_TEXT);
  if (!schema || depth > 4) return hostile;
  if (schema.$ref) return jsonArb(resolve(schema.$ref), name, world, resolve, depth + 1);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) {
    return fc.oneof(...choices.map((c) => jsonArb(c, name, world, resolve, depth + 1)));
  }
  let shaped: fc.Arbitrary<unknown>;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum?.length) shaped = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) shaped = fc.constant(schema.const);
  else if (type === 'object' || schema.properties) {
    const properties = Object.entries(schema.properties ?? {});
    const fields = Object.fromEntries(
      properties.map(([key, value]) => [key, jsonArb(value, key, world, resolve, depth + 1)]),
    );
    shaped = fc.record(fields, { requiredKeys: [] });
  } else if (type === 'array') {
    shaped = fc.array(jsonArb(schema.items, name, world, resolve, depth + 1), { maxLength: 4 });
  } else if (type === 'string') shaped = textArb(namedPool(name, world));
  else if (type === 'integer' || type === 'number') {
    const good = namedPool(name, world).map(Number).filter(Number.isFinite);
    shaped = fc.oneof(fc.constantFrom(...good, 0, 1, 5, 25), fc.integer(), fc.double());
  } else if (type === 'boolean') shaped = fc.boolean();
  else shaped = hostile;
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostile });
}

/** Ways to spell the same path that routers and guards have read differently. */
function respell(url: string, how: number): string {
  switch (how) {
    case 1:
      return url.replace('/api/', '/%61pi/');
    case 2:
      return url.replace(/(\?|$)/, '/$1');
    case 3:
      return `/${url}`;
    case 4:
      return url.replace(/(\?|$)/, '%00$1');
    case 5:
      return url.replace('/api/', '/API/');
    case 6:
      return url.replace(/\/([^/?]*)(\?|$)/, '/%2e%2e/$1$2');
    default:
      return url;
  }
}

/** Bodies that are not the JSON the route expects. */
const ODD_BODIES: { contentType?: string; payload?: string }[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '{"a":NaN}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: `{"k":"${'x'.repeat(200_000)}"}` },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\nvalue\r\n--x--' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: undefined, payload: '{}' },
];

interface RouteShape {
  method: string;
  url: string;
  params: string[];
  query: [string, JsonSchema | undefined][];
  body: JsonSchema | undefined;
}

/** Routes with their query parameters and body schema, read from the OpenAPI document. */
function routeShapes(t: TestApp): {
  shapes: RouteShape[];
  resolve: (ref: string) => JsonSchema | undefined;
} {
  const doc = t.app.swagger() as {
    paths?: Record<string, Record<string, OpenApiOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const resolve = (ref: string) => doc.components?.schemas?.[ref.split('/').at(-1) ?? ''];
  const shapes = t.app.registeredRoutes.map((route) => {
    const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths?.[openApiPath]?.[route.method.toLowerCase()];
    const query = (operation?.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p): [string, JsonSchema | undefined] => [p.name, p.schema]);
    return {
      method: route.method,
      url: route.url,
      params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
      query,
      body: operation?.requestBody?.content?.['application/json']?.schema,
    };
  });
  return { shapes, resolve };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function requestArb(
  shape: RouteShape,
  world: FuzzWorld,
  resolve: (ref: string) => JsonSchema | undefined,
): fc.Arbitrary<Omit<FuzzRequest, 'caller'>> {
  const params = fc.tuple(...shape.params.map((p) => textArb(paramPool(p, world))));
  const knownQuery = shape.query.map(([name, schema]) =>
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: jsonArb(schema, name, world, resolve).map(queryText) },
        { weight: 1, arbitrary: fc.array(textArb(namedPool(name, world)), { maxLength: 3 }) },
      ),
      { freq: 2 },
    ),
  );
  const extraQuery = fc.option(
    fc.constantFrom('__proto__[x]=1', 'constructor=1', 'a=%00', '=', '&&', 'x=%E0%A4%A'),
    { freq: 4 },
  );
  const hasBody = shape.method !== 'GET' && shape.method !== 'DELETE';
  const body = hasBody
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: jsonArb(shape.body, 'body', world, resolve).map((value) => ({
            contentType: 'application/json' as string | undefined,
            payload: JSON.stringify(value ?? null) as string | undefined,
          })),
        },
        { weight: 2, arbitrary: fc.constantFrom(...ODD_BODIES) },
      )
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant({ contentType: undefined, payload: undefined }) },
        { weight: 1, arbitrary: fc.constantFrom(...ODD_BODIES) },
      );
  return fc
    .record({
      params,
      query: fc.tuple(...knownQuery),
      extraQuery,
      body,
      respelling: fc.oneof(
        { weight: 12, arbitrary: fc.constant(0) },
        fc.integer({ min: 1, max: 6 }),
      ),
      csrf: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)),
    })
    .map(({ params, query, extraQuery, body, respelling, csrf }) => {
      let index = 0;
      const path = shape.url.replace(/:(\w+)/g, () => encode(params[index++] ?? ''));
      const pairs: string[] = [];
      shape.query.forEach(([name], i) => {
        const value = query[i];
        if (value === null || value === undefined) return;
        for (const v of Array.isArray(value) ? value : [value]) {
          pairs.push(`${encode(name)}=${encode(String(v))}`);
        }
      });
      if (extraQuery) pairs.push(extraQuery);
      const url = respell(pairs.length ? `${path}?${pairs.join('&')}` : path, respelling);
      return { route: `${shape.method} ${shape.url}`, method: shape.method, url, csrf, ...body };
    });
}

/** Percent-encodes any text, lone surrogates too (encodeURIComponent throws on those). */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function queryText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/** Runs `requests` requests drawn from `seed`; never throws on a bad answer, reports it. */
export async function fuzzRoutes(
  t: TestApp,
  world: FuzzWorld,
  options: { seed: number; requests: number; onProgress?: (done: number) => void },
): Promise<FuzzReport> {
  const started = Date.now();
  const { shapes, resolve } = routeShapes(t);
  const arbitrary = fc
    .record({
      caller: fc.constantFrom(...FUZZ_CALLERS),
      shape: fc.constantFrom(...shapes),
    })
    .chain(({ caller, shape }) =>
      requestArb(shape, world, resolve).map((request): FuzzRequest => ({ caller, ...request })),
    );
  const clients = new Map<FuzzCaller, TestClient>();
  const clientOf = async (caller: FuzzCaller) => {
    let client = clients.get(caller);
    if (!client) {
      client = t.client();
      // A caller the run deleted or locked out goes on signed out.
      if (caller !== 'signed out') await client.login(caller).catch(() => undefined);
      clients.set(caller, client);
    }
    return client;
  };
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    statuses: {},
    failures: [],
    milliseconds: 0,
  };
  // Drawn in batches: 20,000 requests with long bodies need not sit in memory at once.
  const BATCH = 500;
  for (let done = 0; done < options.requests; done += BATCH) {
    const batch = fc.sample(arbitrary, {
      seed: options.seed + done,
      numRuns: Math.min(BATCH, options.requests - done),
    });
    for (const request of batch) {
      const client = await clientOf(request.caller);
      const inject: InjectOptions & { csrf?: boolean } = {
        method: request.method as InjectOptions['method'],
        url: request.url,
        payload: request.payload,
        headers: request.contentType ? { 'content-type': request.contentType } : {},
        // A fresh address each time: the sign-in and rate limits are not what is tested here.
        remoteAddress: `10.${report.requests % 250}.${(report.requests >> 8) % 250}.7`,
        csrf: request.csrf,
      };
      const response = await client.request(inject);
      report.requests += 1;
      report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500) {
        report.failures.push({
          request,
          status: response.statusCode,
          body: response.body.slice(0, 500),
        });
      }
      // A sign-out or a password change ends the caller's session: sign in again.
      if (
        request.caller !== 'signed out' &&
        request.method !== 'GET' &&
        response.statusCode < 300 &&
        /logout|password/.test(request.url)
      ) {
        clients.delete(request.caller);
      }
    }
    options.onProgress?.(report.requests);
  }
  report.milliseconds = Date.now() - started;
  return report;
}

/** One line per failing request: enough to replay it by hand. */
export function describeFailures(report: FuzzReport, max = 20): string {
  return report.failures
    .slice(0, max)
    .map(
      ({ request, status, body }) =>
        `${status} ${request.caller}: ${request.method} ${request.url.slice(0, 300)}` +
        `${request.payload ? ` [${request.contentType}] ${request.payload.slice(0, 300)}` : ''}` +
        ` -> ${body.slice(0, 200)}`,
    )
    .join('\n');
}
