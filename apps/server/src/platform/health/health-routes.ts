import { operationsRoutes as contract } from '@app/core/api/routes/operations-routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute, PUBLIC_ACCESS } from '../http/contract-route';
import type { Readiness } from './readiness';

/** Seconds a balancer or client waits before asking a not-ready instance again. */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;

/** Liveness and readiness for load balancers and orchestrators; anyone may ask. */
export function healthRoutes(app: FastifyInstance, deps: { readiness: Readiness }) {
  contractRoute(
    app,
    contract.health,
    {
      access: PUBLIC_ACCESS,
      summary: 'The process is alive (asks nothing of the database)',
      tag: 'operations',
    },
    async () => ({ status: 'ok' as const }),
  );
  contractRoute(
    app,
    contract.ready,
    {
      access: PUBLIC_ACCESS,
      summary: 'Ready for requests: the database answers, migrations applied, not shutting down',
      tag: 'operations',
      errors: [503],
    },
    async (_input, _request, reply) => {
      const problem = await deps.readiness.problem();
      if (!problem) return { status: 'ready' as const };
      // An expected answer, not a fault: no error is logged for it.
      return reply
        .status(503)
        .header('retry-after', String(NOT_READY_RETRY_AFTER_SECONDS))
        .send({ statusCode: 503, error: 'Service Unavailable', message: problem });
    },
  );
}
