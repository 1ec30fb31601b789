import type { ReactNode } from 'react';
import type { PeerChoice } from '../../../selection/peer-rules';
import { makeUser } from '../../../test/make-user';
import type { PageContextValue } from '../../../product/renderer/page-context';
import { renderInPageContext } from '../../../test/render-in-page-context';

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
  return renderInPageContext(ui, {
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
    dateRange: { startDate: '2025-09-30', endDate: '2025-12-31' },
    dates: ['2025-06-30', '2025-09-30', '2025-12-31'],
    ...overrides,
  });
}
