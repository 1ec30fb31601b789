import { notificationRoutes } from '@app/core/api/routes/notification-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../api-query';

export function useFollows() {
  return useQuery(apiQueryOptions(notificationRoutes.follows, {}));
}
