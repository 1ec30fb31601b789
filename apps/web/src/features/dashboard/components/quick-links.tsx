import { Button } from '@mantine/core';
import { Link } from 'react-router';
import classes from './tiles.module.css';

export type QuickLink = { to: string; label: string };

/** spec 1 section 2: the Peer Comparison panel's quick links. */
export const PEER_COMPARISON_LINKS: QuickLink[] = [
  { to: '/peer-comparison/balance/snapshot', label: 'Balance Snapshot' },
  { to: '/peer-comparison/quarterly', label: 'Quarterly Summary' },
  { to: '/peer-comparison/correlations', label: 'Correlations' },
  { to: '/peer-comparison/groups', label: 'Peer Groups' },
];

/** spec 1 section 2: the multi/bank panel adds the deposit pages. */
export const NON_MATURITY_DEPOSIT_LINKS: QuickLink[] = [
  { to: '/non-maturity-deposits/decay_basic', label: 'Deposit Decay' },
  { to: '/non-maturity-deposits/beta_reg/beta_basic', label: 'Deposit Beta' },
];

export function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <nav aria-label="Quick links" className={classes.quickLinks} data-tour="quick-links">
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} size="xs" variant="default">
          {link.label}
        </Button>
      ))}
    </nav>
  );
}
