import { PLAN_TYPES, type PlanType } from '@app/core/domain/products';
import { Anchor, Container, Grid, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/page-title';
import { PlanSummary } from '../components/plan-summary';
import { SignupForm } from '../components/signup-form';

/** The plan of ?plan=, the Free plan when it is missing or unknown. */
export function planFromQuery(value: string | null): PlanType {
  return PLAN_TYPES.find((p) => p === value) ?? 'PeerComparisonBasic';
}

/** /signup and /signup/{partnerId}?plan=… (spec 1 section 2). */
export function SignupPage() {
  const [params] = useSearchParams();
  const { partnerId } = useParams();
  const planType = planFromQuery(params.get('plan'));
  const loginPath = partnerId ? `/login/${partnerId}` : '/login';
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <PageTitle>Sign Up</PageTitle>
        <Text c="dimmed">
          Create your organization&apos;s account. Already have one?{' '}
          <Anchor component={Link} to={loginPath} inherit>
            Log in
          </Anchor>
          .
        </Text>
      </Stack>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} bg="white">
            {/* A new plan is a new form: nothing typed for one plan's rules carries over. */}
            <SignupForm key={planType} planType={planType} partnerCode={partnerId ?? null} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PlanSummary planType={planType} changeLink="/pricing" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
