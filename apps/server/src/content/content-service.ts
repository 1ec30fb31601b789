import type { Activity, Message, NewsItem } from '@app/core/api/content';
import type { Principal } from '../auth/principal';
import { presentActivity, presentMessage, presentNews } from './content-presenter';
import type { ContentRepository } from './content-repository';

/**
 * spec 1 section 7: messages, news and activity. With updateViewed the list is answered as it
 * was (so the page can mark what is new) and then marked viewed up to the moment it was read,
 * so that what arrives meanwhile stays new.
 */
export function contentService(content: ContentRepository) {
  return {
    async messages(principal: Principal, updateViewed: boolean): Promise<Message[]> {
      const { userId, organizationId } = principal;
      const asOf = await content.now();
      const rows = await content.messagesFor(userId, organizationId);
      if (updateViewed) await content.markMessagesViewed(userId, organizationId, asOf);
      return rows.map(presentMessage);
    },

    async news(userId: string, updateViewed: boolean): Promise<NewsItem[]> {
      const asOf = await content.now();
      const rows = await content.newsFor(userId);
      if (updateViewed) await content.markNewsViewed(userId, asOf);
      return rows.map(presentNews);
    },

    async activities(userId: string, limit: number): Promise<Activity[]> {
      return (await content.activitiesOf(userId, limit)).map(presentActivity);
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
