import { apiRoute } from '@app/core/api/routes/api-route';
import { idParam } from '@app/core/api/input';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guard, type Rule } from '../access/rule';
import type { Principal } from '../auth/principal';
import { contractRoute, PUBLIC_ACCESS } from './contract-route';
import { registerErrorHandling } from './error-handler';
import { forbidden } from './http-error';

// A contract of its own, so that the helper is seen alone: the real routes are the matrix's.
const notes = {
  read: apiRoute({
    method: 'GET',
    path: '/api/:iid/notes/:noteId',
    params: z.object({ iid: idParam, noteId: idParam }),
    query: z.object({ upper: z.enum(['yes', 'no']).default('no') }),
    response: z.object({ text: z.string() }),
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/:iid/notes',
    params: z.object({ iid: idParam }),
    body: z.object({ text: z.string().min(1) }),
    response: z.object({ noteId: z.number() }),
    status: 201,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/:iid/notes/:noteId',
    params: z.object({ iid: idParam, noteId: idParam }),
  }),
};

const caller: Principal = {
  userId: 'u',
  sessionId: 's',
  organizationId: 'o',
  organizationType: 'SINGLE',
  institutionIid: 7,
  isPlatformAdmin: false,
  isClientAdmin: false,
  enrolRequired: false,
  membership: 'active',
  products: [],
};

/** The caller's own institution only: reads the {iid} the route parses, as a number. */
const ownInstitution: Rule<{ params: { iid: number } }> = (principal, { params }) =>
  params.iid === principal.institutionIid ? null : forbidden('Not your institution.');
/** Reads a parameter none of these routes has. */
const groupRule: Rule<{ params: { groupId: number } }> = () => null;

let app: FastifyInstance;
afterEach(() => app.close());

async function notesApp() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    request.principal = caller;
  });
  const access = guard(ownInstitution);
  const options = { access, summary: 'Notes', tag: 'notes' };
  contractRoute(app, notes.read, options, async ({ params, query }) => ({
    text: query.upper === 'yes' ? `NOTE ${params.noteId}` : `note ${params.noteId}`,
  }));
  contractRoute(app, notes.add, options, async ({ body }) => ({ noteId: body.text.length }));
  contractRoute(app, notes.remove, { ...options, errors: [404] }, async () => undefined);
  await app.ready();
  return app;
}

describe('a route built from its contract entry', () => {
  it('hands the handler the parsed params and query', async () => {
    await notesApp();
    const answer = await app.inject({ method: 'GET', url: '/api/7/notes/12?upper=yes' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ text: 'NOTE 12' });
  });

  it('answers with the status the entry names: 201 for a creation, 204 without an answer', async () => {
    await notesApp();
    const created = await app.inject({
      method: 'POST',
      url: '/api/7/notes',
      payload: { text: 'four' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ noteId: 4 });
    const removed = await app.inject({ method: 'DELETE', url: '/api/7/notes/3' });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });

  it("validates with the entry's schemas and asks its access rule with the parsed input", async () => {
    await notesApp();
    const empty = await app.inject({ method: 'POST', url: '/api/7/notes', payload: { text: '' } });
    expect(empty.statusCode).toBe(400);
    const other = await app.inject({ method: 'GET', url: '/api/8/notes/12' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Not your institution.');
  });

  it('marks a public route for the sign-in guard', async () => {
    app = Fastify();
    const seen: unknown[] = [];
    app.addHook('onRoute', (route) => {
      seen.push(route.config);
    });
    contractRoute(
      app,
      apiRoute({ method: 'GET', path: '/api/open' }),
      { access: PUBLIC_ACCESS, summary: 'Open', tag: 'open' },
      async () => undefined,
    );
    expect(seen[0]).toEqual({ public: true });
  });

  it('does not compile when the access rule reads a parameter the contract lacks', () => {
    app = Fastify();
    // A renamed or missing parameter is a type error, not a skipped check at run time.
    // @ts-expect-error: the notes' params have no groupId
    contractRoute(app, notes.read, { access: guard(groupRule), summary: 'x', tag: 'x' }, () =>
      Promise.resolve({ text: '' }),
    );
    expect(app).toBeDefined();
  });
});
