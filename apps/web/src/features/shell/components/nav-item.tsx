import { Badge, VisuallyHidden } from '@mantine/core';
import { NavLink } from 'react-router';
import classes from './site-header.module.css';

type NavItemProps = { to: string; label: string; unread?: number };

export function NavItem({ to, label, unread = 0 }: NavItemProps) {
  return (
    <NavLink to={to} className={classes.navLink}>
      {label}
      {unread > 0 && (
        <>
          <Badge size="sm" circle={unread < 10} color="teal" aria-hidden="true">
            {unread}
          </Badge>
          <VisuallyHidden>({unread} unread)</VisuallyHidden>
        </>
      )}
    </NavLink>
  );
}
