import { apiRoute } from './api-route';

/** The platform admin console's partner screens. */
export const adminPartnerRoutes = {} as const;

void apiRoute;
