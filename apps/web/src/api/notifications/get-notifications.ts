import { notificationRoutes } from '@app/core/api/routes/notification-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

/** A new quarter's notification arrives with an import; the bell looks again every 5 minutes. */
const REFRESH_MS = 5 * 60 * 1000;

export function useNotifications() {
  return useQuery({
    ...apiQueryOptions(notificationRoutes.notifications, {}),
    refetchInterval: REFRESH_MS,
  });
}
