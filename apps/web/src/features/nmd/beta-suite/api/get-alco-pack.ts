import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { callApiForFile, type QueryOf } from '../../../../api/api-call';
import { downloadFile } from '../../../../ui/export/download-file';

export type AlcoPackQuery = QueryOf<typeof betaSuiteRoutes.alcoPack>;

/**
 * GET /api/{iid}/nmd/beta-suite/alco-pack: the XLSX workbook of every Beta Suite page, saved
 * under the server's file name. Fetched rather than linked, so that a refusal (a range too
 * short for the back-test, say) reaches the page as the server's message instead of a failed
 * browser download.
 */
export async function downloadAlcoPack(iid: number, query: AlcoPackQuery): Promise<void> {
  const { blob, fileName } = await callApiForFile(betaSuiteRoutes.alcoPack, {
    params: { iid },
    query,
  });
  downloadFile(blob, fileName ?? 'ALCO pack.xlsx');
}
