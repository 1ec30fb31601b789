import type { UserState } from '@app/core/api/auth';
import type { RecentInstitution } from '@app/core/api/content';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { afterInstitutionSwitch } from '../../../api/invalidations';
import { selectionStore } from '../../../selection/selection-store';
import { multiPanelTitle } from '../utils/panel-title';
import { BankKpiTiles } from './bank-kpi-tiles';
import { DepositFigures } from './deposit-figures';
import {
  DECAY_PATH,
  NON_MATURITY_DEPOSIT_LINKS,
  PEER_COMPARISON_LINKS,
  QuickLinks,
  type QuickLink,
} from './quick-links';
import { RecentInstitutionTile } from './recent-institution-tile';

const SNAPSHOT_PATH = '/peer-comparison/balance/snapshot';

/**
 * spec 1 section 2, multi/bank panel: titled by the products held; quick links; for banks five
 * KPI tiles with arrows (a click goes to the decay page); for non-bank MULTI accounts the five
 * most recently viewed institutions with Total Assets (a click selects one, records the visit
 * and opens the balance snapshot).
 */
export function MultiInstitutionPanel({
  user,
  institution,
  recent,
}: {
  user: UserState;
  institution: InstitutionSummary | null;
  recent: RecentInstitution[];
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const holdsPc = user.claims.includes('peer-comparison');
  const holdsNmd = user.claims.includes('non-maturity-deposits');
  const links: QuickLink[] = [
    ...(holdsNmd ? NON_MATURITY_DEPOSIT_LINKS : []),
    ...(holdsPc ? PEER_COMPARISON_LINKS : []),
  ];
  const showKpis = user.institutionType === 'bank' && institution?.institutionType === 'bank';

  const openRecent = (chosen: RecentInstitution) => {
    void selectionStore
      .selectInstitution(user, chosen, { recordViewed: true })
      .then((visited) => afterInstitutionSwitch(queryClient, visited));
    void navigate(SNAPSHOT_PATH);
  };

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      aria-labelledby="multi-panel-title"
      data-tour="product-panel"
    >
      <Text id="multi-panel-title" component="h2" fw={700} size="lg" m={0}>
        {multiPanelTitle(user.products)}
      </Text>
      {showKpis && institution && (
        <Text size="sm" c="dimmed">
          {institution.label}
        </Text>
      )}
      {links.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <QuickLinks links={links} />
        </div>
      )}
      {showKpis && institution ? (
        <BankKpiTiles iid={institution.iid} to={holdsNmd ? DECAY_PATH : null} />
      ) : (
        <RecentInstitutions recent={recent} onSelect={holdsPc ? openRecent : null} />
      )}
      {holdsNmd && institution && <DepositFigures iid={institution.iid} />}
    </Paper>
  );
}

function RecentInstitutions({
  recent,
  onSelect,
}: {
  recent: RecentInstitution[];
  onSelect: ((institution: RecentInstitution) => void) | null;
}) {
  return (
    <div data-tour="recent-institutions">
      <Text fw={600} size="sm" mt="md" mb="xs">
        Recently Viewed
      </Text>
      {recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          Institutions you switch to appear here.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {recent.map((institution) => (
            <RecentInstitutionTile
              key={institution.iid}
              institution={institution}
              onSelect={onSelect}
            />
          ))}
        </SimpleGrid>
      )}
    </div>
  );
}
