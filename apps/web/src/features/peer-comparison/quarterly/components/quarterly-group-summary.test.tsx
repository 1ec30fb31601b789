import type { SummaryRow } from '@app/core/api/metrics';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fake-api';
import { renderRoomComponent, ROOM_TEST_IID } from '../testing/render-room-component';
import { QuarterlyGroupSummary } from './quarterly-group-summary';

const base: SummaryRow = {
  sectionTitle: 'Balance Sheet',
  rowTitle: 'Total Assets',
  rowInformation: 'Everything the bank owns.',
  metricId: 'LBPR2170',
  displayType: 'USD',
  rankSort: 'N',
  level: 0,
  institutionValue: 949635000,
  groupValue: 1903766075.34,
  difference: -954131075.34,
  institutionRank: 48,
  institutionsReporting: 147,
  topInstitutionIid: 8000890,
  topInstitutionLabel: 'Willowherb Terrace Bank (Glenley, MD)',
  topInstitutionValue: 55158927000,
};
const rows: SummaryRow[] = [
  base,
  {
    ...base,
    sectionTitle: 'Credit Quality',
    rowTitle: 'Net Charge-offs',
    rowInformation: '',
    metricId: 'LBPRNCO',
    displayType: 'PCT',
    rankSort: 'L',
    level: 1,
    institutionValue: null,
    groupValue: 0.42,
    difference: 0.12,
    institutionRank: null,
    topInstitutionIid: null,
    topInstitutionLabel: null,
    topInstitutionValue: null,
  },
];

const summaryPath = `/api/${ROOM_TEST_IID}/metric/quarterly/2025-06-30/30/1`;

function stub(answer: SummaryRow[] = rows) {
  return stubFetch({
    handle: ({ path }) => {
      if (path === summaryPath) return { status: 200, body: answer };
      if (path.startsWith(`/api/${ROOM_TEST_IID}/metric/aggregate/`)) {
        return {
          status: 200,
          body: {
            metricId: 'LBPR2170',
            reportDate: '2025-06-30',
            institutionRank: 48,
            institutionsReporting: 147,
            label: 'Showing 25 of 147 institutions',
            axisMin: 0,
            axisMax: 10,
            ranks: [
              {
                iid: ROOM_TEST_IID,
                label: 'Prairie Gate Bank',
                value: 5,
                rank: 48,
                isSubject: true,
              },
            ],
          },
        };
      }
      if (path.includes('/metric/')) {
        return {
          status: 200,
          body: { metricId: 'LBPR2170', dates: [], dateSeries: [], institutionSeries: [] },
        };
      }
      return undefined;
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('QuarterlyGroupSummary', () => {
  it('shows sections and each row’s Value, Rank, Average, Difference and Top Institution', async () => {
    stub();
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const row = (await screen.findByRole('button', { name: 'Total Assets' })).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Total Assetsi',
      '$949,635,000',
      '48 of 147',
      '$1,903,766,075',
      '▼-$954,131,075(below)',
      'Willowherb Terrace Bank (Glenley, MD)$55,158,927,000',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Balance Sheet' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Credit Quality' })).toBeInTheDocument();
  });

  it('shows a dash for a missing value, rank and top institution, and an up arrow read as better', async () => {
    stub();
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const row = (await screen.findByRole('button', { name: 'Net Charge-offs' })).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['Net Charge-offs', '-', '-', '0.42%', '▲0.12%(better)', '-']);
  });

  it('says No data available for an empty answer', async () => {
    stub([]);
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('opens the drawer on a row, switches on another and closes on the same row or Escape', async () => {
    stub();
    const { user } = renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    const assets = await screen.findByRole('button', { name: 'Total Assets' });
    expect(screen.queryByRole('region', { name: /details$/ })).not.toBeInTheDocument();

    await user.click(assets);
    expect(screen.getByRole('region', { name: 'Total Assets details' })).toBeInTheDocument();
    expect(assets).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Showing 25 of 147 institutions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Net Charge-offs' }));
    expect(screen.getByRole('region', { name: 'Net Charge-offs details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Assets details' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Net Charge-offs' }));
    expect(screen.queryByRole('region', { name: /details$/ })).not.toBeInTheDocument();

    await user.click(assets);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /details$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(assets).toHaveFocus());
  });

  it('asks for the percentile without a member list for an aggregate group', async () => {
    const api = stub();
    const { user } = renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Total Assets' }));
    await waitFor(() =>
      expect(api.requestsTo(`/api/${ROOM_TEST_IID}/metric/percentile/LBPR2170/1`)).toHaveLength(1),
    );
  });

  it('makes no call when paywalled', () => {
    const api = stub();
    renderRoomComponent(
      <QuarterlyGroupSummary data={{}} node={{ name: 'QuarterlyGroupSummary' }} />,
      {
        paywalled: true,
      },
    );
    expect(api.requests.filter((r) => r.path.startsWith('/api/9000001'))).toHaveLength(0);
  });
});
