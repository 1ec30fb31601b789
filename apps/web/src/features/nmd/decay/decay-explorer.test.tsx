import type { DecayResult } from '@app/core/api/decay';
import type { Metric } from '@app/core/api/metrics';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectionStore } from '../../../selection/selection-store';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { definitionOf } from '../../../test/definition-of';
import { createPageState } from '../../../product/renderer/page-state';
import { startOnOwnData, stubWithOwnData } from '../testing/own-data-stub';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { TOO_VOLATILE_TEXT } from './decay-chart-widget';
import { DecayExplorer } from './decay-explorer';

const node = { name: 'DecayExplorer' };

const decayMetric = (metricId: string, metricTitle: string): Metric => ({
  metricId,
  metricTitle,
  metricInformation: '',
  categoryTitle: 'Deposits',
  category: 'Deposits',
  metricDisplayOrder: 1,
  displayType: 'USDMM',
  rankSort: 'N',
  description1: '',
  alternateTitle: null,
  rates: [],
  locked: false,
});

const figures = (startingBalance: number, decayFactor: number) => ({
  startingBalance,
  decayFactor,
  cashFlow: [
    {
      period: 1,
      straightLineBalance: startingBalance * 0.9,
      straightLineRunOff: startingBalance * 0.1,
      pctDeclineBalance: startingBalance * (1 - decayFactor),
      pctDeclineRunOff: startingBalance * decayFactor,
    },
  ],
  straightLineDeclineWal: 5,
  pctDeclineWal: 6.25,
});

function result(overrides: Partial<DecayResult> = {}): DecayResult {
  return {
    metricId: 'DEP',
    frequency: 'quarterly',
    points: [
      {
        reportDate: '2025-06-30',
        value: 2_000_000,
        growthRate: null,
        standardAverageBalanceVolatile: null,
        stableBalance: 1_500_000,
        significantEvent: false,
      },
      {
        reportDate: '2025-09-30',
        value: 2_100_000,
        growthRate: 0.05,
        standardAverageBalanceVolatile: 0.02,
        stableBalance: 1_600_000,
        significantEvent: false,
      },
    ],
    enoughData: true,
    insufficientData: false,
    minimumPeriods: 8,
    tooVolatile: false,
    significantEventThreshold: 0.25,
    horizonPeriods: 400,
    truncationYears: null,
    nonStableBalance: 500_000,
    actual: figures(2_100_000, 0.0321),
    stable: figures(1_600_000, 0.0123),
    ...overrides,
  };
}

function handler(answer: (request: RecordedRequest) => DecayResult) {
  return (request: RecordedRequest): Reply | undefined => {
    if (request.path === '/api/1/metric/decay')
      return {
        status: 200,
        body: [decayMetric('DEP', 'Total Deposits'), decayMetric('NIB', 'Noninterest Deposits')],
      };
    if (request.path === '/api/systemsetting/nmd_trunct')
      return { status: 200, body: { key: 'nmd_trunct', value: '40' } };
    if (request.path === '/api/rate/m2')
      return { status: 200, body: [{ reportDate: '2025-09-30', value: 21_500 }] };
    if (request.path.startsWith('/api/rate/definition/'))
      return {
        status: 200,
        body: {
          rateId: 'WM2NS',
          rateName: 'M2 Money Supply',
          citation:
            'Board of Governors, M2 [WM2NS], retrieved from FRED, Federal Reserve Bank of St. Louis.',
          rateEndDate: '2025-09-30',
          lagValue: 0,
          attributionDate: '2025-09-30',
        },
      };
    if (request.path.startsWith('/api/1/decay/')) return { status: 200, body: answer(request) };
    return undefined;
  };
}

const figure = definitionOf;

describe('DecayExplorer', () => {
  it('on own data, sets the call report’s decay factor and WAL beside it (issue 29)', async () => {
    startOnOwnData('Checking');
    const own = handler((request) =>
      request.search.includes('source=own:Checking')
        ? result({
            metricId: 'own:Checking',
            actual: figures(2_100_000, 0.05),
            comparison: {
              measure: 'Balance',
              dates: ['2024-03-31', '2024-06-30'],
              own: { label: 'Own data: Checking', values: [2_000_000, 2_100_000] },
              callReport: {
                label: 'Call report',
                metricId: 'DEP',
                metricTitle: 'Total Deposits',
                values: [50_000_000, 49_000_000],
              },
              peerMedian: {
                label: 'Peer median (146)',
                groupId: 7,
                groupName: 'Colorado Banks',
                values: [80_000_000, 84_000_000],
                counts: [146, 146],
              },
              peerMedianReason: null,
            },
          })
        : result(),
    );
    const { requestsTo } = stubWithOwnData(own);
    const { user } = renderInNmdPage(<DecayExplorer data={{}} node={node} />, {
      peer: {
        group: {
          groupId: 7,
          groupType: 30,
          name: 'Colorado Banks',
          institutionCount: 146,
          iids: [],
        },
        members: null,
        institution: null,
      },
    });
    const actual = await screen.findByRole('group', { name: 'Balance (Actual) key figures' });
    expect(figure(actual, 'Quarterly Decay Factor')).toHaveTextContent('5.00%');
    expect(await screen.findByTestId('decay-call-report')).toHaveTextContent(
      'Call report, Total Deposits: decay factor 3.21% a quarter, WAL of the stable balance 6.25 years.',
    );
    // The balances beside the call report's and the group's median, each indexed to 100.
    const chart = screen.getByRole('region', {
      name: 'Balance: own data, call report and Colorado Banks',
    });
    await user.click(within(chart).getByRole('button', { name: 'Show data table' }));
    expect(within(chart).getByRole('row', { name: /^2024Q2/ })).toHaveTextContent(
      '2024Q2105.0098.00105.00',
    );
    expect(
      requestsTo('/api/1/decay/DEP').some((r) =>
        r.search.endsWith('source=own:Checking&groupId=7'),
      ),
    ).toBe(true);
  });

  it('on own data, offers a monthly decay and labels its figures and run-off in months', async () => {
    startOnOwnData('Checking');
    const answer = handler((request) =>
      request.search.includes('frequency=monthly')
        ? result({
            metricId: 'own:Checking',
            frequency: 'monthly',
            minimumPeriods: 24,
            horizonPeriods: 1200,
            actual: figures(2_100_000, 0.011),
          })
        : result({ metricId: 'own:Checking' }),
    );
    const { requestsTo } = stubWithOwnData(answer);
    const { user } = renderInNmdPage(<DecayExplorer data={{}} node={node} />);
    const frequency = await screen.findByRole('radiogroup', { name: 'Decay frequency' });
    const quarterly = within(frequency).getByRole('radio', { name: 'Quarterly' });
    expect(quarterly).toBeChecked();
    const actual = await screen.findByRole('group', { name: 'Balance (Actual) key figures' });
    expect(figure(actual, 'Quarterly Decay Factor')).toHaveTextContent('3.21%');

    await user.click(within(frequency).getByRole('radio', { name: 'Monthly' }));
    await waitFor(() =>
      expect(
        figure(
          screen.getByRole('group', { name: 'Balance (Actual) key figures' }),
          'Monthly Decay Factor',
        ),
      ).toHaveTextContent('1.10%'),
    );
    expect(requestsTo('/api/1/decay/DEP').map((r) => r.search)).toContain(
      'startDate=2024-03-31&endDate=2025-09-30&truncate=false&covid=false&basic=true&source=own:Checking&frequency=monthly',
    );
    // The run-off's steps are months.
    const runOff = screen.getByRole('region', { name: 'Balance (Actual)' });
    await user.click(within(runOff).getByRole('button', { name: 'Show data table' }));
    expect(within(runOff).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
  });

  it('counts a monthly answer’s horizon and minimum in months, as the answer gives them', async () => {
    startOnOwnData('Checking');
    const none = {
      decayFactor: null,
      cashFlow: [],
      straightLineDeclineWal: null,
      pctDeclineWal: null,
    };
    const monthly = { metricId: 'own:Checking', frequency: 'monthly' as const, minimumPeriods: 24 };
    const answer = handler((request) =>
      request.search.includes('truncate=true')
        ? result({ ...monthly, truncationYears: 10, horizonPeriods: 120 })
        : result({
            ...monthly,
            horizonPeriods: 1200,
            insufficientData: true,
            actual: { startingBalance: 2_100_000, ...none },
            stable: { startingBalance: 1_600_000, ...none },
          }),
    );
    stubWithOwnData(answer);
    const { user } = renderInNmdPage(<DecayExplorer data={{}} node={node} />);
    expect(
      await screen.findAllByText(
        'The decay estimate needs at least 24 months of balances in the chosen range; choose a longer range.',
      ),
    ).toHaveLength(2);
    const truncation = screen.getByRole('checkbox', { name: 'Apply a 10 year truncation point?' });
    await waitFor(() => expect(truncation).toBeEnabled());
    await user.click(truncation);
    expect(await screen.findByText('Run-off truncated at 10 years (120 months).')).toBeVisible();
  });

  it('offers no monthly decay on the call report', async () => {
    stubFetch({ handle: handler(() => result()) });
    renderInNmdPage(<DecayExplorer data={{}} node={node} />);
    await screen.findByRole('group', { name: 'Balance (Actual) key figures' });
    expect(screen.queryByRole('radiogroup', { name: 'Decay frequency' })).toBeNull();
  });

  it('shows the server’s key figures for the actual and the stable balance', async () => {
    const { requestsTo } = stubFetch({ handle: handler(() => result()) });
    renderInNmdPage(<DecayExplorer data={{}} node={node} />);
    expect(
      await screen.findByRole('button', { name: 'Metric: Total Deposits' }),
    ).toBeInTheDocument();
    const actual = await screen.findByRole('group', { name: 'Balance (Actual) key figures' });
    expect(figure(actual, 'Quarterly Decay Factor')).toHaveTextContent('3.21%');
    expect(figure(actual, 'Straight Line WAL')).toHaveTextContent('5.00 years');
    expect(figure(actual, '% Decline WAL')).toHaveTextContent('6.25 years');
    const stable = screen.getByRole('group', { name: 'Balance (Stable) key figures' });
    expect(figure(stable, 'Quarterly Decay Factor')).toHaveTextContent('1.23%');
    expect(requestsTo('/api/1/decay/DEP')[0]?.search).toBe(
      'startDate=2024-03-31&endDate=2025-09-30&truncate=false&covid=false&basic=true',
    );
    // The line chart's text alternative: balances in thousands, M2 in trillions.
    const table = await screen.findByRole('table', {
      name: 'Total Deposits: Balance and M2 data',
    });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('2,100');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('21.50');
    // One full stop after the citation's own, not two.
    expect(await screen.findByTestId('rate-citation')).toHaveTextContent(
      /^Source: Board of Governors, M2 \[WM2NS\], retrieved from FRED, Federal Reserve Bank of St\. Louis\. Data attributed through \w{3} \d{4}\.$/,
    );
  });

  it('asks again with truncation and Covid adjustment; the label reads nmd_trunct / 4 years', async () => {
    const { requestsTo } = stubFetch({ handle: handler(() => result()) });
    const { user } = renderInNmdPage(<DecayExplorer data={{}} node={node} />);
    const truncation = await screen.findByRole('checkbox', {
      name: 'Apply a 10 year truncation point?',
    });
    await waitFor(() => expect(truncation).toBeEnabled());
    await user.click(truncation);
    await user.click(screen.getByRole('checkbox', { name: 'Adjust for Covid?' }));
    await waitFor(() =>
      expect(requestsTo('/api/1/decay/DEP').map((r) => r.search)).toContain(
        'startDate=2024-03-31&endDate=2025-09-30&truncate=true&covid=true&basic=true',
      ),
    );
  });

  it('records its toggles in the page state, and a print page starts from them', async () => {
    stubFetch({ handle: handler(() => result()) });
    const pageState = createPageState();
    const { user, unmount } = renderInNmdPage(<DecayExplorer data={{}} node={node} />, {
      pageState,
    });
    const truncation = await screen.findByRole('checkbox', {
      name: 'Apply a 10 year truncation point?',
    });
    await waitFor(() => expect(truncation).toBeEnabled());
    await user.click(truncation);
    await user.click(screen.getByRole('radio', { name: 'Against Stable Balance' }));
    expect(pageState.snapshot()).toEqual({
      'decay-truncate': true,
      'decay-covid': false,
      'decay-chart-type': 'adustedBalance',
      'decay-frequency': 'quarterly',
    });
    unmount();

    const { requestsTo } = stubFetch({ handle: handler(() => result()) });
    renderInNmdPage(<DecayExplorer data={{}} node={node} />, {
      print: true,
      pageState: createPageState(pageState.snapshot()),
    });
    expect(
      await screen.findByRole('checkbox', { name: 'Apply a 10 year truncation point?' }),
    ).toBeChecked();
    expect(
      await screen.findByRole('heading', { name: 'Total Deposits: Actual and Stable Balance' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo('/api/1/decay/DEP')[0]?.search).toBe(
        'startDate=2024-03-31&endDate=2025-09-30&truncate=true&covid=false&basic=true',
      ),
    );
  });

  it('saves the chosen metric in the session store', async () => {
    stubFetch({ handle: handler(() => result()) });
    const { user } = renderInNmdPage(<DecayExplorer data={{}} node={node} />);
    await user.click(await screen.findByRole('button', { name: 'Metric: Total Deposits' }));
    await user.click(screen.getByRole('button', { name: 'Noninterest Deposits' }));
    expect(selectionStore.sessionValue('decay-metricId-bank')).toBe('NIB');
  });

  it('shows the volatility message in the stable variant', async () => {
    stubFetch({ handle: handler(() => result({ tooVolatile: true })) });
    renderInNmdPage(<DecayExplorer data={{}} node={node} />);
    expect(await screen.findByText(TOO_VOLATILE_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Balance (Actual) key figures' })).toBeInTheDocument();
  });

  it('says Insufficient Data with dashes for the key figures below 8 quarters', async () => {
    // What the server answers for a 2-quarter range: balances, but no decay figures.
    const none = {
      decayFactor: null,
      cashFlow: [],
      straightLineDeclineWal: null,
      pctDeclineWal: null,
    };
    stubFetch({
      handle: handler(() =>
        result({
          insufficientData: true,
          actual: { startingBalance: 2_100_000, ...none },
          stable: { startingBalance: 1_600_000, ...none },
        }),
      ),
    });
    renderInNmdPage(<DecayExplorer data={{}} node={node} />);
    const actual = await screen.findByRole('group', { name: 'Balance (Actual) key figures' });
    expect(figure(actual, 'Quarterly Decay Factor')).toHaveTextContent(/^-$/);
    expect(figure(actual, 'Straight Line WAL')).toHaveTextContent(/^-$/);
    expect(figure(actual, '% Decline WAL')).toHaveTextContent(/^-$/);
    const stable = screen.getByRole('group', { name: 'Balance (Stable) key figures' });
    expect(figure(stable, '% Decline WAL')).toHaveTextContent(/^-$/);
    expect(screen.getByText('Balance (Actual): Insufficient Data')).toBeInTheDocument();
    expect(screen.getByText('Balance (Stable): Insufficient Data')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'The decay estimate needs at least 8 quarters of balances in the chosen range; choose a longer range.',
      ),
    ).toHaveLength(2);
    // No volatility verdict and no years on so short a range.
    expect(screen.queryByText(TOO_VOLATILE_TEXT)).toBeNull();
    expect(screen.queryByText(/years$/)).toBeNull();
  });

  it('shows No Data Available with too little data', async () => {
    stubFetch({ handle: handler(() => result({ enoughData: false })) });
    renderInNmdPage(<DecayExplorer data={{}} node={node} />);
    await waitFor(() => expect(screen.getAllByText('No Data Available')).toHaveLength(3));
  });

  it('draws the locked look without calls when paywalled', () => {
    const { requests } = stubFetch({ handle: handler(() => result()) });
    renderInNmdPage(<DecayExplorer data={{}} node={node} />, { paywalled: true });
    expect(screen.getByRole('group', { name: 'Decay (locked)' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path.startsWith('/api/1/'))).toHaveLength(0);
  });
});
