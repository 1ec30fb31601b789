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

export const DECAY_PATH = '/non-maturity-deposits/decay_basic';
export const BETA_PATH = '/non-maturity-deposits/beta_reg/beta_basic';
/** issue 16: the panel links the Beta Suite room; the room opens its first page. */
export const BETA_SUITE_PATH = '/non-maturity-deposits/beta_suite';

/** spec 1 section 2: the multi/bank and deposit panels link the deposit pages. */
export const NON_MATURITY_DEPOSIT_LINKS: QuickLink[] = [
  { to: DECAY_PATH, label: 'Deposit Decay' },
  { to: BETA_PATH, label: 'Deposit Beta' },
  { to: '/non-maturity-deposits/beta_reg/beta_linear', label: 'Linear Beta' },
  { to: BETA_SUITE_PATH, label: 'Beta Suite' },
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
