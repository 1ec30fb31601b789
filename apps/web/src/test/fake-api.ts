import type { MaintenanceState, UserState } from '@app/core/api/auth';
import { LOGIN_FAILED_MESSAGE } from '@app/core/api/errors';
import { vi } from 'vitest';

export const FAKE_CSRF_TOKEN = 'csrf-token-1';

export type Reply = { status: number; body?: unknown };

export type RecordedRequest = {
  method: string;
  path: string;
  /** The query string, without the question mark. */
  search: string;
  headers: Record<string, string>;
  body: unknown;
};

type FakeApiOptions = {
  /** Who the session cookie belongs to when the page loads; null when signed out. */
  signedIn?: UserState | null;
  /** Accounts that can sign in with their password. */
  accounts?: Array<{ email: string; password: string; user: UserState }>;
  /** Forces the answer to POST /api/auth/login, e.g. a 429. */
  loginReply?: Reply;
  /** 'down' answers like a proxy whose upstream is not running. */
  maintenance?: MaintenanceState | 'down';
  /** Product definition files by name without extension, e.g. peer-comparison-1. */
  productDefinitions?: Record<string, unknown>;
  /** Answers for other calls (after the CSRF check); undefined falls through to 404. */
  handle?: (request: RecordedRequest) => Reply | undefined;
};

function error(statusCode: number, errorName: string, message: string): Reply {
  return { status: statusCode, body: { statusCode, error: errorName, message } };
}

function toResponse({ status, body }: Reply): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces fetch with an in-memory stand-in for the server's auth and product-definition
 * contract (session cookie, CSRF check, error bodies), so tests exercise the real client code.
 */
export function stubFetch(options: FakeApiOptions = {}) {
  let sessionUser = options.signedIn ?? null;
  const requests: RecordedRequest[] = [];

  function answer(request: RecordedRequest): Reply {
    const { method, path } = request;
    const unsafe = method !== 'GET' && method !== 'HEAD';
    if (unsafe && path.startsWith('/api/') && request.headers['x-csrf-token'] !== FAKE_CSRF_TOKEN) {
      return error(403, 'Forbidden', 'Invalid csrf token');
    }

    if (method === 'GET' && path === '/api/auth/csrf') {
      return { status: 200, body: { token: FAKE_CSRF_TOKEN } };
    }
    if (method === 'GET' && path === '/api/auth/me') {
      return sessionUser
        ? { status: 200, body: sessionUser }
        : error(401, 'Unauthorized', 'Sign in required');
    }
    if (method === 'GET' && path === '/api/auth/maintenance') {
      if (options.maintenance === 'down') return { status: 502 };
      return {
        status: 200,
        body: options.maintenance ?? { maintenanceMode: false, maintenanceMessage: '' },
      };
    }
    if (method === 'POST' && path === '/api/auth/login') {
      if (options.loginReply) return options.loginReply;
      const { email, password } = request.body as { email?: string; password?: string };
      const account = options.accounts?.find(
        (candidate) => candidate.email === email && candidate.password === password,
      );
      if (!account) return error(401, 'Unauthorized', LOGIN_FAILED_MESSAGE);
      sessionUser = account.user;
      return { status: 200, body: account.user };
    }
    if (method === 'POST' && path === '/api/auth/logout') {
      sessionUser = null;
      return { status: 204 };
    }
    const definitionFile = /^\/assets\/products\/([\w-]+)\.json$/.exec(path)?.[1];
    if (method === 'GET' && definitionFile) {
      if (!sessionUser) return error(401, 'Unauthorized', 'Sign in required');
      const definition = options.productDefinitions?.[definitionFile];
      return definition ? { status: 200, body: definition } : error(404, 'Not Found', 'Not found');
    }
    const handled = options.handle?.(request);
    if (handled) return handled;
    return error(404, 'Not Found', `Route ${method}:${path} not found`);
  }

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.search.replace(/^\?/, ''),
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    return toResponse(answer(request));
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    requests,
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
    /** The server forgets the session (its idle timeout): /api/auth/me answers 401 from now. */
    endSession: () => {
      sessionUser = null;
    },
  };
}

/**
 * Holds back the answers to the calls whose path matches until `release()` is called: what a
 * page asks for while those calls are still on their way. Call after stubFetch.
 */
export function holdAnswers(matches: (path: string) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const reply = answer(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (matches(url.pathname)) await released;
    return reply;
  });
  return release;
}
