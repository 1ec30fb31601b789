import { userState } from '@app/core/api/auth';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_CSRF_TOKEN, stubFetch } from '../test/fake-api';
import { makeUser } from '../test/make-user';
import { ApiError } from './api-error';
import { request } from './http-client';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('request', () => {
  it('validates the JSON answer against the schema', async () => {
    const pat = makeUser();
    stubFetch({ signedIn: pat });

    await expect(request('/api/auth/me', { schema: userState })).resolves.toEqual(pat);
  });

  it('fetches the CSRF token once and sends it with every unsafe call', async () => {
    const api = stubFetch({ signedIn: makeUser() });

    await request('/api/auth/logout', { method: 'POST' });
    await request('/api/auth/logout', { method: 'POST' });

    expect(api.requestsTo('/api/auth/csrf')).toHaveLength(1);
    const logouts = api.requestsTo('/api/auth/logout');
    expect(logouts.map((call) => call.headers['x-csrf-token'])).toEqual([
      FAKE_CSRF_TOKEN,
      FAKE_CSRF_TOKEN,
    ]);
  });

  it('sends no CSRF token with a GET', async () => {
    const api = stubFetch({ signedIn: makeUser() });

    await request('/api/auth/me', { schema: userState });

    expect(api.requestsTo('/api/auth/csrf')).toHaveLength(0);
    expect(api.requests[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('JSON-encodes the body and keeps cookies on the same origin', async () => {
    const fetchStub = vi.fn(async (path: string, init?: RequestInit) => {
      void init;
      return path === '/api/auth/csrf'
        ? json(200, { token: 't' })
        : new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetchStub);

    await request('/api/things', { method: 'PUT', body: { a: 1 } });

    const init = fetchStub.mock.calls[1]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('refetches the token and retries once when the server rejects it', async () => {
    let token = 'stale';
    const fetchStub = vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path === '/api/auth/csrf') {
        const answer = json(200, { token });
        token = 'fresh';
        return answer;
      }
      const sent = new Headers(init.headers).get('x-csrf-token');
      return sent === 'fresh'
        ? new Response(null, { status: 204 })
        : json(403, { statusCode: 403, error: 'Forbidden', message: 'Invalid csrf token' });
    });
    vi.stubGlobal('fetch', fetchStub);

    await expect(request('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    expect(fetchStub.mock.calls.map(([path]) => path)).toEqual([
      '/api/auth/csrf',
      '/api/auth/logout',
      '/api/auth/csrf',
      '/api/auth/logout',
    ]);
  });

  it('does not retry a 403 that is not about the token', async () => {
    const fetchStub = vi.fn(async (path: string) =>
      path === '/api/auth/csrf'
        ? json(200, { token: 't' })
        : json(403, { statusCode: 403, error: 'Forbidden', message: 'Not your organization' }),
    );
    vi.stubGlobal('fetch', fetchStub);

    await expect(request('/api/things', { method: 'DELETE' })).rejects.toEqual(
      new ApiError(403, 'Not your organization'),
    );
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it("throws an ApiError carrying the server's status and message", async () => {
    stubFetch();

    const failure = request('/api/auth/me', { schema: userState });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Sign in required' });
  });

  it('gives a generic message when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );

    await expect(request('/api/auth/maintenance')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    await expect(request('/api/auth/me')).rejects.toMatchObject({ status: 0 });
  });
});
