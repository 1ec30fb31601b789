import type { UserState } from '@app/core/api/auth';
import { SCORE_MIN_MEASURES } from '@app/core/analytics/quintile-score';
import { SCORE_TILES } from '@app/core/domain/dashboard-tiles';
import type { InstitutionSummary } from '@app/core/api/institutions';
import {
  Anchor,
  Button,
  Collapse,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useKpis } from '../../../api/metrics/get-kpis';
import { scoreKpis } from '../api/panel-queries';
import { QuickLinks, PEER_COMPARISON_LINKS } from './quick-links';
import { ScoreTile } from './score-tile';

/**
 * spec 1 section 2, Peer Comparison panel (single institution): quick links, five score tiles
 * linking to their performance pages (only for holders of Peer Comparison), the note on how
 * scores are made, and Go to Product.
 */
export function PeerComparisonPanel({
  user,
  institution,
}: {
  user: UserState;
  institution: InstitutionSummary;
}) {
  const holdsPeerComparison = user.claims.includes('peer-comparison');
  const scores = useKpis(scoreKpis(institution));
  const [noteOpen, note] = useDisclosure(false);

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      aria-labelledby="pc-panel-title"
      data-tour="product-panel"
    >
      <Group justify="space-between" mb="xs" wrap="wrap">
        <div>
          <Text id="pc-panel-title" component="h2" fw={700} size="lg" m={0}>
            Peer Comparison
          </Text>
          <Text size="sm" c="dimmed">
            {institution.label}
          </Text>
        </div>
        {holdsPeerComparison ? (
          <Button component={Link} to="/peer-comparison" variant="light">
            Go to Product
          </Button>
        ) : (
          <Anchor component={Link} to="/pricing" size="sm">
            Add Peer Comparison to your plan
          </Anchor>
        )}
      </Group>
      {holdsPeerComparison && <QuickLinks links={PEER_COMPARISON_LINKS} />}
      <div data-tour="score-tiles">
        {scores.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label="Loading scores" />
          </Group>
        ) : scores.isError ? (
          <Text c="dimmed" py="md">
            The scores could not be loaded.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" mt="md">
            {SCORE_TILES.map((tile, index) => {
              const kpi = scores.data[index];
              return (
                <ScoreTile
                  key={tile.area}
                  title={tile.title}
                  value={kpi?.value ?? null}
                  displayType={kpi?.displayType ?? 'INT'}
                  reportDate={kpi?.reportDate ?? null}
                  measures={kpi?.measures ?? null}
                  to={holdsPeerComparison ? `/peer-comparison/performance/${tile.area}` : null}
                />
              );
            })}
          </SimpleGrid>
        )}
      </div>
      <UnstyledButton
        onClick={note.toggle}
        mt="sm"
        aria-expanded={noteOpen}
        aria-controls="score-note"
      >
        <Text size="sm" c="ocean.7" fw={500}>
          {noteOpen ? 'Hide how scores are made' : 'How are scores made?'}
        </Text>
      </UnstyledButton>
      <Collapse in={noteOpen} id="score-note">
        <Text size="sm" c="dimmed" mt={4}>
          Each rank is a composite of key performance indicators (KPIs) in its area: every KPI is
          ranked against all institutions of your type that quarter, and the composite (the mean of
          those ranks) is sorted into quintiles, each holding a fifth of the institutions. 5 is the
          best fifth: 1 Low, 2 Below Average, 3 Average, 4 Above Average, 5 High. Each tile says how
          many of its area&apos;s measures the score rests on; with fewer than {SCORE_MIN_MEASURES}{' '}
          reported there is no score.
        </Text>
      </Collapse>
    </Paper>
  );
}
