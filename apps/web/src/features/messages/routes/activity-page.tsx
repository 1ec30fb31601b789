import { Paper, Stack } from '@mantine/core';
import { ActivityEntry } from '../../../ui/activity-entry';
import { useActivity } from '../api/get-activity';
import { ListPage } from '../components/list-page';

/** /activity: the user's own activity, newest first. */
export function ActivityPage() {
  return (
    <ListPage
      title="Activity"
      query={useActivity()}
      loadingLabel="Loading activity"
      errorMessage="We could not load your activity."
      emptyText="No recent activity"
    >
      {(activity) => (
        <Paper withBorder radius="md">
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {activity.map((entry, index) => (
              <li
                key={entry.id}
                style={{
                  padding: '10px 16px',
                  borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)',
                }}
              >
                <ActivityEntry entry={entry} />
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </ListPage>
  );
}
