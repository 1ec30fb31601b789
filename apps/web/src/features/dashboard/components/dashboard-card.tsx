import { Anchor, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type DashboardCardProps = {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  tour?: string;
};

export function DashboardCard({ title, link, children, tour }: DashboardCardProps) {
  const headingId = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-tour={tour}
      h="100%"
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text
          id={headingId}
          fw={700}
          component="h2"
          size="md"
          m={0}
          style={{ whiteSpace: 'nowrap' }}
        >
          {title}
        </Text>
        {link && (
          <Anchor component={Link} to={link.to} size="sm" ta="right">
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Paper>
  );
}
