import { csrfResponse } from '@app/core/api/auth';
import { errorResponse } from '@app/core/api/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { fileNameOf } from './content-disposition';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
};

const CSRF_PATH = '/api/auth/csrf';
const CSRF_HEADER = 'x-csrf-token';

// One token per page load: the server binds it to a cookie, and it outlives login and logout.
let csrfToken: Promise<string> | null = null;

/** Forgets the cached CSRF token so the next unsafe call fetches a fresh one. */
export function resetCsrfToken(): void {
  csrfToken = null;
}

function getCsrfToken(): Promise<string> {
  if (csrfToken) return csrfToken;
  const pending = send(CSRF_PATH, { method: 'GET' })
    .then(readJson)
    .then((json) => csrfResponse.parse(json).token);
  csrfToken = pending;
  // A failed fetch must not poison every later call.
  pending.catch(() => {
    if (csrfToken === pending) csrfToken = null;
  });
  return pending;
}

async function send(
  path: string,
  { method = 'GET', body, signal }: RequestOptions,
  token?: string,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers[CSRF_HEADER] = token;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  let message = `Request failed with status ${response.status}`;
  try {
    const parsed = errorResponse.safeParse(await response.json());
    if (parsed.success) message = parsed.data.message;
  } catch {
    // Proxies and crashed upstreams answer with HTML or nothing; keep the generic message.
  }
  return new ApiError(response.status, message);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function isCsrfRejection(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && /csrf/i.test(error.message);
}

async function sendWithCsrf(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  if (method === 'GET') return send(path, options);
  try {
    return await send(path, options, await getCsrfToken());
  } catch (error) {
    if (!isCsrfRejection(error)) throw error;
    // The cookie the token was bound to may have expired or been cleared: fetch a new pair once.
    resetCsrfToken();
    return send(path, options, await getCsrfToken());
  }
}

/**
 * Calls the API on the same origin. With a schema the JSON answer is validated and returned;
 * without one the answer is ignored (204 and other bodiless replies).
 */
export function request<T>(
  path: string,
  options: RequestOptions & { schema: z.ZodType<T> },
): Promise<T>;
export function request(path: string, options?: RequestOptions): Promise<void>;
export async function request<T>(
  path: string,
  options: RequestOptions & { schema?: z.ZodType<T> } = {},
): Promise<T | void> {
  const { schema, ...rest } = options;
  const response = await sendWithCsrf(path, rest);
  if (!schema) return;
  return schema.parse(await readJson(response));
}

/**
 * Fetches a file the API answers for download, with the file name the server gives it. A
 * refusal throws the server's message, as for any call.
 */
export async function requestFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, { method: 'GET' });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}
