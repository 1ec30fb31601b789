import { Alert, SimpleGrid } from '@mantine/core';
import type { PageComponentProps } from '../../../../product/renderer/component-registry';
import { dataStrings } from '../../../../product/renderer/component-data';
import { usePageContext } from '../../../../product/renderer/page-context';
import { usePageKpis } from '../utils/use-page-kpis';
import { toPeerPath } from '../../charts/peer-path';
import { PerformanceTile } from './performance-tile';

/**
 * 'PerformanceTiles' { area, metricIds } (spec 2 section 2.10): one tile per metric with its
 * sparkline (a measure's percentile, a score's score), the institution's and the peer's value
 * at the page's date and whether higher or lower is better.
 */
export function PerformanceTiles({ data }: PageComponentProps) {
  const { institution, peer, dateRange, paywalled, print } = usePageContext();
  const metricIds = dataStrings(data, 'metricIds');
  const date = dateRange?.endDate ?? null;
  const values = usePageKpis(metricIds);
  if (values.isError) {
    return (
      <Alert color="red" variant="light" title="The performance figures could not be loaded" />
    );
  }
  return (
    // On paper one tile a row, so each sparkline spans the sheet (issue 15).
    <SimpleGrid
      cols={print ? 1 : { base: 1, sm: 2, lg: 3 }}
      spacing="sm"
      data-pc-room="performance"
    >
      {metricIds.map((metricId) => (
        <PerformanceTile
          key={metricId}
          metricId={metricId}
          kpi={values.data?.find((v) => v.metricId === metricId) ?? null}
          peerIsGroup={peer !== null && peer.institution === null}
          percentile={
            institution && peer && date && !paywalled
              ? {
                  iid: institution.iid,
                  metricId,
                  groupId: peer.group.groupId,
                  groupType: peer.group.groupType,
                  members: peer.members,
                }
              : null
          }
          scores={
            institution && peer && date && !paywalled
              ? { iid: institution.iid, peer: toPeerPath(peer) }
              : null
          }
          date={date}
        />
      ))}
    </SimpleGrid>
  );
}
