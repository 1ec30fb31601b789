import { adminAuditRoutes } from '@app/core/api/routes/admin-audit-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';

export function useAuditLog(search: string) {
  return useQuery({
    ...apiQueryOptions(adminAuditRoutes.auditLog, {
      query: search ? { q: search, limit: 200 } : { limit: 200 },
    }),
    // The table keeps the last answer while the next search runs, rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}
