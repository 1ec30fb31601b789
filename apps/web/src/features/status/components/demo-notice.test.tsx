import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoNotice } from './demo-notice';

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

function renderNotice() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <DemoNotice />
        <p>page</p>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('DemoNotice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the figures are fictional in demo mode', async () => {
    answer({ demo: true, data: 'ready' });
    renderNotice();
    expect(await screen.findByRole('note', { name: 'Demo data' })).toHaveTextContent(
      'Demo data: every institution and figure here is fictional, generated for demonstration.',
    );
    expect(screen.getByRole('note')).not.toHaveTextContent('still loading');
  });

  it('says the dataset is still loading on a first start', async () => {
    answer({ demo: true, data: 'loading' });
    renderNotice();
    expect(await screen.findByRole('note', { name: 'Demo data' })).toHaveTextContent(
      'The demo dataset is still loading; figures appear within a few minutes.',
    );
  });

  it('shows nothing on real data', async () => {
    answer({ demo: false, data: 'ready' });
    renderNotice();
    await screen.findByText('page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
