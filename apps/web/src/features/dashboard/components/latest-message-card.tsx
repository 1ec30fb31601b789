import type { Message } from '@app/core/api/content';
import { formatMessageDate } from '@app/core/format/format-message-date';
import { Text, TypographyStylesProvider } from '@mantine/core';
import { DashboardCard } from './dashboard-card';

/** spec 1 section 2: the latest message, dated MMM dd, yyyy, with View All Messages. */
export function LatestMessageCard({ message }: { message: Message | null }) {
  return (
    <DashboardCard
      title="Latest Message"
      link={{ to: '/messages', label: 'View All Messages' }}
      tour="latest-message"
    >
      {message ? (
        <>
          <Text size="xs" c="dimmed" mb={4}>
            {formatMessageDate(message.dateSent)}
          </Text>
          <TypographyStylesProvider fz="sm" style={{ maxHeight: 140, overflow: 'auto' }}>
            {/* Sanitized by the server (sanitize-html) before it is sent. */}
            <div dangerouslySetInnerHTML={{ __html: message.content }} />
          </TypographyStylesProvider>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No messages yet.
        </Text>
      )}
    </DashboardCard>
  );
}
