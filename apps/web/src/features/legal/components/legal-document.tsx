import { Container, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../ui/page-title';

export type LegalSection = { heading: string; body: ReactNode };

/** A policy page: title, effective date, numbered sections. */
export function LegalDocument({
  title,
  effective,
  intro,
  sections,
}: {
  title: string;
  effective: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Container size="md" py="xl">
      <PageTitle>{title}</PageTitle>
      <Text c="dimmed" size="sm" mt={4} mb="lg">
        Effective {effective}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} bg="white">
        <Typography>
          <Stack gap="lg">
            <div>{intro}</div>
            {sections.map((section, index) => (
              <section key={section.heading} aria-labelledby={`legal-${index}`}>
                <Title order={2} fz="h4" id={`legal-${index}`} mb="xs">
                  {index + 1}. {section.heading}
                </Title>
                {section.body}
              </section>
            ))}
          </Stack>
        </Typography>
      </Paper>
    </Container>
  );
}
