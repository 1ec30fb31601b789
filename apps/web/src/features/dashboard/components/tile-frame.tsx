import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './tiles.module.css';

/** A dashboard tile: a link when it leads somewhere, else a labelled group. */
export function TileFrame({
  to,
  label,
  children,
}: {
  to?: string | null;
  label: string;
  children: ReactNode;
}) {
  if (to) {
    return (
      <Paper component={Link} to={to} withBorder p="sm" className={classes.tile} aria-label={label}>
        {children}
      </Paper>
    );
  }
  return (
    <Paper withBorder p="sm" className={classes.staticTile} role="group" aria-label={label}>
      {children}
    </Paper>
  );
}
