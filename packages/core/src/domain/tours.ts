import type { ProductCode, TierCode } from './products';

/**
 * A guided tour as the server and the web app both know it (spec 1 section 3, tour definition):
 * its route path, the group whose tours stop autostarting together, and who it applies to. The
 * step texts live with the web app (features/tours); the server needs only the paths, to refuse
 * progress for a tour that does not exist, and the titles, to name a finished tour in the
 * activity list.
 */
export interface TourInfo {
  /** The route the tour belongs to, e.g. /peer-comparison/balance/snapshot (no query). */
  path: string;
  title: string;
  /** spec 1 section 4: leaving one tour of a group stops autostart for the whole group. */
  group: string;
  /** The user must hold one of these products (any, for the dashboard tour). */
  products: readonly ProductCode[];
  /** spec 1 section 6: when set, the user must also hold one of these tiers. */
  tiers: readonly TierCode[];
  autoStart: boolean;
}

const PC = ['peer-comparison'] as const;
const NMD = ['non-maturity-deposits'] as const;
const PC_STANDARD = ['peer-comparison-standard'] as const;
const NMD_STANDARD = ['non-maturity-deposits-standard'] as const;

const pages = (
  room: string,
  roomTitle: string,
  pageList: readonly (readonly [string, string])[],
  tiers: readonly TierCode[] = [],
): TourInfo[] =>
  pageList.map(([page, pageTitle]) => ({
    path: `/peer-comparison/${room}/${page}`,
    title: `${roomTitle}: ${pageTitle}`,
    group: `peer-comparison-${room}`,
    products: PC,
    tiers,
    autoStart: true,
  }));

/** Every tour: the dashboard and each product route (spec 2 sections 2.2 and 2.3). */
export const TOURS: readonly TourInfo[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    group: 'dashboard',
    products: [...PC, ...NMD],
    tiers: [],
    autoStart: true,
  },
  ...pages('balance', 'Balance', [
    ['snapshot', 'Snapshot'],
    ['loans', 'Loans'],
    ['investments', 'Investments'],
    ['deposits', 'Deposits'],
    ['borrowings', 'Borrowings'],
  ]),
  // spec 1 section 6: credit quality needs the standard tier.
  ...pages(
    'creditquality',
    'Credit Quality',
    [
      ['pdna', 'Past Due and Nonaccrual'],
      ['corecov', 'Coverage'],
      ['agriculture', 'Agriculture'],
      ['commercial', 'Commercial'],
      ['construction', 'Construction'],
      ['consumer', 'Consumer'],
      ['cre', 'Commercial Real Estate'],
      ['lease', 'Lease'],
      ['multifamily', 'Multifamily'],
      ['residential', 'Residential'],
      ['other', 'Other'],
    ],
    PC_STANDARD,
  ),
  {
    path: '/peer-comparison/trends',
    title: 'Trends',
    group: 'peer-comparison-trends',
    products: PC,
    tiers: [],
    autoStart: true,
  },
  ...pages('quarterly', 'Quarterly', [
    ['group', 'Group Summary'],
    ['institution', 'Institution Summary'],
  ]),
  {
    path: '/peer-comparison/correlations',
    title: 'Correlations',
    group: 'peer-comparison-correlations',
    products: PC,
    tiers: PC_STANDARD,
    autoStart: true,
  },
  ...pages('performance', 'Performance', [
    ['snapshot', 'Snapshot'],
    ['liquidity', 'Liquidity'],
    ['profitability', 'Profitability'],
    ['capital', 'Capital'],
    ['revenue', 'Revenue and Expense'],
    ['credit', 'Credit'],
  ]),
  ...pages('groups', 'Peer Groups', [['manage', 'Manage Peer Groups']]),
  ...pages('groups', 'Peer Groups', [['create', 'Create Peer Group']], PC_STANDARD),
  {
    path: '/non-maturity-deposits/decay_basic',
    title: 'Decay',
    group: 'non-maturity-deposits-decay',
    products: NMD,
    tiers: NMD_STANDARD,
    autoStart: true,
  },
  {
    path: '/non-maturity-deposits/beta_reg/beta_basic',
    title: 'Beta: Basic',
    group: 'non-maturity-deposits-beta',
    products: NMD,
    tiers: NMD_STANDARD,
    autoStart: true,
  },
  {
    path: '/non-maturity-deposits/beta_reg/beta_linear',
    title: 'Beta: Linear',
    group: 'non-maturity-deposits-beta',
    products: NMD,
    tiers: NMD_STANDARD,
    autoStart: true,
  },
];

export const TOUR_PATHS: readonly string[] = TOURS.map((tour) => tour.path);

export function findTour(path: string): TourInfo | undefined {
  return TOURS.find((tour) => tour.path === path);
}
