import type { ReactNode } from 'react';
import { FIRST_BANK } from '../../../test/first-bank';
import type { PageContextValue } from '../../../product/renderer/page-context';
import { renderInPageContext } from '../../../test/render-in-page-context';

/**
 * Test helper: renders an NMD component inside a product page's context (First Bank, iid 1,
 * range 2024-03-31 to 2025-09-30) with a fresh query client; calls go to test/fake-api.ts.
 */
export function renderInNmdPage(ui: ReactNode, overrides: Partial<PageContextValue> = {}) {
  return renderInPageContext(ui, {
    productCode: 'non-maturity-deposits',
    roomCode: 'decay_basic',
    roomName: 'Decay',
    pageCode: 'decay_basic',
    pageName: 'Decay',
    institution: FIRST_BANK,
    dateRange: { startDate: '2024-03-31', endDate: '2025-09-30' },
    dates: ['2024-03-31', '2024-06-30', '2024-09-30', '2024-12-31', '2025-03-31'],
    ...overrides,
  });
}
