import { notificationRoutes } from '@app/core/api/routes/notification-routes';
import { callApi } from '../api-call';

export function markNotificationRead(id: string) {
  return callApi(notificationRoutes.markNotificationRead, { params: { id } });
}
