import type { Activity } from '@app/core/api/content';
import { Stack, Text } from '@mantine/core';
import { ActivityEntry } from '../../../ui/activity-entry';
import { DashboardCard } from './dashboard-card';

/** spec 1 section 2: "No recent activity" when there is at most one entry. */
export function ActivityCard({ activity }: { activity: Activity[] }) {
  return (
    <DashboardCard
      title="Recent Activity"
      link={{ to: '/activity', label: 'View All' }}
      tour="activity"
    >
      {activity.length <= 1 ? (
        <Text size="sm" c="dimmed">
          No recent activity
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {activity.map((entry) => (
            <li key={entry.id}>
              <ActivityEntry entry={entry} lineClamp={2} />
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
