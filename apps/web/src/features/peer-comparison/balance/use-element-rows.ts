import { peerNameWithStatistic } from '../../../selection/peer-statistic';
import { peerLabel } from '../../../selection/peer-rules';
import { usePageContext } from '../../../product/renderer/page-context';
import { toPeerPath } from '../charts/peer-path';
import { useElement } from './api/get-element';
import type { SubjectLabels } from './element-data';

/**
 * An element's rows for the page's institution and peer, plus what its charts need to name
 * them. Not fetched on a paywalled page (the components draw their locked look instead).
 */
export function useElementRows(elementId: string) {
  const context = usePageContext();
  const { institution, peer, paywalled } = context;
  // Balance elements are dollar amounts, which have no aggregate ratio: the average instead.
  const peerStatistic = context.peerStatistic === 'aggregate' ? 'mean' : context.peerStatistic;
  const query = useElement(
    institution?.iid ?? null,
    elementId,
    toPeerPath(peer, peerStatistic),
    !paywalled,
  );
  const labels: SubjectLabels = {
    institution: institution?.name ?? 'Institution',
    peer: peerNameWithStatistic(peer, peerStatistic ?? 'mean') ?? peerLabel(peer),
  };
  return { context, query, labels };
}
