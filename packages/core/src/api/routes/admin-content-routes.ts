import { apiRoute } from './api-route';

/** The platform admin console's content screens. */
export const adminContentRoutes = {} as const;

void apiRoute;
