import { Badge, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PlanCardModel } from '../utils/plan-card-model';

function CheckIcon() {
  return (
    <ThemeIcon size={18} radius="xl" color="teal" aria-hidden>
      <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
        <path d="M2 5.2 4.1 7.3 8 3" stroke="white" strokeWidth="1.6" fill="none" />
      </svg>
    </ThemeIcon>
  );
}

export function PlanCard({ model }: { model: PlanCardModel }) {
  const { action } = model;
  return (
    <Card
      component="article"
      aria-label={`${model.name} plan`}
      withBorder
      radius="lg"
      padding="xl"
      shadow={model.highlighted ? 'md' : 'xs'}
      style={{
        borderColor: model.highlighted ? 'var(--mantine-color-ocean-7)' : undefined,
        borderWidth: model.highlighted ? 2 : 1,
        height: '100%',
      }}
    >
      <Stack gap="md" h="100%">
        <Stack gap={6}>
          {model.highlighted ? (
            <Badge variant="filled" color="ocean" style={{ alignSelf: 'flex-start' }}>
              Best value
            </Badge>
          ) : (
            <Badge
              variant="transparent"
              c="transparent"
              style={{ alignSelf: 'flex-start' }}
              aria-hidden
            >
              &nbsp;
            </Badge>
          )}
          {/* One line at every width, so the prices of the three cards line up. */}
          <Title order={2} fz={{ base: 'h3', md: 'h4', lg: 'h3' }} style={{ whiteSpace: 'nowrap' }}>
            {model.name}
          </Title>
        </Stack>
        <div>
          <Text span fw={750} fz={40} lh={1} c="ocean.9">
            {model.headline.amount}
          </Text>{' '}
          <Text span c="dimmed" size="sm">
            {model.headline.unit}
          </Text>
          <Text size="sm" c="dimmed" mt={4} mih={20}>
            {model.secondary}
          </Text>
        </div>
        <List spacing={8} size="sm" icon={<CheckIcon />} style={{ flex: 1 }}>
          {model.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action.kind === 'link' ? (
          <Button
            component={Link}
            to={action.to}
            size="md"
            fullWidth
            variant={model.highlighted ? 'filled' : 'outline'}
          >
            {action.label}
          </Button>
        ) : (
          <Stack gap={6}>
            <Button
              size="md"
              fullWidth
              variant="light"
              color={action.kind === 'current' ? 'teal' : 'gray'}
              disabled
            >
              {action.label}
            </Button>
            {action.kind === 'ask' && (
              <Text size="sm" c="dimmed" ta="center">
                {action.note}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
