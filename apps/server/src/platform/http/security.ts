import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { bearerTokenOf } from './bearer-token';

/** The card provider's script and frames (used once the Stripe provider is configured). */
const cardProvider = {
  script: 'https://js.stripe.com',
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  api: 'https://api.stripe.com',
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A machine-to-machine call that proves itself otherwise (a signed billing webhook). */
    csrfExempt?: boolean;
  }
}

export async function registerSecurity(app: FastifyInstance, options: { secret: string }) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", cardProvider.script],
        frameSrc: cardProvider.frames,
        connectSrc: ["'self'", cardProvider.api],
        // Mantine and ECharts set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS and upgrade-insecure-requests would break plain http on localhost; HSTS is added
    // below for requests that did arrive over https.
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });

  await app.register(fastifyCookie, { secret: options.secret });
  await app.register(fastifyCsrf, {
    cookieKey: 'csrf-secret',
    cookieOpts: { httpOnly: true, sameSite: 'lax', path: '/', signed: true, secure: 'auto' },
    getToken: (request) => {
      const header = request.headers['x-csrf-token'];
      return typeof header === 'string' ? header : undefined;
    },
  });

  // Every state-changing API call, sign-in included, carries the token from GET /api/auth/csrf.
  // A call with a bearer token needs none: it is refused for any method but GET (auth/guards.ts),
  // and a browser sends no Authorization header of its own accord, so it cannot be forged.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      UNSAFE_METHODS.has(request.method) &&
      // The routed path, not the raw URL: routing decodes "/%61pi/..." to "/api/...".
      request.routeOptions.url?.startsWith('/api/') &&
      !request.routeOptions.config?.csrfExempt &&
      bearerTokenOf(request) === undefined
    ) {
      app.csrfProtection(request, reply, done);
    } else {
      done();
    }
  });
}
