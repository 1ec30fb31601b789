import { z } from 'zod';
import {
  feedbackEntry,
  feedbackParams,
  feedbackQuery,
  feedbackReadRequest,
  feedbackReplyRequest,
  mailDelivery,
  outboxMessage,
  outboxParams,
  outboxQuery,
} from '../admin/mail';
import { apiRoute } from './api-route';

/** The platform admin console's mail screens: the feedback inbox and the e-mail outbox. */
export const adminMailRoutes = {
  feedback: apiRoute({
    method: 'GET',
    path: '/api/admin/feedback',
    query: feedbackQuery,
    response: z.array(feedbackEntry),
  }),
  markFeedbackRead: apiRoute({
    method: 'PUT',
    path: '/api/admin/feedback/:id/read',
    params: feedbackParams,
    body: feedbackReadRequest,
    response: feedbackEntry,
  }),
  replyToFeedback: apiRoute({
    method: 'POST',
    path: '/api/admin/feedback/:id/reply',
    params: feedbackParams,
    body: feedbackReplyRequest,
    response: feedbackEntry,
  }),
  outbox: apiRoute({
    method: 'GET',
    path: '/api/admin/outbox',
    query: outboxQuery,
    response: z.array(outboxMessage),
  }),
  mailDelivery: apiRoute({
    method: 'GET',
    path: '/api/admin/outbox/delivery',
    response: mailDelivery,
  }),
  resendMail: apiRoute({
    method: 'POST',
    path: '/api/admin/outbox/:id/resend',
    params: outboxParams,
    response: outboxMessage,
  }),
} as const;
