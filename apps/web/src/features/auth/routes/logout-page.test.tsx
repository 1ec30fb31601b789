import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAKE_CSRF_TOKEN, stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

describe('/account/logout', () => {
  it('signs out on the server and shows the login page', async () => {
    const api = stubFetch({ signedIn: makeUser() });
    const { router } = renderApp('/account/logout');

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const [logout] = api.requestsTo('/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers['x-csrf-token']).toBe(FAKE_CSRF_TOKEN);
    expect(screen.getByText('Making Your Data Matter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pat Lee/ })).not.toBeInTheDocument();
  });
});
