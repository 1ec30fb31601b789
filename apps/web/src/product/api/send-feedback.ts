import type { FeedbackRequest } from '@app/core/api/feedback';
import { contentRoutes } from '@app/core/api/routes/content-routes';
import { callApi } from '../../api/api-call';

/** spec 2 section 7: POST api/feedback; the answer is ignored. */
export function sendFeedback(feedback: FeedbackRequest): Promise<void> {
  return callApi(contentRoutes.feedback, { body: feedback });
}
