import type { UserState } from '@app/core/api/auth';

export function makeUser(overrides: Partial<UserState> = {}): UserState {
  return {
    id: 'user-1',
    userName: 'pat@firstbank.example',
    firstName: 'Pat',
    lastName: 'Lee',
    displayName: 'Pat Lee',
    organizationId: 'org-1',
    organizationName: 'First Community Bank',
    organizationType: 'SINGLE',
    institutionIid: 123456,
    institutionType: 'bank',
    products: [
      {
        clientCode: 'peer-comparison',
        tierClientCode: 'peer-comparison-standard',
        name: 'Peer Comparison',
        hasDashboard: true,
      },
    ],
    claims: ['peer-comparison'],
    admin: false,
    unreadMessages: 0,
    unreadNews: 0,
    membership: 'active',
    administrators: ['Sam Admin'],
    support: { name: 'Peerscope', phone: '8005550142', email: 'support@peerscope.example' },
    signedInBefore: true,
    ...overrides,
  };
}
