import { z } from 'zod';
import {
  adminSubscription,
  outboxMessage,
  outboxQuery,
  promoCode,
  promoCodeCreateRequest,
} from '../account-admin';
import { maintenanceState, maintenanceUpdate } from '../auth';
import { apiRoute } from './api-route';

/** The platform administrator's pages. */
export const adminRoutes = {
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
  promoCodes: apiRoute({
    method: 'GET',
    path: '/api/admin/promo-codes',
    response: z.array(promoCode),
  }),
  createPromoCode: apiRoute({
    method: 'POST',
    path: '/api/admin/promo-codes',
    body: promoCodeCreateRequest,
    response: promoCode,
    status: 201,
  }),
  subscriptions: apiRoute({
    method: 'GET',
    path: '/api/admin/subscriptions',
    response: z.array(adminSubscription),
  }),
  outbox: apiRoute({
    method: 'GET',
    path: '/api/admin/outbox',
    query: outboxQuery,
    response: z.array(outboxMessage),
  }),
} as const;
