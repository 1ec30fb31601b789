import type { PromoCode } from '@app/core/api/account-admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const platformAdmin = makeUser({ admin: true, products: [], claims: [], institutionIid: null });

const spring: PromoCode = {
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  code: 'SPRING-25',
  description: 'Spring conference',
  product: 'peer-comparison',
  tier: 'peer-comparison-standard',
  expiresAt: null,
  maxUses: 5,
  uses: 2,
  createdAt: '2026-11-25T16:00:00.000Z',
};
const old: PromoCode = {
  ...spring,
  id: '6f1c2a4e-0000-4000-8000-000000000002',
  code: 'OLD-1',
  description: '',
  expiresAt: '2020-01-01T00:00:00.000Z',
  maxUses: null,
  uses: 7,
};

describe('the promo codes screen', () => {
  it('lists codes with their uses; ending one asks first, then the list shows it ended', async () => {
    let codes = [spring, old];
    const api = stubFetch({
      signedIn: platformAdmin,
      handle: (call) => {
        if (call.path === '/api/admin/promo-codes' && call.method === 'GET')
          return { status: 200, body: codes };
        if (call.path === '/api/admin/promo-codes/SPRING-25/end') {
          const ended = { ...spring, expiresAt: '2026-11-25T17:00:00.000Z' };
          codes = [ended, old];
          return { status: 200, body: ended };
        }
        return undefined;
      },
    });
    const { user } = renderApp('/Admin/promo-codes');

    const table = await screen.findByRole('table', { name: 'Promo codes' });
    const row = within(table).getByRole('row', { name: /SPRING-25/ });
    expect(row).toHaveTextContent('2 of 5');
    expect(row).toHaveTextContent('Active');
    const ended = within(table).getByRole('row', { name: /OLD-1/ });
    expect(ended).toHaveTextContent('7 (no limit)');
    expect(ended).toHaveTextContent('Ended');
    expect(within(ended).queryByRole('button', { name: 'End OLD-1' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'End SPRING-25' }));
    const dialog = await screen.findByRole('dialog', { name: 'End promo code' });
    expect(api.requests.some((call) => call.path.endsWith('/end'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'End Code' }));
    expect(await screen.findByText('SPRING-25 has ended; signups now refuse it.')).toBeVisible();
    expect(await within(table).findByRole('row', { name: /SPRING-25.*Ended/ })).toBeVisible();
  });

  it("keeps the confirmation open with the server's refusal, and Cancel leaves the code as it was", async () => {
    stubFetch({
      signedIn: platformAdmin,
      handle: (call) => {
        if (call.path === '/api/admin/promo-codes' && call.method === 'GET')
          return { status: 200, body: [spring] };
        if (call.path === '/api/admin/promo-codes/SPRING-25/end')
          return {
            status: 409,
            body: { statusCode: 409, error: 'Conflict', message: 'SPRING-25 has already ended.' },
          };
        return undefined;
      },
    });
    const { user } = renderApp('/Admin/promo-codes');

    const table = await screen.findByRole('table', { name: 'Promo codes' });
    await user.click(within(table).getByRole('button', { name: 'End SPRING-25' }));
    const dialog = await screen.findByRole('dialog', { name: 'End promo code' });
    await user.click(within(dialog).getByRole('button', { name: 'End Code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'SPRING-25 has already ended.',
    );
    expect(screen.queryByText('SPRING-25 has ended; signups now refuse it.')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(table).getByRole('row', { name: /SPRING-25/ })).toHaveTextContent('Active');
  });

  it("shows the server's refusal in the form", async () => {
    const api = stubFetch({
      signedIn: platformAdmin,
      handle: (call) => {
        if (call.path !== '/api/admin/promo-codes') return undefined;
        if (call.method === 'GET') return { status: 200, body: [] };
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message: 'A promo code with this code already exists.',
          },
        };
      },
    });
    const { user } = renderApp('/Admin/promo-codes');
    expect(await screen.findByText('No promo codes yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New Promo Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'spring-25');
    await user.type(within(dialog).getByRole('textbox', { name: /Uses allowed/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Promo Code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A promo code with this code already exists.',
    );
    const sent = api.requests.find(
      (call) => call.method === 'POST' && call.path === '/api/admin/promo-codes',
    );
    expect(sent?.body).toEqual({
      code: 'spring-25',
      description: '',
      product: 'peer-comparison',
      tier: 'peer-comparison-standard',
      maxUses: 5,
      expiresAt: null,
    });
  });
});
