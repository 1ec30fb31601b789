import { SSO_MESSAGES } from '@app/core/api/sso';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const PROVIDER = 'https://login.prairiegate.example/authorize?client_id=peerscope';

describe('sign in with your organization', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the e-mail and sends the browser to the provider the server names', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubFetch({
      handle: (request) =>
        request.method === 'POST' && request.path === '/api/auth/sso/start'
          ? { status: 200, body: { redirectUrl: PROVIDER } }
          : undefined,
    });
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Sign in with your organization' }));
    await user.type(screen.getByLabelText(/Work email address/), 'ana@prairiegate.example');
    await user.click(screen.getByRole('button', { name: 'Continue to your organization' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER));
    expect(api.requestsTo('/api/auth/sso/start')[0]?.body).toEqual({
      email: 'ana@prairiegate.example',
    });
  });

  it("says so when the e-mail's domain has no single sign-on", async () => {
    stubFetch({
      handle: (request) =>
        request.path === '/api/auth/sso/start'
          ? {
              status: 404,
              body: { statusCode: 404, error: 'Not Found', message: SSO_MESSAGES.noProvider },
            }
          : undefined,
    });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with your organization' }));
    await user.type(screen.getByLabelText(/Work email address/), 'x@nowhere.example');
    await user.click(screen.getByRole('button', { name: 'Continue to your organization' }));
    expect(await screen.findByText(SSO_MESSAGES.noProvider)).toBeInTheDocument();
  });

  it('shows why the provider sign-in was refused when sent back to /login', async () => {
    stubFetch();
    renderApp('/login?sso=failed');
    expect(await screen.findByText(SSO_MESSAGES.failed)).toBeInTheDocument();
  });
});
