import { z } from 'zod';
import { adminSubscription } from '../account-admin';
import { adminOverview } from '../admin/overview';
import { maintenanceState, maintenanceUpdate } from '../auth';
import { apiRoute } from './api-route';

/** The platform administrator's pages. */
export const adminRoutes = {
  overview: apiRoute({
    method: 'GET',
    path: '/api/admin/overview',
    response: adminOverview,
  }),
  maintenance: apiRoute({
    method: 'GET',
    path: '/api/admin/maintenance',
    response: maintenanceState,
  }),
  setMaintenance: apiRoute({
    method: 'PUT',
    path: '/api/admin/maintenance',
    body: maintenanceUpdate,
    response: maintenanceState,
  }),
  subscriptions: apiRoute({
    method: 'GET',
    path: '/api/admin/subscriptions',
    response: z.array(adminSubscription),
  }),
} as const;
