import type { FeedbackQuery, FeedbackReplyRequest } from '@app/core/api/admin/mail';
import { adminMailRoutes } from '@app/core/api/routes/admin-mail-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { callApi } from '../../../../api/api-call';

export function useFeedbackInbox(filter: FeedbackQuery) {
  return useQuery({
    ...apiQueryOptions(adminMailRoutes.feedback, { query: filter }),
    // The table keeps the last answer while a new filter loads, rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function markFeedbackRead(id: string, read: boolean) {
  return callApi(adminMailRoutes.markFeedbackRead, { params: { id }, body: { read } });
}

export function replyToFeedback(id: string, body: FeedbackReplyRequest) {
  return callApi(adminMailRoutes.replyToFeedback, { params: { id }, body });
}
