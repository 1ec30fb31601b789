import { institutionSummary, type InstitutionSummary } from '@app/core/api/institutions';
import { request } from '../../api/http-client';

export function getInstitution(iid: number, signal?: AbortSignal): Promise<InstitutionSummary> {
  return request(`/api/institution/${iid}`, { schema: institutionSummary, signal });
}
