import { contentRoutes as contract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import type { ContentService } from './content-service';

/**
 * spec 1 section 7: GET api/message, api/news and api/activity. With ?updateViewed=true the
 * list is answered as it was (so the page can mark what is new) and then marked viewed, which
 * brings unreadMessages or unreadNews of the user state to 0. Activity has no unread count:
 * updateViewed is accepted there and changes nothing.
 */
export function contentRoutes(app: FastifyInstance, deps: { content: ContentService }) {
  const options = { access: roles.member, tag: 'content' } as const;
  const { content } = deps;

  contractRoute(
    app,
    contract.messages,
    { ...options, summary: 'Messages to everyone or to the organization, newest first' },
    async ({ query }, request) => content.messages(requirePrincipal(request), query.updateViewed),
  );

  contractRoute(
    app,
    contract.news,
    {
      ...options,
      summary: 'News, newest first; isNew until the user has opened the news page',
    },
    async ({ query }, request) => content.news(requirePrincipal(request), query.updateViewed),
  );

  contractRoute(
    app,
    contract.activity,
    {
      ...options,
      summary: "The user's own activity and the admins' entries for them, newest first",
    },
    async ({ query }, request) => content.activities(requirePrincipal(request), query.limit),
  );
}
