import type { ContentInput, ContentKind } from '@app/core/api/admin/content';
import { adminContentRoutes } from '@app/core/api/routes/admin-content-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { callApi } from '../../../../api/api-call';

export function useContentItems(kind: ContentKind) {
  return useQuery(apiQueryOptions(adminContentRoutes.contentItems, { params: { kind } }));
}

export function useContentAudiences() {
  return useQuery({
    ...apiQueryOptions(adminContentRoutes.contentAudiences, {}),
    staleTime: 60_000,
  });
}

export function createContent(kind: ContentKind, body: ContentInput) {
  return callApi(adminContentRoutes.createContent, { params: { kind }, body });
}

export function updateContent(kind: ContentKind, id: string, body: ContentInput) {
  return callApi(adminContentRoutes.updateContent, { params: { kind, id }, body });
}

export function withdrawContent(kind: ContentKind, id: string) {
  return callApi(adminContentRoutes.withdrawContent, { params: { kind, id } });
}
