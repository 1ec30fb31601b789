import type { Activity, Message, NewsItem } from '@app/core/api/content';
import type { Principal } from '../../platform/auth/principal';
import { presentActivity, presentMessage, presentNews } from './content-presenter';
import { readerOf } from './content-audience';
import type { ContentRepository } from './content-repository';

/**
 * spec 1 section 7: messages, news and activity. With updateViewed the list is answered as it
 * was (so the page can mark what is new) and then marked viewed up to the moment it was read,
 * so that what arrives meanwhile stays new.
 */
export function contentService(content: ContentRepository) {
  return {
    async messages(principal: Principal, updateViewed: boolean): Promise<Message[]> {
      const reader = readerOf(principal);
      const asOf = await content.now();
      const rows = await content.messagesFor(reader);
      if (updateViewed) await content.markMessagesViewed(reader, asOf);
      return rows.map(presentMessage);
    },

    async news(principal: Principal, updateViewed: boolean): Promise<NewsItem[]> {
      const reader = readerOf(principal);
      const asOf = await content.now();
      const rows = await content.newsFor(reader);
      if (updateViewed) await content.markNewsViewed(reader, asOf);
      return rows.map(presentNews);
    },

    /** Listing an admin's entry is seeing it: activity has no unread count to reset. */
    async activities(principal: Principal, limit: number): Promise<Activity[]> {
      const rows = await content.activitiesOf(readerOf(principal), limit);
      await content.markActivitiesSeen(principal.userId, rows);
      return rows.map(presentActivity);
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
