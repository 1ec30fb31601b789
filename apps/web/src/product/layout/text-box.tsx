import { Paper, Text, Title } from '@mantine/core';
import type { PageComponentProps } from '../renderer/component-registry';
import { dataString } from '../renderer/component-data';

/** 'TextBox' { title?, text } (spec 2 section 2.10): plain explanatory text. */
export function TextBox({ data }: PageComponentProps) {
  const title = dataString(data, 'title');
  const text = dataString(data, 'text') ?? '';
  return (
    <Paper bg="gray.0" radius="md" p="md">
      {title && (
        <Title order={4} size="h5" mb={4}>
          {title}
        </Title>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </Paper>
  );
}
