import { Container, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

type ComingSoonPageProps = { title: string; note: string; children?: ReactNode };

/** A registered route whose screen is not built yet: says so plainly instead of faking it. */
export function ComingSoonPage({ title, note, children }: ComingSoonPageProps) {
  return (
    <Container size="lg" py="xl">
      <PageTitle mb="md">{title}</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{note}</Text>
        {children}
      </Paper>
    </Container>
  );
}
