import { betaSuiteRoutes } from '@app/core/api/routes/beta-suite-routes';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  callApiForFile,
  type CallArgs,
  type PathParams,
  type QueryOf,
  type ResponseOf,
} from '../../../../api/api-call';
import { apiQueryOptions } from '../../../../api/api-query';
import { downloadFile } from '../../../../ui/export/download-file';
import { comparisonGroupQuery, sourceQuery, useDataSource } from '../../own-data/source-switch';
import { usePageContext } from '../../../../product/renderer/page-context';

/**
 * The Beta Suite's calls, driven by its table in the contract (`betaSuiteRoutes`): a page is
 * one entry there, and `useBetaPage` calls it by that entry's name.
 */
type BetaRoutes = typeof betaSuiteRoutes;

/** The entries answering a page's JSON (the ALCO pack answers a file: `downloadAlcoPack`). */
export type BetaPageName = {
  [Name in keyof BetaRoutes]: BetaRoutes[Name] extends { response: z.ZodType } ? Name : never;
}[keyof BetaRoutes];

export type BetaPageQuery<Name extends BetaPageName> = QueryOf<BetaRoutes[Name]>;
export type BetaPageAnswer<Name extends BetaPageName> = ResponseOf<BetaRoutes[Name]>;

/** A page's path params, each null until known (no institution yet, no peer group chosen). */
export type BetaPageParams<Name extends BetaPageName> = {
  [Param in keyof PathParams<BetaRoutes[Name]>]: number | null;
};

/** A page's figures change only when data is loaded: kept five minutes. */
const STALE_TIME = 5 * 60_000;

/** A page's answer; not asked until `enabled` and every path param is known. */
export function useBetaPage<Name extends BetaPageName>(
  name: Name,
  params: BetaPageParams<Name>,
  query: BetaPageQuery<Name>,
  enabled: boolean,
  /** A source other than the one chosen: the call report, to set beside the own data. */
  forceSource?: string,
): UseQueryResult<BetaPageAnswer<Name>> {
  const entries = Object.entries(params as Record<string, number | null>);
  const known = entries.every(([, value]) => value !== null);
  // The data source chosen (issue 29): every page but Peer Rank, which ranks call-report figures.
  const [chosen] = useDataSource();
  const { peer } = usePageContext();
  const source = forceSource ?? chosen;
  // With own data, the peer selector's group too: its median is drawn beside the own line.
  const withSource =
    name === 'peerRank'
      ? query
      : { ...query, ...sourceQuery(source), ...comparisonGroupQuery(source, peer) };
  // TypeScript cannot resolve the arguments of an entry picked by a type parameter; they are
  // the entry's own: each `:name` of its path (unknown ones at 0, for a query not run) and its
  // query.
  const args = {
    params: Object.fromEntries(entries.map(([param, value]) => [param, value ?? 0])),
    query: withSource,
  } as unknown as CallArgs<BetaRoutes[Name]>;
  return useQuery({
    ...apiQueryOptions(betaSuiteRoutes[name], args),
    staleTime: STALE_TIME,
    enabled: enabled && known,
  });
}

export type AlcoPackQuery = QueryOf<BetaRoutes['alcoPack']>;

/**
 * The XLSX workbook of every Beta Suite page, saved under the server's file name. Fetched
 * rather than linked, so that a refusal (a range too short for the back-test, say) reaches the
 * page as the server's message instead of a failed browser download.
 */
export async function downloadAlcoPack(iid: number, query: AlcoPackQuery): Promise<void> {
  const { blob, fileName } = await callApiForFile(betaSuiteRoutes.alcoPack, {
    params: { iid },
    query,
  });
  downloadFile(blob, fileName ?? 'ALCO pack.xlsx');
}
