import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { makeUser } from '../../../test/make-user';
import { PageContext, type PageContextValue } from '../../product/renderer/page-context';

/**
 * Test helper: renders an NMD component inside a product page's context (First Bank, iid 1,
 * range 2024-03-31 to 2025-09-30) with a fresh query client; calls go to test/fake-api.ts.
 */
export function renderInNmdPage(ui: ReactElement, overrides: Partial<PageContextValue> = {}) {
  const context: PageContextValue = {
    user: makeUser(),
    productCode: 'non-maturity-deposits',
    roomCode: 'decay_basic',
    roomName: 'Decay',
    pageCode: 'decay_basic',
    pageName: 'Decay',
    institutionType: 'bank',
    institution: {
      iid: 1,
      institutionType: 'bank',
      name: 'First Bank',
      label: 'First Bank (Ames, IA)',
    },
    peer: null,
    peerInstitutions: [],
    dateRange: { startDate: '2024-03-31', endDate: '2025-09-30' },
    dates: ['2024-03-31', '2024-06-30', '2024-09-30', '2024-12-31', '2025-03-31'],
    paywalled: false,
    print: false,
    setLegendRate: vi.fn(),
    setLegendScores: vi.fn(),
    ...overrides,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <PageContext.Provider value={context}>{ui}</PageContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, context, user: userEvent.setup() };
}
