import type { SsoSettings } from '@app/core/api/sso';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { SsoSection } from './sso-section';

const REDIRECT = 'https://peerscope.example/api/auth/sso/callback';

/** GET and PUT /api/account/sso over one stored state; the secret is kept, never answered. */
function ssoApi() {
  let stored: SsoSettings = {
    configured: false,
    issuer: '',
    clientId: '',
    secretSet: false,
    domains: [],
    passwordsDisabled: false,
    redirectUri: REDIRECT,
  };
  return (call: RecordedRequest): Reply | undefined => {
    if (call.path !== '/api/account/sso') return undefined;
    if (call.method === 'PUT') {
      const body = call.body as Omit<SsoSettings, 'configured' | 'secretSet' | 'redirectUri'>;
      stored = { ...stored, ...body, configured: true, secretSet: true };
      delete (stored as Partial<{ clientSecret: string }>).clientSecret;
    }
    return { status: 200, body: stored };
  };
}

function showSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <SsoSection />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('single sign-on settings', () => {
  it('saves the provider, then keeps the secret without showing it', async () => {
    const api = stubFetch({ handle: ssoApi() });
    const user = showSection();
    expect(await screen.findByText(REDIRECT)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Issuer URL/), 'https://login.prairiegate.example');
    await user.type(screen.getByLabelText(/Client ID/), 'peerscope');
    await user.type(screen.getByLabelText(/Client secret/), 'the-secret');
    await user.type(screen.getByLabelText(/E-mail domains/), 'prairiegate.example, pgb.example');
    await user.click(screen.getByLabelText(/Members sign in only through the provider/));
    await user.click(screen.getByRole('button', { name: 'Save Single Sign-On' }));

    expect(await screen.findByText('Single sign-on was saved.')).toBeInTheDocument();
    const put = api.requestsTo('/api/account/sso').find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      issuer: 'https://login.prairiegate.example',
      clientId: 'peerscope',
      clientSecret: 'the-secret',
      domains: ['prairiegate.example', 'pgb.example'],
      passwordsDisabled: true,
    });
    expect(await screen.findByText('Stored. Leave empty to keep it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Client secret/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
