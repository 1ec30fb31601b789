import type { NmdSettingsView } from '@app/core/api/admin/data';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const platformAdmin = makeUser({ admin: true, products: [], claims: [], institutionIid: null });

const view: NmdSettingsView = {
  settings: {
    nmd_trunct: 40,
    nmd_sig_event_ind: 0.2,
    StartNmdReportDate: '2019-03-31',
    CurrentNmdReportDate: '2025-12-31',
  },
  reportDates: ['2019-03-31', '2025-12-31'],
};

function settingsApi(call: RecordedRequest): Reply | undefined {
  if (call.path !== '/api/admin/settings/nmd') return undefined;
  if (call.method === 'GET') return { status: 200, body: view };
  const body = call.body as NmdSettingsView['settings'];
  if (body.nmd_trunct === 2)
    return {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'body.nmd_trunct: nmd_trunct must be 4 to 80 quarters',
      },
    };
  return { status: 200, body: { ...view, settings: body } };
}

describe('the System settings screen at /Admin/settings', () => {
  it('shows the server’s refusal, then saves and says the pages use the new settings', async () => {
    const api = stubFetch({ signedIn: platformAdmin, handle: settingsApi });
    const { user } = renderApp('/Admin/settings');

    const truncation = await screen.findByRole('textbox', { name: /nmd_trunct/ });
    expect(truncation).toHaveValue('40');
    expect(screen.getByText(/the decay page offers a 10 year truncation point/)).toBeVisible();

    await user.clear(truncation);
    await user.type(truncation, '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'nmd_trunct must be 4 to 80 quarters',
    );

    await user.clear(truncation);
    await user.type(truncation, '24');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. The deposit pages use the new settings now.',
    );
    const saved = api.requests.filter((call) => call.method === 'PUT').at(-1);
    expect(saved?.body).toEqual({ ...view.settings, nmd_trunct: 24 });
  });
});
