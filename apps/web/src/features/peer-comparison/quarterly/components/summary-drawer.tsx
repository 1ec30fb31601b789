import { CloseButton, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './summary-drawer.module.css';

/**
 * The summaries' bottom drawer (spec 2 sections 2.5 and 2.6): a panel held at the bottom of the
 * window under the table. It is not modal, so another row can be clicked while it is open; Escape
 * and the close button close it (useRowDrawer).
 */
export function SummaryDrawer({
  id,
  title,
  subtitle,
  onClose,
  columns,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  onClose: () => void;
  columns: number;
  children: ReactNode;
}) {
  return (
    <Paper
      id={id}
      component="section"
      aria-label={`${title} details`}
      className={classes.drawer}
      withBorder
      shadow="lg"
      radius="md"
      p="sm"
      data-testid="summary-drawer"
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <div>
          <Title order={2} size="h5">
            {title}
          </Title>
          {subtitle && (
            <Text size="xs" c="gray.7">
              {subtitle}
            </Text>
          )}
        </div>
        <CloseButton aria-label="Close details" onClick={onClose} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: columns }} spacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}
