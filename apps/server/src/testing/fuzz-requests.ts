import fc from 'fast-check';
import { PLAN_TYPES } from '@app/core/domain/products';
import { HOSTILE_JSON, HOSTILE_TEXT, ODD_BODIES, respell } from './hostile-inputs';
import type { FuzzCaller, FuzzWorld } from './fuzz-world';
import type { TestApp } from './test-app';

export interface FuzzRequest {
  caller: FuzzCaller;
  route: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  csrf: boolean;
}

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

export interface RouteShape {
  method: string;
  url: string;
  params: string[];
  query: [string, JsonSchema | undefined][];
  body: JsonSchema | undefined;
}

/** Routes with their query parameters and body schema, read from the OpenAPI document. */
export function routeShapes(t: TestApp): {
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

export function requestArb(
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
