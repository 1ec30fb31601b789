import { SCORE_TILES, scoreMetricId } from '@app/core/domain/dashboard-tiles';
import { Alert, SimpleGrid } from '@mantine/core';
import type { PageComponentProps } from '../../../../product/renderer/component-registry';
import { dataStrings } from '../../../../product/renderer/component-data';
import { usePageContext } from '../../../../product/renderer/page-context';
import { usePageKpis } from '../utils/use-page-kpis';
import { KpiTile } from './kpi-tile';

/**
 * 'KpiTiles' { metricIds } (spec 2 section 2.10): a value tile per metric at the page's end
 * date with the peer group's average. The area's score tile links to the snapshot of all five.
 */
export function KpiTiles({ data }: PageComponentProps) {
  const { institution, institutionType, peer, pageCode } = usePageContext();
  const metricIds = dataStrings(data, 'metricIds');
  const values = usePageKpis(metricIds);
  const type = institution?.institutionType ?? institutionType;
  const scoreIds = new Set(SCORE_TILES.map((t) => scoreMetricId(type, t.metricIndex)));
  if (values.isError) {
    return <Alert color="red" variant="light" title="The KPI figures could not be loaded" />;
  }
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: Math.min(6, Math.max(metricIds.length, 1)) }}
      spacing="sm"
      data-pc-room="performance"
    >
      {metricIds.map((metricId) => (
        <KpiTile
          key={metricId}
          metricId={metricId}
          kpi={values.data?.find((v) => v.metricId === metricId) ?? null}
          peerIsGroup={peer !== null && peer.institution === null}
          to={
            scoreIds.has(metricId) && pageCode !== 'snapshot'
              ? '/peer-comparison/performance/snapshot'
              : null
          }
        />
      ))}
    </SimpleGrid>
  );
}
