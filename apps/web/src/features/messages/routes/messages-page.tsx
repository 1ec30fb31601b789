import { formatMessageDate } from '@app/core/format/format-message-date';
import {
  Badge,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TypographyStylesProvider,
} from '@mantine/core';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { useMessagesPage } from '../api/get-messages';

/** /messages: every message, newest first; entering resets the unread count. */
export function MessagesPage() {
  const messages = useMessagesPage();
  return (
    <Container size="md" py="xl">
      <PageTitle mb="lg">Messages</PageTitle>
      {messages.isPending ? (
        <PageLoader label="Loading messages" />
      ) : messages.isError ? (
        <LoadError
          message="We could not load your messages."
          onRetry={() => void messages.refetch()}
        />
      ) : messages.data.length === 0 ? (
        <Text c="dimmed">You have no messages.</Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {messages.data.map((message) => (
            <Paper key={message.id} component="li" withBorder p="md" radius="md">
              <Group gap="xs" mb={6}>
                <Text size="sm" c="dimmed">
                  {formatMessageDate(message.dateSent)}
                </Text>
                {message.dateViewed === null && (
                  <Badge size="xs" color="teal">
                    New
                  </Badge>
                )}
              </Group>
              <TypographyStylesProvider fz="sm">
                {/* Sanitized by the server (sanitize-html) before it is sent. */}
                <div dangerouslySetInnerHTML={{ __html: message.content }} />
              </TypographyStylesProvider>
            </Paper>
          ))}
        </Stack>
      )}
    </Container>
  );
}
