import { apiRoute } from './api-route';

/** The platform admin console's organization screens. */
export const adminOrganizationRoutes = {} as const;

void apiRoute;
