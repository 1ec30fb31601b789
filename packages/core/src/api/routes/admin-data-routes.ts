import { apiRoute } from './api-route';

/** The platform admin console's data screens. */
export const adminDataRoutes = {} as const;

void apiRoute;
