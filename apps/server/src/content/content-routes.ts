import {
  activity,
  activityListQuery,
  message,
  newsItem,
  updateViewedQuery,
} from '@app/core/api/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../auth/guards';
import { roles } from '../access/roles';
import { presentActivity, presentMessage, presentNews } from './content-presenter';
import type { ContentRepository } from './content-repository';

/**
 * spec 1 section 7: GET api/message, api/news and api/activity. With ?updateViewed=true the
 * list is answered as it was (so the page can mark what is new) and then marked viewed, which
 * brings unreadMessages or unreadNews of the user state to 0. Activity has no unread count:
 * updateViewed is accepted there and changes nothing.
 */
export function contentRoutes(app: FastifyInstance, deps: { content: ContentRepository }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];
  const { content } = deps;

  api.get(
    '/api/message',
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'Messages to everyone or to the organization, newest first',
        querystring: updateViewedQuery,
        response: { 200: z.array(message) },
      },
    },
    async (request) => {
      const { userId, organizationId } = requirePrincipal(request);
      const asOf = await content.now();
      const rows = await content.messagesFor(userId, organizationId);
      if (request.query.updateViewed) {
        await content.markMessagesViewed(userId, organizationId, asOf);
      }
      return rows.map(presentMessage);
    },
  );

  api.get(
    '/api/news',
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'News, newest first; isNew until the user has opened the news page',
        querystring: updateViewedQuery,
        response: { 200: z.array(newsItem) },
      },
    },
    async (request) => {
      const { userId } = requirePrincipal(request);
      const asOf = await content.now();
      const rows = await content.newsFor(userId);
      if (request.query.updateViewed) await content.markNewsViewed(userId, asOf);
      return rows.map(presentNews);
    },
  );

  api.get(
    '/api/activity',
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: "The user's own activity, newest first",
        querystring: activityListQuery,
        response: { 200: z.array(activity) },
      },
    },
    async (request) => {
      const { userId } = requirePrincipal(request);
      const rows = await content.activitiesOf(userId, request.query.limit);
      return rows.map(presentActivity);
    },
  );
}
