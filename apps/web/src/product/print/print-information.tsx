import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useDialogInformation } from '../../api/content/get-dialog-information';

/**
 * spec 2 section 2.13 'Include information boxes': an information dialog's text (spec 2.15)
 * printed in place of its "i" button.
 */
export function PrintInformation({ id }: { id: string }) {
  const information = useDialogInformation(id, true);
  if (information.isPending) return <Loader size="xs" aria-label="Loading information" />;
  if (information.isError) return null;
  const { title, content, footer } = information.data;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      bg="gray.0"
      aria-label={`Information: ${title}`}
      data-print-information
      component="aside"
    >
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {content}
        </Text>
        {footer && (
          <Text size="xs" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
