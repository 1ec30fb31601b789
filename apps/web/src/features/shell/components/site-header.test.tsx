import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';
import { SiteHeader } from './site-header';

describe('site header', () => {
  it('shows the logo and tagline to a signed-out visitor', async () => {
    stubFetch();
    renderApp('/pricing');

    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Making Your Data Matter')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Peerscope home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('gives a signed-in user the dashboard, products, unread counts and user menu', async () => {
    stubFetch({
      signedIn: makeUser({
        unreadMessages: 3,
        unreadNews: 0,
        products: [
          {
            clientCode: 'peer-comparison',
            tierClientCode: 'peer-comparison-basic',
            name: 'Peer Comparison',
            hasDashboard: true,
          },
          {
            clientCode: 'non-maturity-deposits',
            tierClientCode: 'non-maturity-deposits-standard',
            name: 'Non-Maturity Deposits',
            hasDashboard: false,
          },
        ],
      }),
    });
    const { user } = renderApp('/pricing');

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('Making Your Data Matter')).not.toBeInTheDocument();

    await user.click(within(main).getByRole('button', { name: 'Products' }));
    expect(screen.getByRole('menuitem', { name: 'Peer Comparison' })).toHaveAttribute(
      'href',
      '/peer-comparison',
    );
    expect(screen.getByRole('menuitem', { name: 'Non-Maturity Deposits' })).toHaveAttribute(
      'href',
      '/non-maturity-deposits',
    );

    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Messages (3 unread)' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(within(account).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');

    await user.click(within(account).getByRole('button', { name: /Pat Lee/ }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute(
      'href',
      '/account/logout',
    );
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('shows the Administration link to client admins', async () => {
    stubFetch({ signedIn: makeUser({ claims: ['peer-comparison', 'client-admin'] }) });
    const { user } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: /Pat Lee/ }));
    expect(screen.getByRole('menuitem', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/account/admin',
    );
  });

  it('shows platform admins their organization and Return to Admin instead of Profile', async () => {
    stubFetch({ signedIn: makeUser({ admin: true, organizationName: 'Peerscope Operations' }) });
    const { user } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: /Pat Lee/ }));
    expect(screen.getByText('Peerscope Operations')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Return to Admin' })).toHaveAttribute(
      'href',
      '/Admin',
    );
    expect(screen.queryByRole('menuitem', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('offers the same links in a drawer on narrow screens', async () => {
    stubFetch({ signedIn: makeUser({ unreadNews: 2 }) });
    const { user } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));

    const drawerNav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(drawerNav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(drawerNav).getByRole('link', { name: 'Peer Comparison' })).toHaveAttribute(
      'href',
      '/peer-comparison',
    );
    expect(within(drawerNav).getByRole('link', { name: /News/ })).toHaveTextContent('2');
    expect(within(drawerNav).getByRole('link', { name: 'Log Out' })).toHaveAttribute(
      'href',
      '/account/logout',
    );
  });

  it("offers the route's Tour in the drawer too, and closes the drawer to start it", async () => {
    const start = vi.fn();
    render(
      <AppProviders queryClient={new QueryClient()} mantineEnv="test">
        <MemoryRouter initialEntries={['/dashboard']}>
          <SiteHeader user={makeUser()} tour={{ available: true, start }} />
        </MemoryRouter>
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawerNav = screen.getByRole('navigation', { name: 'Site' });
    await user.click(within(drawerNav).getByRole('button', { name: 'Tour' }));
    expect(start).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Site' })).not.toBeInTheDocument();
  });

  it('has no Tour in the drawer where the route has no tour', async () => {
    render(
      <AppProviders queryClient={new QueryClient()} mantineEnv="test">
        <MemoryRouter initialEntries={['/messages']}>
          <SiteHeader user={makeUser()} tour={{ available: false, start: vi.fn() }} />
        </MemoryRouter>
      </AppProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawerNav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(drawerNav).queryByRole('button', { name: 'Tour' })).not.toBeInTheDocument();
  });
});
