import { healthAnswer, readyAnswer } from '../health';
import { apiRoute } from './api-route';

/** What a load balancer, an orchestrator or a container's HEALTHCHECK asks. */
export const operationsRoutes = {
  health: apiRoute({ method: 'GET', path: '/api/health', response: healthAnswer }),
  ready: apiRoute({ method: 'GET', path: '/api/ready', response: readyAnswer }),
};
