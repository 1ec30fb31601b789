import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { BetaCycle } from './beta-cycle';
import { BetaRolling } from './beta-rolling';
import { cycleAnswer } from './beta-suite-fixtures';

const BASE = '/api/1/nmd/beta-suite';

/** A monthly answer as the server gives it: month-end dates, from the base month. */
const monthlyCycle = () =>
  cycleAnswer({
    metricId: 'own:Checking',
    frequency: 'monthly',
    window: {
      cycleId: 'tightening-2022',
      label: 'Tightening 2022Q1–2023Q4',
      start: '2022-01-31',
      end: '2023-12-31',
      baseDate: '2021-12-31',
    },
    path: [
      { reportDate: '2022-01-31', metricChange: 0.01, rateChange: 0.05, cumulativeBeta: 0.2 },
      { reportDate: '2022-02-28', metricChange: 0.03, rateChange: 0.1, cumulativeBeta: 0.3 },
    ],
    skippedQuarters: [],
    minimumQuarters: 12,
  });

afterEach(() => sessionStorage.clear());

describe('Beta Suite frequency on own data (issue 29)', () => {
  it('Cycle Beta offers Monthly with own data, sends frequency=monthly and labels months', async () => {
    sessionStorage.setItem('peerscope.data-source', 'own:Checking');
    const { requestsTo } = stubFetch({
      handle: (request) =>
        request.path === `${BASE}/cycle`
          ? {
              status: 200,
              body: request.search.includes('frequency=monthly')
                ? monthlyCycle()
                : cycleAnswer({ metricId: 'own:Checking' }),
            }
          : undefined,
    });
    const { user } = renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    const frequency = await screen.findByRole('radiogroup', { name: 'Beta frequency' });
    expect(within(frequency).getByRole('radio', { name: 'Quarterly' })).toBeChecked();
    await screen.findByRole('table', { name: 'Cycle beta path' });
    // Quarterly is the API's default: the quarterly call carries no frequency.
    expect(requestsTo(`${BASE}/cycle`).every((r) => !r.search.includes('frequency'))).toBe(true);

    await user.click(within(frequency).getByRole('radio', { name: 'Monthly' }));
    await waitFor(() =>
      expect(
        requestsTo(`${BASE}/cycle`).some(
          (r) => r.search.includes('source=own') && r.search.includes('frequency=monthly'),
        ),
      ).toBe(true),
    );
    const path = await screen.findByRole('table', { name: 'Cycle beta path' });
    await waitFor(() =>
      expect(within(path).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument(),
    );
    expect(within(path).getByRole('row', { name: /^2022-02/ })).toHaveTextContent('0.300');
    // The call report's cycle beta drawn beside it stays quarterly: never asked monthly.
    expect(
      requestsTo(`${BASE}/cycle`).every(
        (r) => r.search.includes('source=own') || !r.search.includes('frequency'),
      ),
    ).toBe(true);
  });

  it('offers no monthly betas on the call report', async () => {
    stubFetch({
      handle: (request) =>
        request.path === `${BASE}/rolling`
          ? {
              status: 200,
              body: {
                metricId: 'LBPRQCOSTDEP',
                metricTitle: 'Cost of Total Deposits',
                rateId: 'FEDFUNDS',
                rateName: 'Federal Funds Effective Rate',
                frequency: 'quarterly',
                startDate: '2021-12-31',
                endDate: '2024-12-31',
                lagQuarters: 0,
                rollingBetas: [],
              },
            }
          : undefined,
    });
    renderInNmdPage(<BetaRolling data={{}} node={{ name: 'BetaRolling' }} />);
    await screen.findByText(/Cost of Total Deposits against/);
    expect(screen.queryByRole('radiogroup', { name: 'Beta frequency' })).toBeNull();
  });
});
