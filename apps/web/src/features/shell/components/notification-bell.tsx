import type { Notification } from '@app/core/api/notifications';
import { ActionIcon, Badge, Box, Indicator, Menu, ScrollArea, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { afterNotificationRead } from '../../../api/invalidations';
import { useNotifications } from '../../../api/notifications/get-notifications';
import { markNotificationRead } from '../../../api/notifications/mark-notification-read';
import { BellIcon } from '../../../ui/bell-icon';

/**
 * The header's bell (issue 25 point 6): the unread count, and the notifications a new quarter
 * brought, newest first. Choosing one opens the page it links to and marks it read.
 */
export function NotificationBell() {
  const { data } = useNotifications();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unread = data?.unreadCount ?? 0;
  const open = async (notification: Notification) => {
    void navigate(notification.link);
    if (!notification.readAt) {
      await markNotificationRead(notification.id);
      await afterNotificationRead(queryClient);
    }
  };
  const label = unread > 0 ? `Notifications (${unread} unread)` : 'Notifications';
  return (
    // The menu's aria attributes belong on the button itself, not on the badge's wrapper.
    <Indicator label={unread} size={16} color="teal" disabled={unread === 0} offset={4}>
      <Menu position="bottom-end" shadow="md" width={360}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="dark" size="lg" aria-label={label}>
            <BellIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Notifications</Menu.Label>
          {!data || data.notifications.length === 0 ? (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              Nothing yet. When a new quarter of call reports is in, you are told here.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={420}>
              {data.notifications.map((notification) => (
                <Menu.Item key={notification.id} onClick={() => void open(notification)}>
                  <Box>
                    <Text size="sm" fw={notification.readAt ? 400 : 700}>
                      {notification.title}
                      {!notification.readAt && (
                        <Badge ml={6} size="xs" color="teal" component="span">
                          New
                        </Badge>
                      )}
                    </Text>
                    {notification.lines.slice(0, 3).map((line, i) => (
                      <Text key={i} size="xs" c="dimmed">
                        {line.text}
                      </Text>
                    ))}
                  </Box>
                </Menu.Item>
              ))}
            </ScrollArea.Autosize>
          )}
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
