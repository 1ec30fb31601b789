import type { Activity } from '@app/core/api/content';
import { formatMessageDate } from '@app/core/format/format-message-date';
import { Text } from '@mantine/core';

/** One activity entry, as the dashboard card and the activity page list it: text, then date. */
export function ActivityEntry({ entry, lineClamp }: { entry: Activity; lineClamp?: number }) {
  return (
    <>
      <Text size="sm" lineClamp={lineClamp}>
        {/* Sanitized by the server (sanitize-html) before it is sent. */}
        <span dangerouslySetInnerHTML={{ __html: entry.content }} />
      </Text>
      <Text size="xs" c="dimmed">
        {formatMessageDate(entry.dateSent)}
      </Text>
    </>
  );
}
