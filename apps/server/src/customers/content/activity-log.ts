import type { ContentRepository } from './content-repository';
import { escapeHtml } from '../../platform/http/sanitize-content';

/**
 * The user's activity list (spec 1 section 3, Activity): one sentence per meaningful event of
 * the shell (favourites, switching institution, finishing a tour). Names are escaped: the
 * content is HTML.
 */
export function activityLog(repo: ContentRepository) {
  const record = (userId: string, html: string) => repo.addActivity(userId, html);
  const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
  return {
    addedFavorite: (userId: string, label: string, heading: string) =>
      record(userId, `Added ${strong(label)} to ${escapeHtml(heading)}.`),
    removedFavorite: (userId: string, label: string, heading: string) =>
      record(userId, `Removed ${strong(label)} from ${escapeHtml(heading)}.`),
    switchedTo: (userId: string, label: string) => record(userId, `Switched to ${strong(label)}.`),
    finishedTour: (userId: string, title: string) =>
      record(userId, `Completed the ${strong(title)} tour.`),
  };
}

export type ActivityLog = ReturnType<typeof activityLog>;
