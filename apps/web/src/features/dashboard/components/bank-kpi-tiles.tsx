import { BANK_KPI_TILES } from '@app/core/domain/dashboard-tiles';
import { Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useKpis } from '../../../api/metrics/get-kpis';
import { bankKpis } from '../api/panel-queries';
import { KpiTile } from './kpi-tile';

/**
 * spec 1 section 2: a bank's five KPI tiles with an arrow against the prior quarter; a click
 * goes to the decay page (for holders of Non-Maturity Deposits). The server answers a closed
 * bank at its last report.
 */
export function BankKpiTiles({ iid, to }: { iid: number; to: string | null }) {
  const kpis = useKpis(bankKpis(iid));
  if (kpis.isPending) {
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label="Loading key figures" />
      </Group>
    );
  }
  if (kpis.isError)
    return (
      <Text c="dimmed" py="md">
        The key figures could not be loaded.
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" mt="md" data-tour="kpi-tiles">
      {BANK_KPI_TILES.map((tile) => (
        <KpiTile
          key={tile.metricId}
          title={tile.title}
          kpi={kpis.data.find((k) => k.metricId === tile.metricId)}
          to={to}
        />
      ))}
    </SimpleGrid>
  );
}
