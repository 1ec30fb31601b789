import { apiRoute } from './api-route';

/** The platform admin console's mail screens. */
export const adminMailRoutes = {} as const;

void apiRoute;
