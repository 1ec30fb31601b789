import { z } from 'zod';
import { auditEntry, auditQuery } from '../admin/audit';
import { apiRoute } from './api-route';

/** The platform admin's audit log: every admin change, searchable. */
export const adminAuditRoutes = {
  auditLog: apiRoute({
    method: 'GET',
    path: '/api/admin/audit',
    query: auditQuery,
    response: z.array(auditEntry),
  }),
} as const;
