import { USER_DISABLED_MESSAGE } from '@app/core/api/admin/organizations';
import { LOGIN_THROTTLED_MESSAGE } from '@app/core/api/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAKE_CSRF_TOKEN, stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const MAINTENANCE = {
  maintenanceMode: true,
  maintenanceMessage: 'Peerscope is being upgraded until 6 AM Eastern.',
};

async function findLoginForm() {
  return {
    email: await screen.findByLabelText(/Email Address/),
    password: screen.getByLabelText(/Password/),
    submit: screen.getByRole('button', { name: 'Log In' }),
  };
}

describe('login page', () => {
  it('shows both required messages on an empty submit and does not call the API', async () => {
    const api = stubFetch();
    const { user } = renderApp('/login');
    const form = await findLoginForm();

    await user.click(form.submit);

    expect(screen.getByText('Email Address is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('/api/auth/login')).toHaveLength(0);
  });

  it('shows the required message when a field is left empty', async () => {
    stubFetch();
    const { user } = renderApp('/login');
    const form = await findLoginForm();

    await user.click(form.email);
    await user.tab();

    expect(screen.getByText('Email Address is required.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
  });

  it('checks a field left for "Having trouble?" only after the click, so the link stays put', async () => {
    stubFetch();
    const { user, router } = renderApp('/login');
    const form = await findLoginForm();
    const link = screen.getByRole('link', { name: 'Having trouble?' });

    await user.click(form.email);
    await user.pointer({ keys: '[MouseLeft>]', target: link });
    // The field has lost focus, but no error line has pushed the link down under the press.
    expect(form.email).not.toHaveFocus();
    expect(screen.queryByText('Email Address is required.')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: link });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/trouble'));
  });

  it('says "Email or password is invalid" after a 401 and shows the form again', async () => {
    const api = stubFetch();
    const { user } = renderApp('/login');
    const form = await findLoginForm();

    await user.type(form.email, 'pat@firstbank.example');
    await user.type(form.password, 'wrong password');
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is invalid');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('pat@firstbank.example');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();

    const [login] = api.requestsTo('/api/auth/login');
    expect(login?.body).toEqual({ email: 'pat@firstbank.example', password: 'wrong password' });
    expect(login?.headers['x-csrf-token']).toBe(FAKE_CSRF_TOKEN);
  });

  it("shows the server's message when sign-in is throttled", async () => {
    stubFetch({
      loginReply: {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: LOGIN_THROTTLED_MESSAGE },
      },
    });
    const { user } = renderApp('/login');
    const form = await findLoginForm();

    await user.type(form.email, 'pat@firstbank.example');
    await user.type(form.password, 'secret');
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_THROTTLED_MESSAGE);
  });

  it('tells a disabled user why signing in is refused', async () => {
    stubFetch({
      loginReply: {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: USER_DISABLED_MESSAGE },
      },
    });
    const { user } = renderApp('/login');
    const form = await findLoginForm();

    await user.type(form.email, 'pat@firstbank.example');
    await user.type(form.password, 'secret');
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(USER_DISABLED_MESSAGE);
  });

  it('signs in and goes to the dashboard', async () => {
    const pat = makeUser();
    stubFetch({ accounts: [{ email: 'pat@firstbank.example', password: 'secret', user: pat }] });
    const { user, router } = renderApp('/login');
    const form = await findLoginForm();

    await user.type(form.email, 'pat@firstbank.example');
    await user.type(form.password, 'secret');
    await user.click(form.submit);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /Pat Lee/ }),
    ).toBeVisible();
  });

  it('returns a visitor to the signed-in page they asked for', async () => {
    const pat = makeUser();
    stubFetch({ accounts: [{ email: 'pat@firstbank.example', password: 'secret', user: pat }] });
    const { user, router } = renderApp('/news?page=2');

    const form = await findLoginForm();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(form.email, 'pat@firstbank.example');
    await user.type(form.password, 'secret');
    await user.click(form.submit);

    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/news?page=2');
  });

  it('replaces the form with the maintenance message on /login', async () => {
    stubFetch({ maintenance: MAINTENANCE });
    renderApp('/login');

    expect(await screen.findByText(MAINTENANCE.maintenanceMessage)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Email Address/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('replaces the form with the maintenance message on a partner login page', async () => {
    stubFetch({ maintenance: MAINTENANCE });
    renderApp('/login/partner-bank');

    expect(await screen.findByText(MAINTENANCE.maintenanceMessage)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Email Address/)).not.toBeInTheDocument();
  });

  it('always shows the form on /hidden-login, without asking about maintenance', async () => {
    const api = stubFetch({ maintenance: MAINTENANCE });
    renderApp('/hidden-login');

    await findLoginForm();
    expect(screen.queryByText(MAINTENANCE.maintenanceMessage)).not.toBeInTheDocument();
    expect(api.requestsTo('/api/auth/maintenance')).toHaveLength(0);
  });

  it('still shows the form when the maintenance check fails', async () => {
    stubFetch({ maintenance: 'down' });
    renderApp('/login');

    await findLoginForm();
  });

  it('sends a signed-in visitor on to the dashboard', async () => {
    stubFetch({ signedIn: makeUser() });
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in admin on to /Admin', async () => {
    stubFetch({ signedIn: makeUser({ admin: true }) });
    const { router } = renderApp('/login');

    // The console opens on its overview.
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Admin');
  });

  it('names the browser tab', async () => {
    stubFetch();
    renderApp('/login');
    await findLoginForm();

    await waitFor(() => expect(document.title).toBe('Log In | Peerscope'));
  });
});
