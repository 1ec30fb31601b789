import type { ApiToken } from '@app/core/api/api-tokens';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { ApiTokensSection } from './api-tokens-section';

const TOKEN = `psk_${'a'.repeat(43)}`;

/** The token routes over one stored list, as the server keeps it (the token itself is not). */
function tokensApi() {
  let list: ApiToken[] = [
    {
      id: '6f1c0f1e-2b0a-4d7e-9a55-0c1d2e3f4a5b',
      name: 'Old script',
      createdAt: '2026-10-01T12:00:00.000Z',
      lastUsedAt: null,
      expiresAt: '2026-12-30T12:00:00.000Z',
    },
  ];
  return (call: RecordedRequest): Reply | undefined => {
    if (call.method === 'GET' && call.path === '/api/account/tokens') {
      return { status: 200, body: list };
    }
    if (call.method === 'POST' && call.path === '/api/account/tokens') {
      const { name } = call.body as { name: string };
      const created = {
        id: '7a2d1f2e-3c1b-4e8f-8b66-1d2e3f4a5b6c',
        name,
        createdAt: '2026-11-29T09:00:00.000Z',
        lastUsedAt: null,
        expiresAt: '2027-02-27T09:00:00.000Z',
      };
      list = [...list, created];
      return { status: 201, body: { ...created, token: TOKEN } };
    }
    if (call.method === 'DELETE' && call.path.startsWith('/api/account/tokens/')) {
      list = list.filter((token) => !call.path.endsWith(token.id));
      return { status: 204 };
    }
    return undefined;
  };
}

function showSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <ApiTokensSection />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('API tokens on the profile page', () => {
  it('creates a token, shows it once, lists it, and revokes one', async () => {
    const api = stubFetch({ handle: tokensApi() });
    const user = showSection();
    const table = await screen.findByRole('table', { name: 'Your API tokens' });
    expect(within(table).getByText('Old script')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Token name/), 'Power BI');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));

    expect(await screen.findByLabelText('New API token')).toHaveTextContent(TOKEN);
    expect(screen.getByText('Copy it now: it is not shown again.')).toBeInTheDocument();
    expect(api.requestsTo('/api/account/tokens').find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Power BI',
      expiresInDays: 90,
    });
    expect(await within(table).findByText('Power BI')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New API token')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke Old script' }));
    await vi.waitFor(() => expect(within(table).queryByText('Old script')).not.toBeInTheDocument());
  });

  it('keeps the lifetime at 365 days at most', async () => {
    const api = stubFetch({ handle: tokensApi() });
    const user = showSection();
    await user.type(await screen.findByLabelText(/Token name/), 'Long lived');
    const days = screen.getByLabelText(/Expires in/);
    await user.clear(days);
    await user.type(days, '400');
    // The field holds it at its maximum: what is sent is 365.
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    await screen.findByLabelText('New API token');
    expect(api.requestsTo('/api/account/tokens').find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Long lived',
      expiresInDays: 365,
    });
  });
});
