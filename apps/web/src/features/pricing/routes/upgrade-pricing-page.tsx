import type { UserState } from '@app/core/api/auth';
import { UPGRADE_PRICING_CARDS } from '@app/core/domain/plans';
import { mayChangePlan } from '@app/core/domain/membership';
import { Anchor, Box, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { AskAdministratorAlert } from '../../../ui/ask-administrator-alert';
import { PlanCard } from '../components/plan-card';
import { planCardModel } from '../utils/plan-card-model';

/** /upgrade-pricing: the Standard plan, highlighted, beside the Free plan (spec 1 section 2). */
export function UpgradePricingPage({ user }: { user: UserState }) {
  return (
    <Container size="md" py="xl">
      <Stack gap={4} mb="xl" ta="center" align="center">
        <PageTitle>Upgrade Your Plan</PageTitle>
        <Text c="dimmed" maw={560}>
          Standard adds custom peer groups, performance metrics, market rate analysis and PDF
          reports. The upgrade takes effect as soon as the payment goes through.
        </Text>
      </Stack>
      {!mayChangePlan(user) && (
        <Box mb="lg">
          <AskAdministratorAlert user={user} />
        </Box>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {UPGRADE_PRICING_CARDS.map(({ planType, highlighted }) => (
          <PlanCard key={planType} model={planCardModel(planType, highlighted, user)} />
        ))}
      </SimpleGrid>
      <Text ta="center" size="sm" mt="lg" c="dimmed">
        Looking for Non-Maturity Deposits or the Bundle?{' '}
        <Anchor component={Link} to="/pricing" inherit>
          See all plans
        </Anchor>
        .
      </Text>
    </Container>
  );
}
