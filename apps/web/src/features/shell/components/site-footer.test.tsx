import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

describe('site footer', () => {
  it('shows the copyright line for the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    stubFetch();
    renderApp('/privacy');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('© 2031 Peerscope. All rights reserved.')).toBeInTheDocument();
  });

  it('shows the default support contact and the legal links', async () => {
    stubFetch();
    renderApp('/privacy');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '800.555.0142' })).toHaveAttribute(
      'href',
      'tel:+18005550142',
    );
    expect(within(footer).getByRole('link', { name: 'support@peerscope.example' })).toHaveAttribute(
      'href',
      'mailto:support@peerscope.example',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
