import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { makeUser } from '../../../test/make-user';
import { PageContext, type PageContextValue } from '../../product/renderer/page-context';

/**
 * Test helper: renders a room component inside a product page's context (First Bank, iid 1,
 * against group 7, range 2025-03-31 to 2025-09-30) with a fresh query client. Calls go to the
 * fetch stub of the test (test/fake-api.ts).
 */
export function renderInPage(ui: ReactElement, overrides: Partial<PageContextValue> = {}) {
  const context: PageContextValue = {
    user: makeUser(),
    productCode: 'peer-comparison',
    roomCode: 'trends',
    roomName: 'Trends',
    pageCode: 'trends',
    pageName: 'Trends',
    institutionType: 'bank',
    institution: {
      iid: 1,
      institutionType: 'bank',
      name: 'First Bank',
      label: 'First Bank (Ames, IA)',
    },
    peer: {
      group: { groupId: 7, groupType: 30, name: 'All Banks', institutionCount: 60, iids: [] },
      members: null,
      institution: null,
    },
    peerInstitutions: [],
    dateRange: { startDate: '2025-03-31', endDate: '2025-09-30' },
    dates: ['2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30'],
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
