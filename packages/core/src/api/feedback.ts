import { z } from 'zod';

/** spec 2 section 2.14: the two kinds of feedback, as the dialog offers them. */
export const FEEDBACK_TYPES = ['Problem', 'Suggestion'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  Problem: 'I want to report a problem',
  Suggestion: 'I have a suggestion',
};

/**
 * spec 2 sections 3 and 5: type (default Suggestion), content (required), contact (default
 * true) and pageName, the current address, added on sending.
 */
export const feedbackRequest = z.object({
  type: z.enum(FEEDBACK_TYPES, 'type must be Problem or Suggestion'),
  content: z.string().trim().min(1, 'content is required').max(5000),
  contact: z.boolean(),
  pageName: z.string().trim().min(1, 'pageName is required').max(1000),
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;
