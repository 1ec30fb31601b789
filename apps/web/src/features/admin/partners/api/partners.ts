import type {
  PartnerCreateRequest,
  PartnerFields,
  PartnerImageKind,
  PartnerImageUpload,
} from '@app/core/api/admin/partners';
import { adminPartnerRoutes } from '@app/core/api/routes/admin-partner-routes';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../../api/api-query';
import { callApi } from '../../../../api/api-call';

export function usePartners() {
  return useQuery(apiQueryOptions(adminPartnerRoutes.partners, {}));
}

export function createPartner(body: PartnerCreateRequest) {
  return callApi(adminPartnerRoutes.createPartner, { body });
}

export function updatePartner(code: string, body: PartnerFields) {
  return callApi(adminPartnerRoutes.updatePartner, { params: { code }, body });
}

export function removePartner(code: string) {
  return callApi(adminPartnerRoutes.removePartner, { params: { code } });
}

export function uploadPartnerImage(code: string, kind: PartnerImageKind, body: PartnerImageUpload) {
  return callApi(adminPartnerRoutes.uploadPartnerImage, { params: { code, kind }, body });
}
