import { formatMessageDate } from '@app/core/format/format-message-date';
import { Container, Paper, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { useActivity } from '../api/get-activity';

/** /activity: the user's own activity, newest first. */
export function ActivityPage() {
  const activity = useActivity();
  return (
    <Container size="md" py="xl">
      <PageTitle mb="lg">Activity</PageTitle>
      {activity.isPending ? (
        <PageLoader label="Loading activity" />
      ) : activity.isError ? (
        <LoadError
          message="We could not load your activity."
          onRetry={() => void activity.refetch()}
        />
      ) : activity.data.length === 0 ? (
        <Text c="dimmed">No recent activity</Text>
      ) : (
        <Paper withBorder radius="md">
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {activity.data.map((entry, index) => (
              <li
                key={entry.id}
                style={{
                  padding: '10px 16px',
                  borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)',
                }}
              >
                <Text size="sm">
                  {/* Sanitized by the server (sanitize-html) before it is sent. */}
                  <span dangerouslySetInnerHTML={{ __html: entry.content }} />
                </Text>
                <Text size="xs" c="dimmed">
                  {formatMessageDate(entry.dateSent)}
                </Text>
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
