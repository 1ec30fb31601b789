import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPages } from './lazy-page';

const Page = ({ name }: { name: string }) => <p>Page of {name}</p>;

describe('lazyPage', () => {
  it('renders a page whose code is in at once, without its loader', async () => {
    const Preloaded = lazyPage(() => Promise.resolve(Page));
    await preloadPages([<Preloaded key="page" name="Prairie Gate" />], new QueryClient());

    render(
      <Suspense fallback={<p>Loading the page</p>}>
        <Preloaded name="Prairie Gate" />
      </Suspense>,
    );

    // Synchronously: React.lazy alone would show the loader first, for at least 300 ms.
    expect(screen.getByText('Page of Prairie Gate')).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });

  it("starts a page's first calls with its code, for the page's props", async () => {
    const client = new QueryClient();
    const Prefetching = lazyPage(
      () => Promise.resolve(Page),
      () =>
        Promise.resolve(async (to: QueryClient, { name }: { name: string }) => {
          to.setQueryData(['greeting'], `Hello ${name}`);
        }),
    );
    await preloadPages([<Prefetching key="page" name="Prairie Gate" />], client);

    expect(client.getQueryData(['greeting'])).toBe('Hello Prairie Gate');
  });

  it('shows the loader until code that is not in yet arrives', async () => {
    let arrive: (page: typeof Page) => void = () => undefined;
    const Later = lazyPage(() => new Promise<typeof Page>((resolve) => (arrive = resolve)));

    render(
      <Suspense fallback={<p>Loading the page</p>}>
        <Later name="Summit State" />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();

    await act(async () => arrive(Page));
    expect(await screen.findByText('Page of Summit State')).toBeInTheDocument();
  });
});
