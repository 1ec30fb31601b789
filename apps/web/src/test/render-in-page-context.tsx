import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { PageContext, type PageContextValue } from '../product/renderer/page-context';
import { makeUser } from './make-user';

/**
 * Test helper of the page components: renders one the way the product page does (the app's
 * providers, a fresh query client without retries, the page context), so component tests
 * exercise the real component against the fetch stub of the test (test/fake-api.ts). Each
 * room's helper names its own institution, peer and dates; anything left out is a bank page
 * of Peer Comparison with no peer.
 */
export function renderInPageContext(ui: ReactNode, context: Partial<PageContextValue>) {
  const value: PageContextValue = {
    user: makeUser(),
    productCode: 'peer-comparison',
    roomCode: 'balance',
    roomName: 'Balance',
    pageCode: 'snapshot',
    pageName: 'Snapshot',
    institutionType: 'bank',
    institution: null,
    peer: null,
    peerInstitutions: [],
    dateRange: null,
    dates: [],
    paywalled: false,
    print: false,
    setLegendRate: vi.fn(),
    setLegendScores: vi.fn(),
    ...context,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <PageContext.Provider value={value}>{ui}</PageContext.Provider>
    </AppProviders>,
  );
  return { ...view, context: value, user: userEvent.setup() };
}
