import type { MailDelivery, OutboxMessage } from '@app/core/api/admin/mail';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const platformAdmin = makeUser({ admin: true, products: [], claims: [], institutionIid: null });

const RESET_LINK = 'http://localhost:3000/account/reset?token=abc123';

const failed: OutboxMessage = {
  id: '6f1c2a52-7e3a-4c1e-9a55-1d9a0b1f2e3d',
  to: 'nmd@example.com',
  subject: 'Reset your Peerscope password',
  text: `Hello Nico,\n\nFollow this link:\n\n${RESET_LINK}\n\nThanks`,
  kind: 'reset',
  createdAt: '2026-11-25T15:00:00.000Z',
  status: 'failed',
  attempts: 1,
  error: "Can't send mail - all recipients were rejected: 550 No mailbox for nmd@example.com",
  sentAt: null,
  links: [RESET_LINK],
};

const smtp: MailDelivery = {
  transport: 'smtp',
  from: 'Peerscope <no-reply@peerscope.example>',
  counts: { kept: 0, queued: 0, sent: 4, failed: 1 },
};

function outboxApi(delivery: MailDelivery) {
  let messages = [failed];
  return (call: RecordedRequest): Reply | undefined => {
    if (call.path === '/api/admin/outbox/delivery') return { status: 200, body: delivery };
    if (call.method === 'GET' && call.path === '/api/admin/outbox') {
      return { status: 200, body: messages };
    }
    if (call.method === 'POST' && call.path === `/api/admin/outbox/${failed.id}/resend`) {
      messages = [{ ...failed, status: 'sent', attempts: 2, error: null }];
      return { status: 200, body: { ...failed, status: 'queued' } };
    }
    return undefined;
  };
}

describe('the e-mail outbox at /Admin/outbox', () => {
  it('shows the SMTP delivery, a failed message with its reason and link, and resends it after a confirmation', async () => {
    const api = stubFetch({ signedIn: platformAdmin, handle: outboxApi(smtp) });
    const { user } = renderApp('/Admin/outbox');

    expect(
      await screen.findByText('Delivered by SMTP from Peerscope <no-reply@peerscope.example>'),
    ).toBeVisible();
    expect(screen.getByText('4 sent, 0 queued, 1 failed.', { exact: false })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'E-mail outbox' });
    expect(within(table).getByText('Failed')).toBeVisible();
    expect(within(table).getByText(failed.error!)).toBeVisible();
    expect(within(table).getByRole('link', { name: RESET_LINK })).toHaveAttribute(
      'href',
      RESET_LINK,
    );

    await user.click(
      within(table).getByRole('button', {
        name: 'Resend the e-mail to nmd@example.com: Reset your Peerscope password',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Resend e-mail' });
    expect(dialog).toHaveTextContent('It goes back in the delivery queue.');
    expect(api.requests.some((call) => call.path.endsWith('/resend'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The e-mail to nmd@example.com is queued for delivery again.',
    );
    expect(await within(table).findByText('Sent')).toBeVisible();
  });

  it('says when no SMTP server is configured, reads a message and filters by address', async () => {
    const api = stubFetch({
      signedIn: platformAdmin,
      handle: outboxApi({ ...smtp, transport: 'outbox', counts: { ...smtp.counts, kept: 7 } }),
    });
    const { user } = renderApp('/Admin/outbox');

    expect(await screen.findByText('No SMTP server is configured')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'E-mail outbox' });
    await user.click(
      within(table).getByRole('button', {
        name: 'Read the e-mail to nmd@example.com: Reset your Peerscope password',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Peerscope password' });
    expect(dialog).toHaveTextContent('Hello Nico,');
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('searchbox', { name: 'To' }), 'nmd@example.com');
    await waitFor(() =>
      expect(api.requests.some((call) => call.search === 'to=nmd%40example.com')).toBe(true),
    );
  });
});
