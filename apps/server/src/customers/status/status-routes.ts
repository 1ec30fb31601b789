import { contentRoutes as contract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute, PUBLIC_ACCESS } from '../../platform/http/contract-route';
import type { StatusService } from './status-service';

/** Demo mode and whether the data is loaded; anyone may ask (signed in or not). */
export function statusRoutes(app: FastifyInstance, deps: { status: StatusService }) {
  contractRoute(
    app,
    contract.status,
    {
      access: PUBLIC_ACCESS,
      summary: 'Demo mode and whether the data is loaded',
      tag: 'status',
    },
    async () => deps.status.read(),
  );
}
