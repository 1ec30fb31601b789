import type { UserState } from '@app/core/api/auth';
import { PLANS, PRICING_CARDS, formatDollars } from '@app/core/domain/plans';
import { Anchor, Container, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { PlanCard } from '../components/plan-card';
import { planCardModel } from '../utils/plan-card-model';

/** /pricing: three plan cards, Bundle highlighted (spec 1 section 2). */
export function PricingPage({ user }: { user: UserState | null }) {
  const free = PLANS.PeerComparisonBasic;
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="xl" ta="center" align="center">
        <PageTitle>Pricing</PageTitle>
        <Text c="dimmed" maw={620}>
          Benchmark your bank or credit union against its peers and set defensible deposit
          assumptions. Every plan covers one institution and all of its users.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PRICING_CARDS.map(({ planType, highlighted }) => (
          <PlanCard key={planType} model={planCardModel(planType, highlighted, user)} />
        ))}
      </SimpleGrid>
      {!user && (
        <Paper withBorder radius="md" p="md" mt="xl" bg="white">
          <Text size="sm" ta="center">
            Just looking? The {free.name} plan costs {formatDollars(free.annualPrice)}: compare your
            institution with a national, a state and an aggregate peer group.{' '}
            <Anchor component={Link} to="/signup?plan=PeerComparisonBasic" inherit fw={600}>
              Sign up free
            </Anchor>
          </Text>
        </Paper>
      )}
    </Container>
  );
}
