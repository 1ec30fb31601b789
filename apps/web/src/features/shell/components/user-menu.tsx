import type { UserState } from '@app/core/api/auth';
import { Avatar, Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { LOG_OUT_LINK, userLinks } from '../utils/user-links';
import { ChevronDownIcon } from './chevron-down-icon';

export function initials(user: Pick<UserState, 'firstName' | 'lastName' | 'displayName'>): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`;
  return (letters || user.displayName.charAt(0)).toUpperCase();
}

export function UserMenu({ user }: { user: UserState }) {
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          fw={500}
          size="sm"
          leftSection={
            <Avatar size={26} radius="xl" color="ocean" aria-hidden="true">
              {initials(user)}
            </Avatar>
          }
          rightSection={<ChevronDownIcon />}
        >
          {user.displayName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user.admin && <Menu.Label>{user.organizationName}</Menu.Label>}
        {userLinks(user).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={LOG_OUT_LINK.to}>
          {LOG_OUT_LINK.label}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
