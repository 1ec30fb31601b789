import type { ApiRoute } from '@app/core/api/routes/api-route';
import type { z } from 'zod';
import { request, requestFile } from './http-client';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a route's `:name` segments, read from its path template. */
export type PathParams<R extends ApiRoute> = { [K in ParamNames<R['path']>]: string | number };

type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** A route's query: its schema's keys; absent or null values are left out of the URL. */
export type QueryOf<R extends ApiRoute> = R['query'] extends z.ZodType
  ? { [K in keyof z.input<R['query']>]?: QueryValue }
  : never;

export type BodyOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.input<R['body']> : never;

export type ResponseOf<R extends ApiRoute> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : void;

/** What a call of the route needs: its path params, query and body where it has them. */
export type CallArgs<R extends ApiRoute> = (ParamNames<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R> }) &
  (R['query'] extends z.ZodType ? { query?: QueryOf<R> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: BodyOf<R> } : { body?: undefined });

// Lists (`1,2,3`) and peers (`group:4`) read better unescaped, and the server accepts both.
const encode = (value: string | number | boolean) =>
  encodeURIComponent(String(value)).replace(/%2C/gi, ',').replace(/%3A/gi, ':');

function queryString(query: Record<string, QueryValue> | undefined): string {
  const parts = Object.entries(query ?? {}).flatMap(([key, value]) => {
    if (value === undefined || value === null) return [];
    const text = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
    return [`${encodeURIComponent(key)}=${encode(text)}`];
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The URL of a route of the contract: the only way the web app writes one. */
export function buildPath<R extends ApiRoute>(
  route: R,
  params?: PathParams<R>,
  query?: QueryOf<R>,
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path} needs the ${name} parameter`);
    return encode(value);
  });
  return path + queryString(query as Record<string, QueryValue> | undefined);
}

/** Calls a route of the contract and validates its answer with the route's response schema. */
export function callApi<R extends ApiRoute>(
  route: R,
  args: CallArgs<R>,
  signal?: AbortSignal,
): Promise<ResponseOf<R>> {
  const { params, query, body } = args as {
    params?: PathParams<R>;
    query?: QueryOf<R>;
    body?: unknown;
  };
  const path = buildPath(route, params, query);
  const options = { method: route.method, body, signal };
  if (route.response) {
    return request(path, { ...options, schema: route.response }) as Promise<ResponseOf<R>>;
  }
  return request(path, options) as Promise<ResponseOf<R>>;
}

/** Calls a route of the contract that answers a file to save, with the server's file name. */
export function callApiForFile<R extends ApiRoute>(
  route: R,
  args: CallArgs<R>,
): Promise<{ blob: Blob; fileName: string | null }> {
  const { params, query } = args as { params?: PathParams<R>; query?: QueryOf<R> };
  return requestFile(buildPath(route, params, query));
}
