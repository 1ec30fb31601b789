import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { httpRequestDuration } from '../metrics/metrics';

/** What an X-Request-Id may look like: a proxy's id, never a log-injection vehicle. */
const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: the proxy's X-Request-Id when the request comes straight from a trusted
 * proxy (TRUST_PROXY), so one id follows a request from nginx's log into ours; otherwise a
 * fresh UUID (unique across instances, unlike Fastify's counter). pino puts it on every line
 * logged through request.log as `reqId`, and the answer carries it back.
 */
export function requestIdGenerator(trustProxy: Config['trustProxy']) {
  // Only the socket's peer is asked: the proxy that adds X-Request-Id talks to us directly.
  let trusted: (address: string) => boolean = () => false;
  if (typeof trustProxy === 'number') trusted = () => trustProxy > 0;
  if (Array.isArray(trustProxy)) {
    const trust = proxyAddr.compile(trustProxy);
    trusted = (address) => trust(address, 0);
  }
  return (request: IncomingMessage) => {
    const given = request.headers['x-request-id'];
    const peer = request.socket.remoteAddress ?? '';
    if (typeof given === 'string' && REQUEST_ID.test(given) && trusted(peer)) return given;
    return randomUUID();
  };
}

/** The logger of the request being served, through every await of its handling. */
const requestLoggers = new AsyncLocalStorage<FastifyBaseLogger>();

/** The current request's logger (its lines carry reqId), or the app's outside a request. */
export const loggerNow = (app: FastifyInstance) => requestLoggers.getStore() ?? app.log;

/** Answers carry their request id; every answer is timed by route template and status. */
export function registerRequestTracing(app: FastifyInstance) {
  // The rest of the request's hooks and its handler run inside done(): they see the store.
  app.addHook('onRequest', (request, _reply, done) => requestLoggers.run(request.log, done));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        // The template (/api/:iid/kpi), so that ids in paths do not make a series each.
        route: request.routeOptions.url ?? 'no route',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
