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
  const query = useElement(institution?.iid ?? null, elementId, toPeerPath(peer), !paywalled);
  const labels: SubjectLabels = {
    institution: institution?.name ?? 'Institution',
    peer: peerLabel(peer),
  };
  return { context, query, labels };
}
