import { apiRoutes, routeName } from '@app/core/api/routes/api-routes';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthentication } from './platform/auth/guards';
import type { AuthService } from './platform/auth/auth-service';
import { startTestApp, type TestApp } from './testing/test-app';

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('embedded');
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document generated from the zod schemas at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/me',
        '/api/user/session',
        '/api/auth/maintenance',
      ]),
    );
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });

  it('documents every route of the admin console in the OpenAPI document, tagged admin', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const adminRoutes = apiRoutes.filter((route) => route.path.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(20);
    const undocumented = adminRoutes
      .filter((route) => {
        const path = route.path.replace(/:(\w+)/g, '{$1}');
        return !doc.paths[path]?.[route.method.toLowerCase()]?.tags?.includes('admin');
      })
      .map(routeName);
    expect(undocumented).toEqual([]);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Route GET /api/nothing-here not found.');
  });

  it('refuses to start with an API route that names no policy', async () => {
    const app = Fastify();
    registerAuthentication(app, {} as AuthService);
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(
      'Route GET /api/forgotten has no policy (preHandler)',
    );
    await app.close();
  });
});
