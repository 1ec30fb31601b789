import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { buildPath, type QueryOf } from '../../../../api/api-call';

export type AlcoPackQuery = QueryOf<typeof betaSuiteRoutes.alcoPack>;

/**
 * GET /api/{iid}/nmd/beta-suite/alco-pack: the XLSX workbook of every Beta Suite page. Not a
 * call but a link: the browser downloads it under the server's file name, with the session
 * cookie like any page of the app.
 */
export function alcoPackUrl(iid: number, query: AlcoPackQuery): string {
  return buildPath(betaSuiteRoutes.alcoPack, { iid }, query);
}
