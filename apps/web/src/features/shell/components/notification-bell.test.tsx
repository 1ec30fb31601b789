import type { NotificationList } from '@app/core/api/notifications';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const ID = '0b6f2a52-7a0e-4a53-9a39-2f2a8f2f6c11';

describe('the notification bell', () => {
  it('shows the unread count; choosing a notification opens its page and marks it read', async () => {
    let readAt: string | null = null;
    const list = (): NotificationList => ({
      unreadCount: readAt ? 0 : 1,
      notifications: [
        {
          id: ID,
          source: 'ncua',
          reportDate: '2025-12-31',
          title: 'Q4 2025 NCUA call reports are in',
          lines: [
            {
              text: 'Your Total Assets $48,213,977 (national median $48,213,977, rank 2 of 3).',
              link: null,
            },
          ],
          link: '/messages',
          createdAt: '2026-01-30T12:00:00.000Z',
          readAt,
        },
      ],
    });
    const api = stubFetch({
      signedIn: makeUser(),
      handle: ({ method, path }) => {
        if (method === 'GET' && path === '/api/notifications') return { status: 200, body: list() };
        if (method === 'POST' && path === `/api/notifications/${ID}/read`) {
          readAt = '2026-01-30T12:01:00.000Z';
          return { status: 204 };
        }
        if (method === 'GET' && path === '/api/message') return { status: 200, body: [] };
        return undefined;
      },
    });
    const { user, router } = renderApp('/pricing');

    await user.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    expect(
      screen.getByText('Your Total Assets $48,213,977 (national median $48,213,977, rank 2 of 3).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Q4 2025 NCUA call reports are in/ }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.requestsTo(`/api/notifications/${ID}/read`)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/messages');
  });
});
