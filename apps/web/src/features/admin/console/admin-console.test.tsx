import type { AdminOverview } from '@app/core/api/admin/overview';
import type { AuditEntry } from '@app/core/api/admin/audit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const platformAdmin = makeUser({ admin: true, products: [], claims: [], institutionIid: null });

const overview: AdminOverview = {
  maintenance: { maintenanceMode: true, maintenanceMessage: 'Back at 6 pm.' },
  freshness: [
    { source: 'FFIEC/FDIC', newestDate: '2025-12-31', loadedAt: '2026-11-25T14:00:00.000Z' },
    { source: 'NCUA', newestDate: '2025-12-31', loadedAt: null },
    { source: 'FRED', newestDate: null, loadedAt: null },
  ],
  lastImports: [
    {
      id: 7,
      source: 'ncua',
      status: 'refused',
      reportDate: null,
      finishedAt: '2026-11-25T15:00:00.000Z',
      rowsRead: 0,
      skipped: 0,
      refusal: 'FOICU.txt is missing from the zip.',
    },
  ],
  organizations: 12,
  activeUsers: 31,
  paidSubscriptions: [
    { planType: 'BundleYearly', count: 2 },
    { planType: 'NonMaturityDepositsStandard', count: 1 },
    { planType: 'PeerComparisonStandard', count: 4 },
  ],
  pendingRequests: 2,
  unreadFeedback: 3,
  failedEmails: 0,
};

const entry: AuditEntry = {
  id: 1,
  at: '2026-11-25T16:00:00.000Z',
  actorEmail: 'admin@example.com',
  action: 'maintenance.update',
  target: 'maintenance mode',
  before: { maintenanceMode: false, maintenanceMessage: 'Back at 6 pm.' },
  after: { maintenanceMode: true, maintenanceMessage: 'Back at 6 pm.' },
  reason: null,
};

describe('the admin console at /Admin', () => {
  it('sends anyone but a platform admin to their dashboard', async () => {
    stubFetch({ signedIn: makeUser() });
    const { router } = renderApp('/Admin/audit');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens on the overview: maintenance, counts, freshness and a refused import with its reason', async () => {
    stubFetch({
      signedIn: platformAdmin,
      handle: (call) =>
        call.path === '/api/admin/overview' ? { status: 200, body: overview } : undefined,
    });
    renderApp('/Admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Administration' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Maintenance',
      'Content',
      'Organizations and users',
      'Partners',
      'Promo codes',
      'Feedback',
      'E-mail outbox',
      'Data',
      'System settings',
      'Audit log',
    ]);
    expect(await screen.findByText('On')).toBeVisible();
    const feedback = screen.getByRole('group', { name: 'Feedback not yet read' });
    expect(feedback).toHaveTextContent('3');
    expect(within(feedback).getByRole('link')).toHaveAttribute('href', '/Admin/feedback');
    const freshness = screen.getByRole('table', { name: 'Data freshness per source' });
    expect(within(freshness).getAllByRole('row')[3]).toHaveTextContent(
      'FREDNo data yetNot recorded',
    );
    // The plans by the names the pricing page gives them, not their codes.
    const paid = screen.getByRole('table', { name: 'Organizations paying for each plan' });
    expect(
      within(paid)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Bundle2', 'Non-Maturity Deposits1', 'Peer Comparison4']);
    expect(screen.queryByText('BundleYearly')).toBeNull();
    const imports = screen.getByRole('table', { name: 'The last imports' });
    expect(within(imports).getByText('FOICU.txt is missing from the zip.')).toBeVisible();
  });

  it('shows what each audit entry changed, before → after, and searches as the admin types', async () => {
    const api = stubFetch({
      signedIn: platformAdmin,
      handle: (call) =>
        call.path === '/api/admin/audit'
          ? {
              status: 200,
              body: new URLSearchParams(call.search).get('q') === 'nothing' ? [] : [entry],
            }
          : undefined,
    });
    const { user } = renderApp('/Admin/audit');

    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Maintenance changed')).toBeVisible();
    expect(
      within(table).getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'Maintenance mode: Off → On',
      ),
    ).toBeVisible();
    expect(within(table).queryByText(/maintenanceMode|false|true/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Search/ }), 'nothing');
    expect(await screen.findByText('No change matches “nothing”.')).toBeVisible();
    expect(
      api.requests.some((call) => new URLSearchParams(call.search).get('q') === 'nothing'),
    ).toBe(true);
  });
});

describe('the maintenance switch', () => {
  it('says "Save to turn on" while switched on but not saved, never "Now off" beside it', async () => {
    stubFetch({
      signedIn: platformAdmin,
      handle: (call) =>
        call.path === '/api/admin/maintenance'
          ? { status: 200, body: { maintenanceMode: false, maintenanceMessage: 'Back soon.' } }
          : call.path === '/api/admin/content-preview'
            ? { status: 200, body: { html: '<p>Back soon.</p>' } }
            : undefined,
    });
    const { user } = renderApp('/Admin/maintenance');
    const toggle = await screen.findByRole('switch', { name: 'Maintenance mode' });
    expect(screen.getByText('Now off')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByText('Save to turn on')).toBeVisible();
    expect(screen.queryByText('Now off')).toBeNull();
    await user.click(toggle);
    expect(screen.getByText('Now off')).toBeVisible();
  });
});
