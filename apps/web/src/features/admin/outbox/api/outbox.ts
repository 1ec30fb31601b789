import type { OutboxMessage, OutboxQuery } from '@app/core/api/admin/mail';
import { adminMailRoutes } from '@app/core/api/routes/admin-mail-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { callApi } from '../../../../api/api-call';

/** While a message waits for its delivery job, the list asks again every few seconds. */
const QUEUED_REFRESH_MS = 3000;

const waiting = (messages: OutboxMessage[] | undefined) =>
  messages?.some((message) => message.status === 'queued') ?? false;

export function useOutbox(filter: OutboxQuery) {
  return useQuery({
    ...apiQueryOptions(adminMailRoutes.outbox, { query: filter }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (waiting(query.state.data) ? QUEUED_REFRESH_MS : false),
  });
}

export function useMailDelivery() {
  return useQuery(apiQueryOptions(adminMailRoutes.mailDelivery, {}));
}

export function resendMail(id: string) {
  return callApi(adminMailRoutes.resendMail, { params: { id } });
}
