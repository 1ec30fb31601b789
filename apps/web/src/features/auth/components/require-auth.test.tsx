import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const SIGNED_IN_ONLY = [
  '/dashboard',
  '/activity',
  '/messages',
  '/news',
  '/upgrade-pricing',
  '/upgrade',
  '/upgrade/thankyou',
  '/account/profile',
  '/account/admin',
  '/Admin',
  '/non-maturity-deposits/decay_basic',
];

describe('signed-in-only routes', () => {
  it.each(SIGNED_IN_ONLY)('send a signed-out visitor of %s to /login', async (path) => {
    stubFetch();
    const { router } = renderApp(path);

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keep non-admins out of /Admin', async () => {
    stubFetch({ signedIn: makeUser() });
    const { router } = renderApp('/Admin');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('open to a signed-in user', async () => {
    stubFetch({ signedIn: makeUser() });
    renderApp('/account/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });
});

describe('public routes', () => {
  it.each([
    ['/pricing', 'Pricing'],
    ['/signup', 'Sign Up'],
    ['/signup/partner-bank', 'Sign Up'],
    ['/signup/thankyou', 'Verify your email'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
    ['/account/trouble', 'Having trouble signing in?'],
  ])('%s is open to signed-out visitors', async (path, title) => {
    stubFetch();
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('/ goes to /login', async () => {
    stubFetch();
    const { router } = renderApp('/');

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
