import { PLANS, formatDollars, isFreePlan } from '@app/core/domain/plans';
import type { PlanType } from '@app/core/domain/products';
import { Anchor, Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The plan being bought, beside the signup and upgrade forms. */
export function PlanSummary({ planType, changeLink }: { planType: PlanType; changeLink: string }) {
  const plan = PLANS[planType];
  const free = isFreePlan(planType);
  const monthly = plan.options.some((o) => o.interval === 'month');
  return (
    <Paper withBorder radius="md" p="lg" bg="white">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4">
            {plan.name}
          </Title>
          <Badge variant="light" color={free ? 'gray' : 'ocean'}>
            {free ? 'Free' : plan.billingNote}
          </Badge>
        </Group>
        <div>
          <Text span fw={700} fz={28}>
            {formatDollars(plan.monthlyPrice)}
          </Text>{' '}
          <Text span c="dimmed" size="sm">
            {free ? 'forever' : monthly ? 'Monthly' : '/ month'}
          </Text>
          {!free && (
            <Text c="dimmed" size="sm">
              {monthly
                ? `or ${formatDollars(plan.annualPrice)} Annual`
                : `Billed annually: ${formatDollars(plan.annualPrice)} per year`}
            </Text>
          )}
        </div>
        <List
          spacing={6}
          size="sm"
          icon={
            <ThemeIcon size={16} radius="xl" color="teal" aria-hidden>
              <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                <path d="M2 5.2 4.1 7.3 8 3" stroke="white" strokeWidth="1.6" fill="none" />
              </svg>
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Anchor component={Link} to={changeLink} size="sm">
          Compare plans
        </Anchor>
      </Stack>
    </Paper>
  );
}
