import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import type { ContentService } from './content-service';

/**
 * spec 1 section 7: GET api/message, api/news and api/activity. With ?updateViewed=true the
 * list is answered as it was (so the page can mark what is new) and then marked viewed, which
 * brings unreadMessages or unreadNews of the user state to 0. Activity has no unread count:
 * updateViewed is accepted there and changes nothing.
 */
export function contentRoutes(app: FastifyInstance, deps: { content: ContentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const { content } = deps;

  api.get(
    contentContract.messages.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'Messages to everyone or to the organization, newest first',
        querystring: contentContract.messages.query,
        response: { 200: contentContract.messages.response },
      },
    },
    async (request) => content.messages(requirePrincipal(request), request.query.updateViewed),
  );

  api.get(
    contentContract.news.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'News, newest first; isNew until the user has opened the news page',
        querystring: contentContract.news.query,
        response: { 200: contentContract.news.response },
      },
    },
    async (request) => content.news(requirePrincipal(request), request.query.updateViewed),
  );

  api.get(
    contentContract.activity.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: "The user's own activity and the admins' entries for them, newest first",
        querystring: contentContract.activity.query,
        response: { 200: contentContract.activity.response },
      },
    },
    async (request) => content.activities(requirePrincipal(request), request.query.limit),
  );
}
