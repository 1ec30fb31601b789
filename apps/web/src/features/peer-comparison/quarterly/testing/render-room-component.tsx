import type { ReactNode } from 'react';
import { makeUser } from '../../../../test/make-user';
import type { PageContextValue } from '../../../../product/renderer/page-context';
import { renderInPageContext } from '../../../../test/render-in-page-context';

export const ROOM_TEST_IID = 9000001;

/**
 * Test helper of the quarterly and performance rooms: a component in the page context the
 * product page gives (a bank, the National aggregate group, the single date Jun 2025).
 */
export function renderRoomComponent(ui: ReactNode, overrides: Partial<PageContextValue> = {}) {
  return renderInPageContext(ui, {
    user: makeUser({ institutionIid: ROOM_TEST_IID }),
    productCode: 'peer-comparison',
    roomCode: 'quarterly',
    roomName: 'Quarterly',
    pageCode: 'group',
    pageName: 'Group Summary',
    institutionType: 'bank',
    institution: {
      iid: ROOM_TEST_IID,
      institutionType: 'bank',
      name: 'Prairie Gate Bank',
      label: 'Prairie Gate Bank (Salina, KS)',
    },
    peer: {
      group: { groupId: 1, groupType: 30, name: 'National', institutionCount: 146, iids: [] },
      members: null,
      institution: null,
    },
    dateRange: { startDate: '2024-06-30', endDate: '2025-06-30' },
    dates: ['2025-03-31', '2025-06-30'],
    ...overrides,
  });
}
