import type { UserState } from '@app/core/api/auth';
import { CLIENT_ADMIN_CLAIM } from '@app/core/domain/products';
import { MAX_PEER_INSTITUTIONS } from '@app/core/domain/shell-constants';
import { MAX_GROUP_MEMBERS, RECOMMENDED_GROUP_MEMBERS } from '@app/core/api/groups';
import { MIN_REGRESSION_POINTS } from '@app/core/analytics/least-squares';
import { contentRoutes } from '@app/core/api/routes/content-routes';
import { buildPath } from '../../api/api-call';

/** spec 1 section 2: the reference guide, linked from an image path under /api/image/. */
export const REFERENCE_GUIDE_PATH = buildPath(contentRoutes.referenceGuide);

export interface TourContext {
  user: Pick<UserState, 'claims' | 'organizationType' | 'institutionType'>;
}

export interface TourStep {
  /** The data-tour name of the element to point at; none for a centred step. */
  target?: string;
  title: string;
  /** HTML (driver.js renders it); only our own fixed texts, never user content. */
  text: string;
  when?: (context: TourContext) => boolean;
}

const isMulti = ({ user }: TourContext) => user.organizationType === 'MULTI';
const isClientAdmin = ({ user }: TourContext) => user.claims.includes(CLIENT_ADMIN_CLAIM);

const PEER_STEP: TourStep = {
  target: 'product-header',
  title: 'Choose your peer',
  text:
    'Compare against a peer group, or against one institution picked from a group. ' +
    "Filter a group's members with the checkboxes (the master box selects or clears them all). " +
    'Aggregate groups (national, state and asset size) cannot be filtered.',
};

const SWITCHER_STEP: TourStep = {
  target: 'institution-selector',
  title: 'Switch institution',
  text:
    'Search any institution by name (3 characters or more), keep the ones you follow under My ' +
    'Favorites, and switch to one with Switch To. The last five you viewed appear on your dashboard.',
  when: isMulti,
};

const DATE_STEP: TourStep = {
  target: 'date-control',
  title: 'Pick the period',
  text:
    'The date slider sets the quarters shown (the last 13 by default). Your range is remembered ' +
    'for each institution type.',
};

/** Steps every product page shares: switcher, rooms, peer (Peer Comparison), tabs, dates. */
function productSteps(product: 'pc' | 'nmd', multiPage: boolean): TourStep[] {
  return [
    SWITCHER_STEP,
    {
      target: 'product-nav',
      title: product === 'pc' ? 'Peer Comparison rooms' : 'Non-Maturity Deposits rooms',
      text: 'Each room groups related pages. The highlighted room is the one you are in.',
    },
    ...(product === 'pc' ? [PEER_STEP] : []),
    ...(multiPage
      ? [
          {
            target: 'room-tabs',
            title: 'Pages of this room',
            text: 'Switch between the pages of the room here.',
          },
        ]
      : []),
    DATE_STEP,
  ];
}

const content = (title: string, text: string): TourStep => ({
  target: 'page-content',
  title,
  text,
});

const REGRESSION_FACT = `Regression statistics (beta and R²) need at least ${MIN_REGRESSION_POINTS} quarters of data; with fewer the page shows Insufficient Data.`;

const balanceText: Record<string, string> = {
  snapshot: 'The balance sheet at a glance: your institution beside the peer, item by item.',
  loans: 'Loan mix and growth, compared with the peer.',
  investments: 'Securities and other investments, compared with the peer.',
  deposits: 'Deposit mix and cost, compared with the peer.',
  borrowings: 'Borrowed funds and their cost, compared with the peer.',
};

const performanceText =
  'Scores from 1 to 5 for liquidity, profitability, capital, revenue and expense, and credit. ' +
  'Each is a composite of key indicators sorted into quintiles against the peer, 5 being best. ' +
  'The note under each tile says whether a higher or a lower value is better.';

/** The steps of each tour, by path (spec 1 section 2, "Guided tours", for the facts). */
export function tourSteps(path: string): TourStep[] {
  if (path === '/dashboard') {
    return [
      {
        title: 'Welcome to your dashboard',
        text:
          'A short tour of the page. Use Next and Back or the arrow keys; Esc, the close button ' +
          'or a click outside ends it. The Tour link in the header starts it again.',
      },
      {
        target: 'main-nav',
        title: 'Your products',
        text: 'Dashboard brings you back here; Products opens Peer Comparison or Non-Maturity Deposits.',
      },
      { ...SWITCHER_STEP, text: `${SWITCHER_STEP.text} The panel below follows it.` },
      {
        target: 'latest-message',
        title: 'Latest message',
        text: 'The newest message from us. View All Messages lists them all.',
      },
      {
        target: 'activity',
        title: 'Recent activity',
        text: 'What you did lately: favourites, institutions you switched to, tours finished.',
      },
      { target: 'product-panel', title: 'Your institution', text: panelText() },
      {
        target: 'utility-nav',
        title: 'News and messages',
        text: 'Unread news and messages are counted here; opening them clears the count.',
      },
      {
        target: 'user-menu',
        title: 'Administration',
        text:
          'As an administrator you manage your organization under Administration: invite users by ' +
          'name and e-mail, choose their products (including administration), edit or delete ' +
          'users, and upload or delete your logo for printed reports (to replace a logo, delete it ' +
          'first, then upload the new one).',
        when: isClientAdmin,
      },
      {
        title: 'Reference guide',
        text: `For a full walk-through of every room, download the <a href="${REFERENCE_GUIDE_PATH}" target="_blank" rel="noopener">reference guide (PDF)</a>.`,
      },
    ];
  }

  const [, product, room, page] = path.split('/');
  if (product === 'non-maturity-deposits') {
    if (room === 'decay_basic') {
      return [
        ...productSteps('nmd', false),
        content(
          'Deposit decay',
          'How fast non-maturity deposit balances run off: the decay rate, run-off values and ' +
            'the weighted average life, from the stable and non-stable split of your balances.',
        ),
      ];
    }
    return [
      ...productSteps('nmd', true),
      content(
        page === 'beta_linear' ? 'Beta: linear' : 'Beta',
        'How your deposit costs follow market rates, by rate scenario. ' + REGRESSION_FACT,
      ),
    ];
  }

  switch (room) {
    case 'balance':
      return [...productSteps('pc', true), content('Balance', balanceText[page ?? ''] ?? '')];
    case 'creditquality':
      return [
        ...productSteps('pc', true),
        content(
          'Credit quality',
          'Past due, nonaccrual and charge-off ratios by loan type, and reserve coverage, against the peer.',
        ),
      ];
    case 'trends':
      return [
        ...productSteps('pc', false),
        content(
          'Trends',
          'Pick any metric to see its history beside the peer. Search the list with 3 or more characters.',
        ),
      ];
    case 'quarterly':
      return page === 'institution'
        ? [
            ...productSteps('pc', true).map((step) =>
              step === PEER_STEP
                ? {
                    ...PEER_STEP,
                    title: 'Competitor watch',
                    text: `Pick up to ${MAX_PEER_INSTITUTIONS} banks or credit unions from a group to compare side by side; further picks are ignored.`,
                  }
                : step,
            ),
            content(
              'Institution summary',
              `Each metric for you and up to ${MAX_PEER_INSTITUTIONS} competitors, with the difference to each.`,
            ),
          ]
        : [
            ...productSteps('pc', true),
            content(
              'Group summary',
              'Every metric for the quarter: your value, rank, the peer average, the difference and ' +
                'the top institution. Click a row for its trend and rank charts.',
            ),
          ];
    case 'correlations':
      return [
        ...productSteps('pc', false),
        content(
          'Correlations',
          'How a metric moves with a market rate: the chart shows rate, peer and institution. ' +
            REGRESSION_FACT,
        ),
      ];
    case 'performance':
      return [...productSteps('pc', true), content('Performance scores', performanceText)];
    case 'groups':
      return page === 'create'
        ? [
            ...productSteps('pc', true).filter((step) => step !== PEER_STEP && step !== DATE_STEP),
            content(
              'Create a peer group',
              'Similar: an automated search for institutions like yours; it tries to find groups of ' +
                '8 or more banks. Targeted: choose criteria; each institution needs at least 25% ' +
                'concentration in every loan area you select. Distinct: pick institutions by name. ' +
                `Groups above ${MAX_GROUP_MEMBERS} members cannot be saved; ${RECOMMENDED_GROUP_MEMBERS} or fewer are recommended.`,
            ),
          ]
        : [
            ...productSteps('pc', true).filter((step) => step !== PEER_STEP && step !== DATE_STEP),
            content(
              'Your peer groups',
              'Open a group to see its members. Custom groups can be renamed, deleted and have ' +
                `institutions added or removed; groups above ${MAX_GROUP_MEMBERS} members cannot be saved. ` +
                'Aggregate groups cannot be filtered.',
            ),
          ];
    case undefined:
      return [];
    default:
      // Another page of the product (an address the app does not route): no page steps.
      return [];
  }
}

function panelText(): string {
  return (
    'Single institutions see five scores from 1 (Low) to 5 (High), each a composite of key ' +
    'indicators sorted into quintiles against peers; a click opens the performance page. ' +
    'Multi-institution accounts see key figures with arrows against the prior quarter, or the ' +
    'institutions they viewed last.'
  );
}
