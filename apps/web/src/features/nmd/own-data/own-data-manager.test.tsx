import type { OwnDataSummary } from '@app/core/api/own-deposit-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import {
  HELD_OWN_DATA,
  OWN_DATA_PATH,
  startOnOwnData,
  stubWithOwnData,
} from '../testing/own-data-stub';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { BetaCycle } from '../beta-suite/beta-cycle';
import { cycleAnswer } from '../beta-suite/beta-suite-fixtures';
import { OwnDataManager } from './own-data-manager';

function serve(answer: (request: RecordedRequest) => Reply | undefined) {
  return stubFetch({
    handle: (request) => (request.path === OWN_DATA_PATH ? answer(request) : undefined),
  });
}

const render = (paywalled = false) =>
  renderInNmdPage(<OwnDataManager data={{}} node={{ name: 'OwnDataManager' }} />, {
    paywalled,
    roomCode: 'own_data',
    pageCode: 'own_data',
  });

describe('Own Data page', () => {
  it('lists the products held and deletes every row after a confirmation', async () => {
    let held: OwnDataSummary = HELD_OWN_DATA;
    const { requestsTo } = serve((request) => {
      if (request.method === 'DELETE') {
        held = { upload: null, mayManage: true };
        return { status: 204 };
      }
      return { status: 200, body: held };
    });
    render();
    const table = await screen.findByTestId('own-data-products');
    expect(within(table).getByRole('row', { name: /^Checking/ })).toHaveTextContent(
      'Checkingretail transactional2016-012025-121200',
    );
    expect(screen.getByText(/deposits\.csv: 240 rows, uploaded by nmd@example\.com/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete all own data' }));
    // Nothing is deleted until the confirmation.
    expect(requestsTo(OWN_DATA_PATH).filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Delete every row' }));
    expect(await screen.findByText('No own deposit data has been uploaded yet.')).toBeVisible();
    expect(requestsTo(OWN_DATA_PATH).filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('lists each bad row of a refused file, and sends the accept-gaps choice', async () => {
    const { requestsTo } = serve((request) =>
      request.method === 'POST'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message:
                'Nothing was stored: 3 rows need correcting.\nLine 3: unknown month "2024-13" (write YYYY-MM).\nLine 5: negative balance -5.\nLine 7: rate_paid 31 is over 25% (write percent: 2.5 for 2.5%).',
            },
          }
        : { status: 200, body: { upload: null, mayManage: true } },
    );
    render();
    const user = userEvent.setup();
    await screen.findByLabelText('CSV or XLSX file');
    // Mantine's FileInput opens a hidden file input, the one a browser fills; it has no role.
    // eslint-disable-next-line testing-library/no-node-access
    const fileInput = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(fileInput, new File(['x'], 'bad.csv', { type: 'text/csv' }));
    await user.click(screen.getByLabelText(/Accept gaps/));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByTestId('own-data-problem');
    expect(alert).toHaveTextContent('Nothing was stored: 3 rows need correcting.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 3: unknown month "2024-13" (write YYYY-MM).',
      'Line 5: negative balance -5.',
      'Line 7: rate_paid 31 is over 25% (write percent: 2.5 for 2.5%).',
    ]);
    const post = requestsTo(OWN_DATA_PATH).find((r) => r.method === 'POST')!;
    expect(post.search).toBe('acceptGaps=true');
  });

  it('offers no upload to a member without the deposit data permission', async () => {
    serve(() => ({ status: 200, body: { ...HELD_OWN_DATA, mayManage: false } }));
    render();
    await screen.findByTestId('own-data-products');
    expect(screen.queryByRole('button', { name: 'Delete all own data' })).toBeNull();
    expect(screen.queryByLabelText('CSV or XLSX file')).toBeNull();
  });

  it('is locked without the standard tier, and asks nothing', async () => {
    const { requestsTo } = serve(() => ({ status: 200, body: HELD_OWN_DATA }));
    render(true);
    expect(await screen.findByRole('group', { name: 'Own Data (locked)' })).toBeVisible();
    await waitFor(() => expect(requestsTo(OWN_DATA_PATH)).toHaveLength(0));
  });
});

describe('the data source switch', () => {
  it('appears once own data is held and sends the product chosen to the Beta Suite page', async () => {
    const { requests } = stubWithOwnData((request) =>
      request.path === '/api/1/nmd/beta-suite/cycle'
        ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'x' } }
        : undefined,
    );
    renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />, {
      roomCode: 'beta_suite',
      pageCode: 'beta_cycle',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Data' }));
    await user.click(await screen.findByRole('option', { name: 'Own data: Money market' }));
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/api/1/nmd/beta-suite/cycle' &&
            r.search.includes('source=own:Money%20market'),
        ),
      ).toBe(true),
    );
    // The first call, before any choice, was the call report's: no source.
    const cycles = requests.filter((r) => r.path === '/api/1/nmd/beta-suite/cycle');
    expect(cycles[0]!.search).not.toContain('source');
  });

  it('sets the call report’s cycle beta beside the own data’s', async () => {
    startOnOwnData('Money market');
    stubWithOwnData((request) => {
      if (request.path !== '/api/1/nmd/beta-suite/cycle') return undefined;
      return request.search.includes('source=own')
        ? {
            status: 200,
            body: {
              ...cycleAnswer(),
              metricId: 'own:Money market',
              metricTitle: 'Own data: Money market, rate paid',
              cycleBeta: 0.61,
            },
          }
        : { status: 200, body: cycleAnswer() };
    });
    renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />, {
      roomCode: 'beta_suite',
      pageCode: 'beta_cycle',
    });
    const summary = await screen.findByRole('table', { name: 'Cycle beta' });
    await waitFor(() =>
      expect(
        within(summary).getByRole('row', { name: /^Cycle beta, call report/ }),
      ).toHaveTextContent('Cycle beta, call report (Cost of Total Deposits)0.423'),
    );
    expect(within(summary).getByRole('row', { name: /^Cycle beta\s*0/ })).toHaveTextContent(
      'Cycle beta0.610',
    );
  });
});
