import type { Activity, Message, NewsItem } from '@app/core/api/content';
import { safeLink, sanitizeContent } from '../../platform/http/sanitize-content';

const iso = (date: Date | string) => (date instanceof Date ? date : new Date(date)).toISOString();

export function presentMessage(row: {
  id: string;
  content: string;
  dateSent: Date;
  dateViewed: Date | null;
}): Message {
  return {
    id: row.id,
    dateSent: iso(row.dateSent),
    content: sanitizeContent(row.content),
    dateViewed: row.dateViewed ? iso(row.dateViewed) : null,
  };
}

export function presentNews(row: {
  id: string;
  title: string;
  content: string;
  link: string | null;
  dateCreated: Date;
  viewedAt: Date | null;
}): NewsItem {
  return {
    id: row.id,
    dateCreated: iso(row.dateCreated),
    title: row.title,
    content: sanitizeContent(row.content),
    link: safeLink(row.link),
    isNew: row.viewedAt === null,
  };
}

export function presentActivity(row: { id: string; content: string; dateSent: Date }): Activity {
  return { id: row.id, dateSent: iso(row.dateSent), content: sanitizeContent(row.content) };
}
