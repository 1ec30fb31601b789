import type { ReactNode } from 'react';
import { FIRST_BANK } from '../../../test/first-bank';
import type { PageContextValue } from '../../../product/renderer/page-context';
import { renderInPageContext } from '../../../test/render-in-page-context';

/**
 * Test helper: renders a room component inside a product page's context (First Bank, iid 1,
 * against group 7, range 2025-03-31 to 2025-09-30) with a fresh query client. Calls go to the
 * fetch stub of the test (test/fake-api.ts).
 */
export function renderInPage(ui: ReactNode, overrides: Partial<PageContextValue> = {}) {
  return renderInPageContext(ui, {
    productCode: 'peer-comparison',
    roomCode: 'trends',
    roomName: 'Trends',
    pageCode: 'trends',
    pageName: 'Trends',
    institution: FIRST_BANK,
    peer: {
      group: { groupId: 7, groupType: 30, name: 'All Banks', institutionCount: 60, iids: [] },
      members: null,
      institution: null,
    },
    dateRange: { startDate: '2025-03-31', endDate: '2025-09-30' },
    dates: ['2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30'],
    ...overrides,
  });
}
