import { notificationRoutes as contract } from '@app/core/api/routes/notification-routes';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import type { FollowService } from './follow-service';
import type { NotificationService } from './notification-service';

/**
 * The caller's own notifications and follows (issue 25 point 6). Every query is scoped by the
 * caller, so another user's notification is simply not found.
 */
export function notificationRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationService; follows: FollowService; access: Access },
) {
  const tag = 'notifications';
  contractRoute(
    app,
    contract.notifications,
    {
      access: roles.member,
      summary: 'Your notifications, newest first, with the unread count',
      tag,
    },
    async (_input, request) => deps.notifications.list(requirePrincipal(request).userId),
  );
  contractRoute(
    app,
    contract.markNotificationRead,
    {
      access: roles.member,
      summary: 'Mark one of your notifications read',
      tag,
      errors: [400, 404],
    },
    async ({ params }, request) => {
      await deps.notifications.markRead(requirePrincipal(request).userId, params.id);
    },
  );
  contractRoute(
    app,
    contract.follows,
    { access: roles.member, summary: 'What you follow and how you are told', tag },
    async (_input, request) => deps.follows.get(requirePrincipal(request)),
  );
  contractRoute(
    app,
    contract.updateFollows,
    {
      // A metric the caller's products do not read is refused (403), as on the analytics.
      access: deps.access.follows.update,
      summary: 'Replace what you follow and how you are told',
      tag,
      errors: [400, 403],
    },
    async ({ body }, request) => deps.follows.put(requirePrincipal(request), body),
  );
}
