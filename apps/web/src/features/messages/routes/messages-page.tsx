import { formatMessageDate } from '@app/core/format/format-message-date';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useMessagesPage } from '../api/get-messages';
import { ListPage } from '../components/list-page';
import { MessageBody } from '../components/message-body';

/** /messages: every message, newest first; entering resets the unread count. */
export function MessagesPage() {
  return (
    <ListPage
      title="Messages"
      query={useMessagesPage()}
      loadingLabel="Loading messages"
      errorMessage="We could not load your messages."
      emptyText="You have no messages."
    >
      {(messages) => (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {messages.map((message) => (
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
              <MessageBody html={message.content} />
            </Paper>
          ))}
        </Stack>
      )}
    </ListPage>
  );
}
