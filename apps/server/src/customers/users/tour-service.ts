import type { TourProgressBody, TourRecord } from '@app/core/api/tours';
import { findTour } from '@app/core/domain/tours';
import type { ActivityLog } from '../content/activity-log';
import type { ToursRepository } from './tours-repository';

/** spec 1 section 7: the user's saved tour progress. */
export function tourService(deps: { tours: ToursRepository; activity: ActivityLog }) {
  return {
    list: (userId: string): Promise<TourRecord[]> => deps.tours.list(userId),

    /** Saves one tour's progress; a tour completed for the first time goes to the activity. */
    async save(userId: string, progress: TourProgressBody): Promise<TourRecord[]> {
      const before = (await deps.tours.list(userId)).find((t) => t.path === progress.path);
      await deps.tours.save(userId, progress);
      const tour = findTour(progress.path);
      if (tour && progress.completed && !before?.completed) {
        await deps.activity.finishedTour(userId, tour.title);
      }
      return deps.tours.list(userId);
    },
  };
}

export type TourService = ReturnType<typeof tourService>;
