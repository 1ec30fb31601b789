import type { UserState } from '@app/core/api/auth';
import type { QueryClient } from '@tanstack/react-query';
import type { InstitutionType } from '@app/core/domain/products';
import { BANK_KPI_TILES, SCORE_TILES, scoreMetricId } from '@app/core/domain/dashboard-tiles';
import { kpisQueryOptions, type KpiParams } from '../../../api/metrics/get-kpis';
import { depositSummaryQueryOptions } from './get-deposit-summary';

/** The institution a panel shows, as far as its calls need it. */
interface PanelSubject {
  iid: number;
  institutionType: InstitutionType;
}

/** The five score tiles of the Peer Comparison panel. */
export const scoreKpis = ({ iid, institutionType }: PanelSubject): KpiParams => ({
  iid,
  metricIds: SCORE_TILES.map((tile) => scoreMetricId(institutionType, tile.metricIndex)),
});

/** A bank's five KPI tiles. */
export const bankKpis = (iid: number): KpiParams => ({
  iid,
  metricIds: BANK_KPI_TILES.map((tile) => tile.metricId),
});

/**
 * Which product panels a single institution's dashboard shows: a holder of Non-Maturity
 * Deposits gets that product's panel; the Peer Comparison panel is for its holders, and stays
 * (locked) only for a user who holds neither.
 */
export function singlePanels(user: Pick<UserState, 'claims'>) {
  const holdsNmd = user.claims.includes('non-maturity-deposits');
  const holdsPc = user.claims.includes('peer-comparison');
  return { peerComparison: holdsPc || !holdsNmd, nonMaturityDeposits: holdsNmd };
}

/** The calls the single-institution panels make for an institution (SinglePanel). */
export function singlePanelQueries(user: Pick<UserState, 'claims'>, subject: PanelSubject) {
  const panels = singlePanels(user);
  const kpis: KpiParams[] = [];
  if (panels.peerComparison) kpis.push(scoreKpis(subject));
  if (panels.nonMaturityDeposits && subject.institutionType === 'bank') {
    kpis.push(bankKpis(subject.iid));
  }
  return {
    kpis: kpis.map(kpisQueryOptions),
    depositSummary: panels.nonMaturityDeposits ? depositSummaryQueryOptions(subject.iid) : null,
  };
}

/**
 * Outside MULTI organizations the selection restores the user's own institution: its panel
 * figures can be asked for beside the selection's calls rather than after them
 * (docs/performance.md, "First load").
 */
export function prefetchOwnPanelFigures(client: QueryClient, user: UserState) {
  const { institutionIid: iid, institutionType } = user;
  const hasPanel = user.products.some((product) => product.hasDashboard);
  if (!hasPanel || user.organizationType === 'MULTI' || iid === null || institutionType === null) {
    return;
  }
  const queries = singlePanelQueries(user, { iid, institutionType });
  for (const kpis of queries.kpis) void client.prefetchQuery(kpis);
  if (queries.depositSummary) void client.prefetchQuery(queries.depositSummary);
}
