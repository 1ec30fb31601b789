import type { FeedbackRequest } from '@app/core/api/feedback';
import type { Database } from '../../platform/db/database';
import { feedback } from '../../platform/db/schema/feedback-tables';

export function feedbackRepository(db: Database) {
  return {
    async save(userId: string, entry: FeedbackRequest): Promise<void> {
      await db.insert(feedback).values({ userId, ...entry });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
