import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const admin = makeUser({ admin: true, products: [], claims: [], userName: 'admin@example.com' });

describe('a session that ends under an open page', () => {
  it('goes to the login page with the reason, and back to the page after signing in', async () => {
    let refused = false;
    const api = stubFetch({
      signedIn: admin,
      accounts: [{ email: 'admin@example.com', password: 'demo-password', user: admin }],
      handle: (call) => {
        if (call.path !== '/api/admin/audit') return undefined;
        if (refused) return { status: 200, body: [] };
        // The server's idle timeout passed as the page asked: the session is gone.
        refused = true;
        api.endSession();
        return {
          status: 401,
          body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in required' },
        };
      },
    });
    const { router, user } = renderApp('/Admin/audit');

    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText(/Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'demo-password');
    await user.click(screen.getByRole('button', { name: /Log In/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Admin/audit');
  });

  it('says nothing of the kind to a visitor who was never signed in', async () => {
    stubFetch();
    renderApp('/Admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });
});
