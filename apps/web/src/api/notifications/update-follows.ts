import type { FollowsRequest } from '@app/core/api/notifications';
import { notificationRoutes } from '@app/core/api/routes/notification-routes';
import { callApi } from '../api-call';

/** Replaces everything the user follows; answers the new state (see afterFollowsChange). */
export function updateFollows(body: FollowsRequest) {
  return callApi(notificationRoutes.updateFollows, { body });
}
