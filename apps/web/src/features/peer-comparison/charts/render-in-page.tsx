import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../../app/providers';
import type { PeerChoice } from '../../../selection/peer-rules';
import { makeUser } from '../../../test/make-user';
import { PageContext, type PageContextValue } from '../../product/renderer/page-context';

export const TEST_IID = 101;

export const NATIONAL_PEER: PeerChoice = {
  group: { groupId: 9, groupType: 30, name: 'National', institutionCount: 40, iids: [] },
  members: null,
  institution: null,
};

/**
 * Test helper: renders a page component the way the product page does (providers and page
 * context), with a bank, the National group as the peer and the range Sep to Dec 2025.
 */
export function renderInPage(ui: ReactNode, overrides: Partial<PageContextValue> = {}) {
  const context: PageContextValue = {
    user: makeUser({ institutionIid: TEST_IID }),
    productCode: 'peer-comparison',
    roomCode: 'balance',
    roomName: 'Balance',
    pageCode: 'snapshot',
    pageName: 'Snapshot',
    institutionType: 'bank',
    institution: {
      iid: TEST_IID,
      institutionType: 'bank',
      name: 'First Bank',
      label: 'First Bank (Austin, TX)',
    },
    peer: NATIONAL_PEER,
    peerInstitutions: [],
    dateRange: { startDate: '2025-09-30', endDate: '2025-12-31' },
    dates: ['2025-06-30', '2025-09-30', '2025-12-31'],
    paywalled: false,
    print: false,
    setLegendRate: () => undefined,
    setLegendScores: () => undefined,
    ...overrides,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <PageContext.Provider value={context}>{ui}</PageContext.Provider>
    </AppProviders>,
  );
}
