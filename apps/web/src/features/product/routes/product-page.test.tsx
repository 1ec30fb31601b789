import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

function definition(roomPrefix: string) {
  return {
    name: 'Peer Comparison',
    clientCode: 'peer-comparison',
    rooms: [
      {
        name: `${roomPrefix}Balance`,
        clientCode: 'balance',
        pages: [
          { name: 'Snapshot', clientCode: 'snapshot', tiers: [], paywallMessage: '' },
          {
            name: 'Loans',
            clientCode: 'loans',
            tiers: ['peer-comparison-standard'],
            paywallMessage: 'Upgrade to see loans.',
          },
        ],
      },
      {
        name: 'Correlations',
        clientCode: 'correlations',
        pages: [{ name: 'Correlations', clientCode: 'correlations', tiers: [] }],
      },
    ],
  };
}

const productDefinitions = {
  'peer-comparison-1': definition(''),
  'peer-comparison-2': definition('Credit Union '),
};

describe('product pages', () => {
  it('send a signed-out visitor to log in', async () => {
    stubFetch({ productDefinitions });
    const { router } = renderApp('/peer-comparison/balance/loans');

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tell a user without the product claim that they have no access', async () => {
    const api = stubFetch({ signedIn: makeUser({ claims: [] }), productDefinitions });
    renderApp('/peer-comparison');

    expect(
      await screen.findByRole('heading', { name: 'You do not have access to Peer Comparison' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(api.requests.some((call) => call.path.startsWith('/assets/'))).toBe(false);
  });

  it('open the first page of the first room at /{product}', async () => {
    stubFetch({ signedIn: makeUser(), productDefinitions });
    const { router } = renderApp('/peer-comparison');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Balance Room - Snapshot' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/peer-comparison/balance/snapshot');
    const rooms = screen.getByRole('navigation', { name: 'Peer Comparison rooms' });
    expect(within(rooms).getByRole('link', { name: 'Balance' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Loans' })).toHaveAttribute(
      'href',
      '/peer-comparison/balance/loans',
    );
  });

  it('load the credit union definition for a credit union user', async () => {
    const api = stubFetch({
      signedIn: makeUser({ institutionType: 'credit union' }),
      productDefinitions,
    });
    renderApp('/peer-comparison/balance/snapshot');

    expect(
      await screen.findByRole('heading', { name: 'Credit Union Balance Room - Snapshot' }),
    ).toBeInTheDocument();
    expect(api.requestsTo('/assets/products/peer-comparison-2.json')).toHaveLength(1);
  });

  it('show a single-page room at its room address', async () => {
    stubFetch({ signedIn: makeUser(), productDefinitions });
    const { router } = renderApp('/peer-comparison/correlations');

    expect(await screen.findByRole('heading', { name: 'Correlations Room' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/peer-comparison/correlations');
  });

  it('offer the upgrade on a page above the user plan', async () => {
    stubFetch({
      signedIn: makeUser({
        products: [
          {
            clientCode: 'peer-comparison',
            tierClientCode: 'peer-comparison-basic',
            name: 'Peer Comparison',
            hasDashboard: true,
          },
        ],
      }),
      productDefinitions,
    });
    renderApp('/peer-comparison/balance/loans');

    expect(await screen.findByText('Upgrade to see loans.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
      'href',
      '/upgrade-pricing',
    );
  });

  it('render print pages without the application header and footer', async () => {
    stubFetch({ signedIn: makeUser(), productDefinitions });
    renderApp('/print/peer-comparison/balance/loans');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Balance Room - Loans' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
