import type { FeedbackEntry } from '@app/core/api/admin/mail';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const platformAdmin = makeUser({ admin: true, products: [], claims: [], institutionIid: null });

const problem: FeedbackEntry = {
  id: '6f1c2a52-7e3a-4c1e-9a55-1d9a0b1f2e3d',
  type: 'Problem',
  content: 'The pie chart is empty',
  pageName: 'http://localhost:3000/peer-comparison/balance/snapshot',
  contact: false,
  createdAt: '2026-11-25T15:00:00.000Z',
  readAt: null,
  repliedAt: null,
  user: { id: 'u1', email: 'standard@example.com', firstName: 'Sam', lastName: 'Standard' },
  organization: { id: 'o1', name: 'Prairie Gate Bank' },
};

const suggestion: FeedbackEntry = {
  ...problem,
  id: '7a2d3b63-8f4b-4d2f-8b66-2e0b1c2f3e4a',
  type: 'Suggestion',
  content: 'Show the peer median too',
  contact: true,
  user: { id: 'u2', email: 'basic@example.com', firstName: 'Bailey', lastName: 'Basic' },
  organization: { id: 'o2', name: 'Cedar Ridge Bank' },
};

/** The inbox API in memory: marks and replies change what the next list answers. */
function inboxApi() {
  let entries = [suggestion, problem];
  return (call: RecordedRequest): Reply | undefined => {
    if (call.method === 'GET' && call.path === '/api/admin/feedback') {
      const query = new URLSearchParams(call.search);
      const type = query.get('type');
      return {
        status: 200,
        body: entries.filter(
          (e) => (!type || e.type === type) && (query.get('unread') !== 'true' || !e.readAt),
        ),
      };
    }
    const read = /^\/api\/admin\/feedback\/([\w-]+)\/read$/.exec(call.path);
    if (call.method === 'PUT' && read) {
      const { read: isRead } = call.body as { read: boolean };
      entries = entries.map((e) =>
        e.id === read[1] ? { ...e, readAt: isRead ? '2026-11-25T16:00:00.000Z' : null } : e,
      );
      return { status: 200, body: entries.find((e) => e.id === read[1]) };
    }
    const reply = /^\/api\/admin\/feedback\/([\w-]+)\/reply$/.exec(call.path);
    if (call.method === 'POST' && reply) {
      entries = entries.map((e) =>
        e.id === reply[1]
          ? { ...e, readAt: '2026-11-25T16:00:00.000Z', repliedAt: '2026-11-25T16:00:00.000Z' }
          : e,
      );
      return { status: 200, body: entries.find((e) => e.id === reply[1]) };
    }
    return undefined;
  };
}

describe('the feedback inbox at /Admin/feedback', () => {
  it('shows each feedback with its page, sender, organization and consent; marks it read', async () => {
    const api = stubFetch({ signedIn: platformAdmin, handle: inboxApi() });
    const { user } = renderApp('/Admin/feedback');

    const table = await screen.findByRole('table', { name: 'Feedback' });
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('The pie chart is empty'))!;
    expect(
      within(row).getByRole('link', { name: '/peer-comparison/balance/snapshot' }),
    ).toBeVisible();
    expect(row).toHaveTextContent('Sam Standard');
    expect(row).toHaveTextContent('standard@example.com');
    expect(row).toHaveTextContent('Prairie Gate Bank');
    expect(row).toHaveTextContent('Not agreed');
    expect(within(row).getByText('Unread')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Reply to Sam Standard' })).toBeDisabled();

    await user.click(
      within(row).getByRole('button', { name: 'Mark read: feedback from Sam Standard' }),
    );
    await waitFor(() => expect(within(row).queryByText('Unread')).not.toBeInTheDocument());
    expect(api.requests.find((call) => call.method === 'PUT')?.body).toEqual({ read: true });
    expect(
      within(row).getByRole('button', { name: 'Mark unread: feedback from Sam Standard' }),
    ).toBeVisible();
  });

  it('filters by type and unread through the API', async () => {
    const api = stubFetch({ signedIn: platformAdmin, handle: inboxApi() });
    const { user } = renderApp('/Admin/feedback');

    const table = await screen.findByRole('table', { name: 'Feedback' });
    expect(within(table).getByText('Show the peer median too')).toBeVisible();
    await user.click(screen.getByText('Problems'));
    await waitFor(() =>
      expect(within(table).queryByText('Show the peer median too')).not.toBeInTheDocument(),
    );
    expect(api.requests.some((call) => call.search === 'type=Problem')).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() =>
      expect(api.requests.some((call) => call.search === 'type=Problem&unread=true')).toBe(true),
    );
  });

  it('replies by e-mail to a user who agreed to be contacted', async () => {
    const api = stubFetch({ signedIn: platformAdmin, handle: inboxApi() });
    const { user } = renderApp('/Admin/feedback');

    await screen.findByRole('table', { name: 'Feedback' });
    await user.click(screen.getByRole('button', { name: 'Reply to Bailey Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply by e-mail' });
    expect(dialog).toHaveTextContent('basic@example.com');
    const send = within(dialog).getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Coming next month.');
    await user.click(send);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your reply to basic@example.com is in the e-mail outbox.',
    );
    expect(api.requests.find((call) => call.path.endsWith('/reply'))?.body).toEqual({
      subject: 'Re: your feedback',
      text: 'Coming next month.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
