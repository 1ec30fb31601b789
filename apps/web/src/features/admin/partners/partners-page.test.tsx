import type { AdminPartner } from '@app/core/api/admin/partners';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const platformAdmin = makeUser({ admin: true, products: [], claims: [], institutionIid: null });

const acme: AdminPartner = {
  code: 'acme',
  name: 'Acme Banking Partners',
  logoFile: '/partners/acme-logo.svg',
  logoWidth: 180,
  logoHeight: 48,
  address: '100 Main Street, Suite 400, Des Moines, IA 50309',
  phone: '515.555.0123',
  email: 'hello@acme-partners.example',
  url: 'https://acme-partners.example',
  adImage: '/partners/acme-advert.svg',
  adUrl: 'https://acme-partners.example/peer-review',
  organizationCount: 2,
};

describe('the partners screen', () => {
  it('previews /login/{code} as the fields are typed, and refuses a too large logo before sending it', async () => {
    const api = stubFetch({
      signedIn: platformAdmin,
      handle: (call) =>
        call.path === '/api/admin/partners' ? { status: 200, body: [acme] } : undefined,
    });
    const { user } = renderApp('/Admin/partners/acme');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Acme Banking Partners' }),
    ).toBeVisible();
    const preview = screen.getByRole('region', { name: 'Preview' });
    const logo = within(preview).getByRole('img', { name: 'Acme Banking Partners logo' });
    expect(logo).toHaveAttribute('width', '180');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '515.555.0199');
    expect(within(preview).getByText('515.555.0199')).toBeVisible();

    await user.upload(
      screen.getByLabelText('Logo file'),
      new File([new Uint8Array(600 * 1024)], 'huge.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image must be 500 KB or smaller.',
    );
    expect(api.requests.some((call) => call.path.includes('/images/'))).toBe(false);
  });

  it('removes a partner only after the confirmation', async () => {
    let partners = [acme];
    const api = stubFetch({
      signedIn: platformAdmin,
      handle: (call) => {
        if (call.path === '/api/admin/partners') return { status: 200, body: partners };
        if (call.method === 'DELETE' && call.path === '/api/admin/partners/acme') {
          partners = [];
          return { status: 204 };
        }
        return undefined;
      },
    });
    const { user } = renderApp('/Admin/partners');

    const table = await screen.findByRole('table', { name: 'Partners' });
    await user.click(within(table).getByRole('button', { name: 'Remove Acme Banking Partners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove partner' });
    expect(dialog).toHaveTextContent('Its 2 organizations keep their accounts');
    expect(api.requests.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Partner' }));
    expect(
      await screen.findByText(
        'Acme Banking Partners was removed; /login/acme now shows the default branding.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('No partners yet.')).toBeVisible();
  });
});
