import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('unknown routes', () => {
  it('show "Page not found" with a link home', async () => {
    stubFetch();
    renderApp('/no/such/page');

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Peerscope'));
  });

  it('include product-like addresses that are not products', async () => {
    stubFetch();
    renderApp('/not-a-product/room');

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
