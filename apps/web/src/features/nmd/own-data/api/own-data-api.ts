import { OWN_DATA_TEMPLATE_FILE } from '@app/core/api/own-deposit-data';
import { ownDataRoutes } from '@app/core/api/routes/own-data-routes';
import { useQuery } from '@tanstack/react-query';
import { callApi, callApiForFile } from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';
import { downloadFile } from '../../../../ui/export/download-file';

/** What the organization has uploaded (GET /api/{iid}/nmd/own-data). */
export function useOwnData(iid: number | null, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(ownDataRoutes.summary, { params: { iid: iid ?? 0 } }),
    enabled: enabled && iid !== null,
  });
}

export { uploadOwnData } from '../../../../api/own-data/upload-own-data';

/** DELETE /api/{iid}/nmd/own-data: every row, at once. */
export function deleteOwnData(iid: number): Promise<void> {
  return callApi(ownDataRoutes.remove, { params: { iid } });
}

/** The CSV template, saved under the server's file name. */
export async function downloadOwnDataTemplate(iid: number): Promise<void> {
  const { blob, fileName } = await callApiForFile(ownDataRoutes.template, { params: { iid } });
  downloadFile(blob, fileName ?? OWN_DATA_TEMPLATE_FILE);
}
