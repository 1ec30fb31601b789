import { Group } from '@mantine/core';
import { NavLink } from 'react-router';
import type { ProductRoom } from '@app/core/api/product-definition';
import classes from './product-nav.module.css';

/** spec 2 section 2: a room with several pages shows one link per page. */
export function RoomTabs({ productCode, room }: { productCode: string; room: ProductRoom }) {
  if (room.pages.length < 2) return null;
  return (
    <Group
      component="nav"
      aria-label={`${room.name} pages`}
      gap="lg"
      className={classes.tabs}
      data-tour="room-tabs"
    >
      {room.pages.map((page) => (
        <NavLink
          key={page.clientCode}
          to={`/${productCode}/${room.clientCode}/${page.clientCode}`}
          className={classes.link}
        >
          {page.name}
        </NavLink>
      ))}
    </Group>
  );
}
