import { follows, followsRequest, notificationList, notificationParams } from '../notifications';
import { apiRoute } from './api-route';

/** Following institutions and metrics, and the notifications a new quarter brings. */
export const notificationRoutes = {
  notifications: apiRoute({
    method: 'GET',
    path: '/api/notifications',
    response: notificationList,
  }),
  markNotificationRead: apiRoute({
    method: 'POST',
    path: '/api/notifications/:id/read',
    params: notificationParams,
  }),
  follows: apiRoute({ method: 'GET', path: '/api/follows', response: follows }),
  updateFollows: apiRoute({
    method: 'PUT',
    path: '/api/follows',
    body: followsRequest,
    response: follows,
  }),
};
