import { apiRoutes, routeName } from '@app/core/api/routes/api-routes';
import { apiRoute } from '@app/core/api/routes/api-route';
import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import type { AuthService } from './auth-service';
import { registerAuthentication } from './guards';

const anyPolicy = async () => {};

describe('the API contract', () => {
  it('refuses to register an /api route the contract lacks', async () => {
    const app = Fastify();
    registerAuthentication(app, {} as AuthService);
    expect(() => app.get('/api/bogus', { preHandler: anyPolicy }, async () => 'open')).toThrow(
      'Route GET /api/bogus is not in the API contract (packages/core/src/api/routes)',
    );
    await app.close();
  });

  it('refuses to start while a route of the contract is not registered', async () => {
    const app = Fastify();
    const contract = [
      apiRoute({ method: 'GET', path: '/api/served' }),
      apiRoute({ method: 'DELETE', path: '/api/forgotten/:id' }),
    ];
    registerAuthentication(app, {} as AuthService, contract);
    app.get('/api/served', { preHandler: anyPolicy }, async () => 'served');
    await expect(app.ready()).rejects.toThrow(
      'Routes of the API contract are not registered: DELETE /api/forgotten/:id',
    );
    await app.close();
  });

  it('refuses a route registered with other schemas than its entry', async () => {
    const app = Fastify();
    app.setValidatorCompiler(() => () => true);
    const entry = apiRoute({
      method: 'POST',
      path: '/api/notes',
      body: z.object({ text: z.string() }),
    });
    registerAuthentication(app, {} as AuthService, [entry]);
    expect(() =>
      app.post(
        entry.path,
        // A copy of the body schema that has drifted from the contract's: a number, not text.
        { preHandler: anyPolicy, schema: { body: z.object({ text: z.number() }) } },
        async () => 'noted',
      ),
    ).toThrow('Route POST /api/notes has other body schemas than its API contract entry');
    await app.close();
  });

  describe('the real app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp('embedded');
    });
    afterAll(() => t.close());

    it('registers exactly the routes of the contract', () => {
      const served = t.app.registeredRoutes
        .filter((route) => route.url.startsWith('/api/'))
        .map((route) => `${route.method} ${route.url}`);
      expect(served.sort()).toEqual(apiRoutes.map(routeName).sort());
    });
  });
});
