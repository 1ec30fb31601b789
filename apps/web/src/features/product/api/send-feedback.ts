import type { FeedbackRequest } from '@app/core/api/feedback';
import { request } from '../../../api/http-client';

/** spec 2 section 7: POST api/feedback; the answer is ignored. */
export function sendFeedback(feedback: FeedbackRequest): Promise<void> {
  return request('/api/feedback', { method: 'POST', body: feedback });
}
